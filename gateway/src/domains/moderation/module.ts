import { graphModule, readSdl } from '../../schema/module';
import { createModerationLoaders } from './loaders';
import { Mutation } from './Mutation';
import { ModerationQueue, Query } from './Query';
import { UnverifiedProfessionalEdge, User } from './User';

/** Moderation while the product runs (issue 11): the operators' queue and decisions. */
export const moderationModule = graphModule({
  name: 'moderation',
  typeDefs: readSdl(new URL('./moderation.graphql', import.meta.url)),
  resolvers: { Query, Mutation, ModerationQueue, UnverifiedProfessionalEdge, User },
  loaders: createModerationLoaders,
});
