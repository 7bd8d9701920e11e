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
 * The account a token names (CONTRACT.md § Sessions: a JWT whose `sub` is the user id),
 * read without checking the signature: only ever a reason to say "not the viewer" without
 * a call. A token the api accepts names its own account, so a user it does not name is
 * not the viewer; a forged one gains nothing from a "no".
 */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const sub = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Whether a user is the signed-in account. The answer says so itself where it can (an own
 * answer, or another account's profile, the only answer with `isFollowing`); a user the
 * token does not name is not the viewer (no call); one it names is confirmed by a call the
 * api accepted the token for: the viewer's saved images when this request reads them
 * anyway (a post page), else the viewer itself, one deduped call.
 */
export async function isViewerUser(user: RestUserSource, { loaders, token }: GatewayContext): Promise<boolean> {
  if (isOwnAnswer(user)) return true;
  if (user.isFollowing !== undefined || !loaders.users.viewer) return false;
  const subject = tokenSubject(token);
  if (subject !== null && subject !== user._id) return false;
  const accepted = subject !== null ? loaders.saves.favorites?.current() : null;
  if (accepted) return accepted.then(() => true);
  return (await loaders.users.viewer.load())._id === user._id;
}

/**
 * The signed-in user after an accepted change, by the id its token names (no call): a client
 * reads again from it the counts the change moved (its boards, its offers); null when refused.
 */
export function viewerAfter(changed: unknown, token: string | null): RestUserSource | null {
  const id = tokenSubject(token);
  return changed && id ? { _id: id } : null;
}
