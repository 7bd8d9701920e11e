// One-time Google sign-in codes (issue 18). The callback used to put the session token in
// the URL, so anybody could send a signed-in person a link that switched them into the
// sender's account (login CSRF). Now the URL carries a code that only the browser holding
// the same OAuth state cookie can exchange, once, for the token.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** How long a code waits for its exchange: the redirect and the web app's first load. */
export const SIGN_IN_CODE_SECONDS = 120;

/** Stores a new code for the account, bound to the state; answers the code for the URL. */
export async function issueSignInCode(
  db: Kysely<Database>,
  { userId, state, now }: { userId: string; state: string; now: Date },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  // Codes nobody exchanged are dropped here, so the table holds only live ones.
  await db.deleteFrom('google_sign_in_codes').where('expires_at', '<=', now).execute();
  await db
    .insertInto('google_sign_in_codes')
    .values({
      code_hash: sha256(code),
      state_hash: sha256(state),
      user_id: userId,
      expires_at: new Date(now.getTime() + SIGN_IN_CODE_SECONDS * 1000),
    })
    .execute();
  return code;
}

/**
 * Uses the code up, whatever the outcome, and answers its account when it is live and was
 * issued to the browser whose state cookie is `state`; null otherwise.
 */
export async function redeemSignInCode(
  db: Kysely<Database>,
  { code, state, now }: { code: string; state: string | null; now: Date },
): Promise<string | null> {
  const row = await db
    .deleteFrom('google_sign_in_codes')
    .where('code_hash', '=', sha256(code))
    .returning(['state_hash', 'user_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || !state || new Date(row.expires_at) <= now) return null;
  const sameState = timingSafeEqual(Buffer.from(row.state_hash), Buffer.from(sha256(state)));
  return sameState ? row.user_id : null;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
