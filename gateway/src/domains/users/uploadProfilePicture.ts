import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { signInRequired, withUserErrors } from '../../errors';
import { openUpload } from '../../uploads/open-upload';
import { PROFILE_PICTURE_FILE, usersRest, type RestUser } from './rest';

/** Refusals of PUT /api/users/profile-picture: not an image or none (400), too large (413). */
const PICTURE_REFUSALS = [400, 413];

/**
 * The onboarding photo step: the file streams on to the api as it arrives, then the
 * viewer is read again for its new picture (2 REST calls). Without a token nothing is
 * read or sent.
 */
export const uploadProfilePicture: NonNullable<MutationResolvers['uploadProfilePicture']> = (
  _root,
  { input },
  { token, rest, loaders },
) => {
  if (!token) throw signInRequired();
  return withUserErrors<{ user: RestUser | null }>(
    PICTURE_REFUSALS,
    async () => {
      const users = usersRest(rest);
      await users.uploadProfilePicture(await openUpload(input.file, PROFILE_PICTURE_FILE));
      const user = await users.profile();
      loaders.users.viewer?.prime(user);
      loaders.users.byId.prime(user);
      return { user };
    },
    { user: null },
  );
};
