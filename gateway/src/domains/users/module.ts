import { graphModule, readSdl } from '../../schema/module';
import { createUserLoaders } from './loaders';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { refetchUser, User } from './User';

/** Accounts: the User type, the viewer, the profile the onboarding wizard fills in. */
export const usersModule = graphModule({
  name: 'users',
  typeDefs: readSdl(new URL('./users.graphql', import.meta.url)),
  resolvers: { Query, Mutation, User },
  loaders: createUserLoaders,
  nodes: { User: refetchUser },
});
