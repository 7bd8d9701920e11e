import type { NodeResolvers, ResolversInterfaceTypes, ResolversTypes } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { fromGlobalId, type NodeType } from '../relay/ids';

type NodeParent = ResolversInterfaceTypes<ResolversTypes>['Node'];

/** `node`/`nodes` tag what they return with its type, read here. */
export const Node: NodeResolvers = {
  __resolveType: (node) => node.__typename,
};

/** How each node type is refetched by its REST id; null when it does not exist. */
const refetch: { [T in NodeType]: (id: string, ctx: GatewayContext) => Promise<NodeParent | null> } = {
  User: async (id, { loaders }) => tag('User', await loaders.users.load(id)),
  Post: async (id, { loaders }) => tag('Post', await loaders.posts.load(id)),
  Article: async (id, { loaders }) => tag('Article', await loaders.article.load(id)),
  // No by-id call for magazines: the list is short and one call serves every node.
  Magazine: async (id, { loaders }) =>
    tag('Magazine', (await loaders.magazines.load()).find((magazine) => magazine._id === id) ?? null),
};

function tag<T extends object, N extends NodeType>(typename: N, source: T | null) {
  return source && { ...source, __typename: typename };
}

/** Resolves a global ID; rejects with BAD_USER_INPUT when it is not one of ours. */
export async function loadNode(globalId: string, ctx: GatewayContext): Promise<NodeParent | null> {
  const { type, internalID } = fromGlobalId(globalId);
  return refetch[type](internalID, ctx);
}
