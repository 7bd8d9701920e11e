import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { signInRequired, withUserErrors } from '../../errors';
import { openUpload } from '../../uploads/open-upload';
import { usersRest, type RestUser } from '../users';
import { profileChanges, withGraphFields } from './profile-changes';
import { LOGO_FILE, PROFILE_PDF_FILE, profilesRest } from './rest';

/** Refusals of PUT /api/users/profile; 401/403 stay top-level errors. */
const PROFILE_REFUSALS = [400, 409, 422];

/** Refusals of the file calls: not a PDF or not an image, or none (400), too large (413). */
const FILE_REFUSALS = [400, 413];

export const Mutation: MutationResolvers = {
  /** The onboarding wizard's steps and the profile editor's sections (1 REST call). */
  updateProfile: async (_root, { input }, { token, rest, loaders }) => {
    if (!token) throw signInRequired();
    const payload = await withUserErrors<{ user: RestUser | null }>(
      PROFILE_REFUSALS,
      async () => {
        const { user } = await profilesRest(rest).updateProfile(profileChanges(input));
        loaders.users.viewer?.prime(user);
        loaders.users.byId.prime(user);
        return { user };
      },
      { user: null },
    );
    // The api names the REST field at fault; the editor knows the graph's.
    return { ...payload, userErrors: withGraphFields(payload.userErrors) };
  },

  /**
   * The editor's PDF upload: the file streams on to the api as it arrives, then the viewer
   * is read again for its new `cv` or `portfolio` (2 REST calls), as for the picture.
   */
  uploadProfileFile: (_root, { input }, { token, rest, loaders }) => {
    if (!token) throw signInRequired();
    return withUserErrors<{ user: RestUser | null }>(
      FILE_REFUSALS,
      async () => {
        await profilesRest(rest).uploadFile(input.kind, await openUpload(input.file, PROFILE_PDF_FILE));
        const user = await usersRest(rest).profile();
        loaders.users.viewer?.prime(user);
        loaders.users.byId.prime(user);
        return { user };
      },
      { user: null },
    );
  },

  /** A logo is only stored (1 REST call); the editor saves its URL in an entry with updateProfile. */
  uploadLogo: (_root, { input }, { token, rest }) => {
    if (!token) throw signInRequired();
    return withUserErrors<{ logoUrl: string | null }>(
      FILE_REFUSALS,
      async () => ({
        logoUrl: (await profilesRest(rest).uploadLogo(input.kind, await openUpload(input.file, LOGO_FILE))).logoUrl,
      }),
      { logoUrl: null },
    );
  },
};
