import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers';

/** schema.graphql at the repo root: the hand-written graph, single source of truth. */
export const SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

export function createSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    resolvers,
    // Every field of the SDL must have data behind it: fail at startup, not at query time.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
