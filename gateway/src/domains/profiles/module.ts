import { graphModule, readSdl } from '../../schema/module';
import { createProfileLoaders } from './loaders';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { User } from './User';

/**
 * Profiles (part 2 §2): the CV-style profile of a User, `updateProfile` (declared by users/),
 * a profile by username, its PDFs and logos.
 */
export const profilesModule = graphModule({
  name: 'profiles',
  typeDefs: readSdl(new URL('./profiles.graphql', import.meta.url)),
  resolvers: { Query, Mutation, User },
  loaders: createProfileLoaders,
});
