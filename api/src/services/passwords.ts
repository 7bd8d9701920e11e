// Password hashing with argon2id at the OWASP minimum parameters
// (m = 19 MiB, t = 2, p = 1): slow on purpose, so hash once and reuse where possible.
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is a `const enum` that isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", not as a server error.
    return false;
  }
}

/**
 * A hash of a random password, verified when the email has no account so that a
 * failed login takes as long for unknown emails as for known ones.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
