// Session tokens: HS256 JWTs with issuer, audience and a 7-day expiry.
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from './clock';

const ISSUER = 'moda-talento-api';
const AUDIENCE = 'moda-talento';
const LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenService {
  /** A signed token whose subject is the user id. */
  sign(userId: string): Promise<string>;
  /** The user id of a valid token, or null for a malformed, forged or expired one. */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + LIFETIME_SECONDS)
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
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
