// Six-digit codes mailed for sign-up and password recovery. Stored as a keyed
// hash, valid 10 minutes, single use, dead after 5 wrong tries, replaced by a resend.
// Wrong tries are also counted per email across resends: after 10 in an hour every code
// for that email is refused until the hour ends, so asking for new codes buys no guesses.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CodePurpose, Database, VerificationCodeRow } from '../db/tables';
import type { Clock } from './clock';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_WRONG_TRIES = 5;
/** Wrong codes one email may receive per window, whatever the number of codes mailed. */
export const MAX_WRONG_PER_EMAIL = 10;
const WRONG_WINDOW_MS = 60 * 60 * 1000;

type CodeRefusal = 'missing' | 'used' | 'expired' | 'too_many_tries' | 'wrong';
/** Every code for the email is refused for this long (too many wrong codes this hour). */
interface CodeLock {
  lockedForSeconds: number;
}
export type CodeCheck = 'ok' | CodeRefusal | CodeLock;

/** What to tell the user when a code is refused. */
export const CODE_MESSAGES: Record<CodeRefusal, string> = {
  missing: 'No hay ningún código activo para este email. Solicita uno nuevo.',
  used: 'Este código ya se ha utilizado. Solicita uno nuevo.',
  expired: 'El código ha caducado. Solicita uno nuevo.',
  too_many_tries: 'Has superado el número máximo de intentos. Solicita un nuevo código.',
  wrong: 'Código incorrecto.',
};

/** What to tell the user while an email is locked. */
export function codeLockMessage(lock: CodeLock): string {
  const minutes = Math.max(1, Math.ceil(lock.lockedForSeconds / 60));
  return `Has introducido demasiados códigos incorrectos. Por seguridad, espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de volver a intentarlo.`;
}

export interface CodeService {
  /** Creates a fresh code for the email and purpose, replacing any earlier one. */
  issue(db: Kysely<Database>, email: string, purpose: CodePurpose): Promise<string>;
  /** Checks a code; a wrong try is counted. With `consume` a right code is used up. */
  check(db: Kysely<Database>, email: string, purpose: CodePurpose, code: string, consume: boolean): Promise<CodeCheck>;
}

function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function createCodeService(secret: string, clock: Clock): CodeService {
  // A pepper derived from the server secret: a leaked table alone cannot be brute-forced
  // (a million candidates would otherwise take a moment).
  const pepper = createHmac('sha256', secret).update('verification-codes').digest();
  const hashCode = (email: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', pepper).update(`${purpose}:${email}:${code}`).digest('hex');

  return {
    async issue(db, email, purpose) {
      const code = generateCode();
      const now = clock.now();
      const row = {
        email,
        purpose,
        code_hash: hashCode(email, purpose, code),
        expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
        attempts: 0,
        used_at: null,
        created_at: now,
      };
      await db
        .insertInto('verification_codes')
        .values(row)
        .onConflict((oc) => oc.columns(['email', 'purpose']).doUpdateSet(row))
        .execute();
      return code;
    },

    async check(db, email, purpose, code, consume) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('verification_codes')
          .selectAll()
          .where('email', '=', email)
          .where('purpose', '=', purpose)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return 'missing';
        const now = clock.now().getTime();
        const window = wrongCodeWindow(row, now);
        if (window.locked) return window.locked;
        if (row.used_at) return 'used';
        // Checked before the code itself: after 5 wrong tries even the right code is refused.
        if (row.attempts >= MAX_WRONG_TRIES) return 'too_many_tries';
        if (row.expires_at.getTime() <= now) return 'expired';
        if (!sameHash(row.code_hash, hashCode(email, purpose, code))) {
          const wrong = window.afterWrongCode();
          await trx
            .updateTable('verification_codes')
            .set((eb) => ({
              attempts: eb('attempts', '+', 1),
              wrong_in_window: wrong.count,
              wrong_window_start: new Date(wrong.start),
            }))
            .where('id', '=', row.id)
            .execute();
          return wrong.locked ?? 'wrong';
        }
        if (consume) {
          await trx.updateTable('verification_codes').set({ used_at: clock.now() }).where('id', '=', row.id).execute();
        }
        return 'ok';
      });
    },
  };
}

/** The email's hour of wrong codes as of `now`: locked already, or what one more wrong code makes it. */
function wrongCodeWindow(row: Pick<VerificationCodeRow, 'wrong_window_start' | 'wrong_in_window'>, now: number) {
  const started = row.wrong_window_start?.getTime();
  const open = started !== undefined && started + WRONG_WINDOW_MS > now;
  const start = open ? started : now;
  const count = open ? row.wrong_in_window : 0;
  const lock = (): CodeLock => ({ lockedForSeconds: Math.ceil((start + WRONG_WINDOW_MS - now) / 1000) });
  return {
    locked: count >= MAX_WRONG_PER_EMAIL ? lock() : null,
    afterWrongCode: () => ({ start, count: count + 1, locked: count + 1 >= MAX_WRONG_PER_EMAIL ? lock() : null }),
  };
}

/** Constant-time: how much of a guess matched must not show in the answer time. */
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
