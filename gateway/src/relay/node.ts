import { isInterfaceType, type GraphQLSchema } from 'graphql';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { graphError } from '../errors';
import { graphModule, readSdl, type GraphModule } from '../schema/module';
import { fromGlobalId, invalidGlobalId, type NodeParent, type NodeType } from './ids';

/** A node of type T, tagged for `Node.__resolveType`. */
type NodeOf<T extends NodeType> = Extract<NodeParent, { __typename: T }>;

/** How a node of type T is refetched by its REST id; null when it does not exist. */
export type NodeRefetch<T extends NodeType> = (internalID: string, ctx: GatewayContext) => Promise<NodeOf<T> | null>;

/** The refetch of each node type a module declares. */
export type NodeRefetchers = { [T in NodeType]?: NodeRefetch<T> };

/** Tags a REST object with its node type, as `node`/`nodes` return it. */
export function asNode<T extends NodeType, S extends object>(typename: T, source: S | null) {
  return source && { ...source, __typename: typename };
}

/**
 * `nodes` refetches each id through its type's loader: ids of one type share a batch
 * where the api has a by-ids call. 100 ids is more than any screen asks for, and bounds
 * the types that have none.
 */
export const MAX_NODE_IDS = 100;

/**
 * Relay's Global Object Identification (`Node`, `node`, `nodes`) and the connections'
 * `PageInfo`, over the refetchers every domain declares for its node types.
 */
export function nodeModule(refetchers: NodeRefetchers): GraphModule<'node'> {
  const isNodeType = (type: string): type is NodeType => Object.hasOwn(refetchers, type);

  /** Resolves a global ID; rejects with BAD_USER_INPUT when it is not one of ours. */
  const loadNode = async (globalId: string, ctx: GatewayContext): Promise<NodeParent | null> => {
    const { type, internalID } = fromGlobalId(globalId);
    const refetch = isNodeType(type) ? refetchers[type] : undefined;
    if (!refetch) throw invalidGlobalId(globalId);
    return refetch(internalID, ctx);
  };

  const Query: QueryResolvers = {
    node: (_root, { id }, ctx) => loadNode(id, ctx),
    // One promise per item: a bad or failing id nulls its own item (with its error at
    // that item's path), not the whole list.
    nodes: (_root, { ids }, ctx) => {
      if (ids.length > MAX_NODE_IDS) {
        throw graphError('BAD_USER_INPUT', `"ids" admite como máximo ${MAX_NODE_IDS} IDs por consulta.`);
      }
      return ids.map((id) => loadNode(id, ctx));
    },
  };

  return graphModule({
    name: 'node',
    typeDefs: readSdl(new URL('./relay.graphql', import.meta.url)),
    resolvers: {
      Query,
      // `node`/`nodes` tag what they return with its type, read here.
      Node: { __resolveType: (node) => node.__typename },
    },
  });
}

/** The refetchers of every module in one table; a node type declared twice is a bug. */
export function mergeRefetchers(modules: readonly Pick<GraphModule, 'name' | 'nodes'>[]): NodeRefetchers {
  const merged: NodeRefetchers = {};
  for (const module of modules) {
    for (const type of Object.keys(module.nodes ?? {})) {
      if (Object.hasOwn(merged, type)) throw new Error(`node type ${type} is refetched by two modules`);
    }
    Object.assign(merged, module.nodes);
  }
  return merged;
}

/**
 * Every type implementing Node can be refetched, and nothing else: checked at startup,
 * so a new node type without its refetcher fails every test instead of one query.
 */
export function checkRefetchers(schema: GraphQLSchema, refetchers: NodeRefetchers): void {
  const node = schema.getType('Node');
  const types = isInterfaceType(node) ? schema.getImplementations(node).objects.map((type) => type.name) : [];
  const missing = types.filter((type) => !Object.hasOwn(refetchers, type));
  const extra = Object.keys(refetchers).filter((type) => !types.includes(type));
  if (missing.length || extra.length) {
    throw new Error(
      `node refetchers: missing ${missing.join(', ') || 'none'}; not node types: ${extra.join(', ') || 'none'}`,
    );
  }
}
