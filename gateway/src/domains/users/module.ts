import { graphModule, readSdl } from '../../schema/module';
import { createUserLoaders } from './loaders';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { refetchUser, User } from './User';

/**
 * Accounts: the User type, the viewer, its picture. `updateProfile` and the fields the
 * onboarding wizard fills in are declared here (the printed schema's order); its resolver is
 * profiles/'s, which maps the editor's sections too.
 */
export const usersModule = graphModule({
  name: 'users',
  typeDefs: readSdl(new URL('./users.graphql', import.meta.url)),
  resolvers: { Query, Mutation, User },
  loaders: createUserLoaders,
  nodes: { User: refetchUser },
});
