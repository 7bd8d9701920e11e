import type { MutationResolvers, UpdateProfileInput } from '../../__generated__/resolvers-types';
import { signInRequired, withUserErrors } from '../../errors';
import { editorChanges, sameNamedFields, withGraphFields } from '../profiles/profile-changes';
import { creativeTypeToRest, professionalTypeToRest, roleToRest } from './enums';
import { usersRest, type RestProfileChanges, type RestUser } from './rest';
import { uploadProfilePicture } from './uploadProfilePicture';

/** Refusals of PUT /api/users/profile; 401/403 stay top-level errors. */
const PROFILE_REFUSALS = [400, 409, 422];

export const Mutation: MutationResolvers = {
  updateProfile: async (_root, { input }, { token, rest, loaders }) => {
    if (!token) throw signInRequired();
    const payload = await withUserErrors<{ user: RestUser | null }>(
      PROFILE_REFUSALS,
      async () => {
        const { user } = await usersRest(rest).updateProfile(profileChanges(input));
        loaders.users.viewer?.prime(user);
        loaders.users.byId.prime(user);
        return { user };
      },
      { user: null },
    );
    // The api names the REST field at fault; the editor knows the graph's.
    return { ...payload, userErrors: withGraphFields(payload.userErrors) };
  },
  uploadProfilePicture,
};

/**
 * The REST payload of an UpdateProfileInput: only the fields sent (absent fields are
 * left unchanged, an explicit null clears), enums back to REST values.
 */
export function profileChanges(input: UpdateProfileInput): RestProfileChanges {
  const { role, creativeType, professionalType, ...fields } = input;
  const changes: RestProfileChanges = { ...sameNamedFields(fields), ...editorChanges(fields) };
  if (role !== undefined) changes.role = role && roleToRest(role);
  if (creativeType !== undefined) changes.creativeType = creativeType && creativeTypeToRest(creativeType);
  if (professionalType !== undefined) {
    changes.professionalType = professionalType && professionalTypeToRest(professionalType);
  }
  return changes;
}
