import type { GatewayContext } from '../../context';
import type { RestUserSource } from './rest';

/**
 * Whether an answer is the signed-in account's own: only its own answers carry the ids it
 * follows, `hasGoogle` or the email (GET and PUT /api/users/profile, a session, the own
 * username's profile).
 */
export function isOwnAnswer(user: RestUserSource): boolean {
  return user.following !== undefined || user.hasGoogle !== undefined || typeof user.email === 'string';
}

/**
 * Whether a user is the signed-in account. The answer says so itself where it can (an own
 * answer, or another account's profile, the only answer with `isFollowing`); a user met
 * elsewhere (a post's author, a card) is compared with the viewer: one deduped call.
 */
export async function isViewerUser(user: RestUserSource, { loaders }: GatewayContext): Promise<boolean> {
  if (isOwnAnswer(user)) return true;
  if (user.isFollowing !== undefined || !loaders.users.viewer) return false;
  return (await loaders.users.viewer.load())._id === user._id;
}
