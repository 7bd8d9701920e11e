import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { uploadProfilePicture } from './uploadProfilePicture';

export const Mutation: MutationResolvers = {
  uploadProfilePicture,
};
