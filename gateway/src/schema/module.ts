import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, Source, type DocumentNode } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { RestCaller } from '../rest/http';
import type { NodeRefetchers } from '../relay/node';

/** The REST callers a domain's loaders are made with, for one request. */
export interface LoaderCallers {
  /** Public calls go without the token: their answers do not depend on who asks. */
  anonymous: RestCaller;
  /** Calls that need the caller's token; null when the request has none. */
  authenticated: RestCaller | null;
}

/**
 * One module of the graph (The Guild's SDL-first modules): its SDL, with
 * `extend type Query`/`extend type Mutation` for its entry points, the resolvers of
 * what that SDL declares, the per-request loaders of its REST reads, and how its node
 * types are refetched by `node(id:)`.
 */
export interface GraphModule<N extends string = string, L extends object = object> {
  /** The key of its loaders in the context (`ctx.loaders.<name>`). */
  readonly name: N;
  readonly typeDefs: DocumentNode;
  readonly resolvers: Resolvers;
  /** Its loaders, made once per request. */
  readonly loaders?: (callers: LoaderCallers) => L;
  /** One refetch per node type the module declares. */
  readonly nodes?: NodeRefetchers;
}

/** Keeps the module's name and loaders types, which the context's `Loaders` type is built from. */
export function graphModule<const N extends string, L extends object = never>(
  module: GraphModule<N, L>,
): GraphModule<N, L> {
  return module;
}

/**
 * The SDL file next to a module, parsed at startup. The file's path travels with the
 * source, so a syntax error names the file and the line.
 */
export function readSdl(url: URL): DocumentNode {
  return parse(new Source(readFileSync(url, 'utf8'), fileURLToPath(url)));
}
