import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { checkRefetchers, mergeRefetchers } from '../relay/node';
import { GRAPH_MODULES } from './modules';

/** The graph the gateway serves: every module's SDL merged, with its resolvers. */
export function createSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: GRAPH_MODULES.map((module) => module.typeDefs),
    resolvers: GRAPH_MODULES.map((module) => module.resolvers),
    // A resolver for a field no SDL declares is a mistake: fail at startup, not at query time.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  checkRefetchers(schema, mergeRefetchers(GRAPH_MODULES));
  return schema;
}
