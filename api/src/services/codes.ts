// Six-digit codes mailed for sign-up and password recovery. Stored as a keyed
// hash, valid 10 minutes, single use, dead after 5 wrong tries, replaced by a resend.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CodePurpose, Database } from '../db/tables';
import type { Clock } from './clock';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;

export type CodeCheck = 'ok' | 'missing' | 'used' | 'expired' | 'too_many_tries' | 'wrong';

/** What to tell the user when a code is refused. */
export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  missing: 'No hay ningún código activo para este email. Solicita uno nuevo.',
  used: 'Este código ya se ha utilizado. Solicita uno nuevo.',
  expired: 'El código ha caducado. Solicita uno nuevo.',
  too_many_tries: 'Has superado el número máximo de intentos. Solicita un nuevo código.',
  wrong: 'Código incorrecto.',
};

export interface CodeService {
  /** Creates a fresh code for the email and purpose, replacing any earlier one. */
  issue(db: Kysely<Database>, email: string, purpose: CodePurpose): Promise<string>;
  /** Checks a code; a wrong try is counted. With `consume` a right code is used up. */
  check(db: Kysely<Database>, email: string, purpose: CodePurpose, code: string, consume: boolean): Promise<CodeCheck>;
}

export function generateCode(): string {
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
        if (row.used_at) return 'used';
        // Checked before the code itself: after 5 wrong tries even the right code is refused.
        if (row.attempts >= MAX_WRONG_TRIES) return 'too_many_tries';
        if (row.expires_at.getTime() <= clock.now().getTime()) return 'expired';
        if (!sameHash(row.code_hash, hashCode(email, purpose, code))) {
          await trx
            .updateTable('verification_codes')
            .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
            .where('id', '=', row.id)
            .execute();
          return 'wrong';
        }
        if (consume) {
          await trx.updateTable('verification_codes').set({ used_at: clock.now() }).where('id', '=', row.id).execute();
        }
        return 'ok';
      });
    },
  };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
