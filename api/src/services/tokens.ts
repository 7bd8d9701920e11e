// Session tokens: HS256 JWTs with issuer, audience, a 7-day lifetime and the account's
// session version, so a password change, reset, email change or deletion ends them.
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from './clock';

const ISSUER = 'moda-talento-api';
const AUDIENCE = 'moda-talento';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** The account a token was signed for, at the session version it had then. */
export interface Session {
  userId: string;
  sessionVersion: number;
}

/** The columns of a users row a token is signed from. */
interface SessionAccount {
  id: string;
  session_version: number;
}

export interface TokenService {
  /** A signed token for the account at its current session version. */
  sign(account: SessionAccount): Promise<string>;
  /** The session of a well-formed, genuine, unexpired token; null otherwise. */
  verify(token: string): Promise<Session | null>;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(account) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sv: account.session_version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(account.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          // Only HS256: a token may not choose its own algorithm ("none", RS/HS confusion).
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
          // Whatever its `exp` says, a token issued more than one lifetime ago is over
          // (and one issued in the future is refused).
          maxTokenAge: TOKEN_LIFETIME_SECONDS,
        });
        const { sub, sv } = payload;
        if (typeof sub !== 'string' || !Number.isSafeInteger(sv)) return null;
        return { userId: sub, sessionVersion: sv as number };
      } catch {
        return null;
      }
    },
  };
}
