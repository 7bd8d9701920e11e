// Bearer authentication. Protected routes use `auth.required` as a preHandler; routes
// where a token is optional use `auth.optional` (a bad token there reads as anonymous,
// so a stale session never breaks a public page).
import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../services/tokens';
import { invalidSession, unauthenticated } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by the auth preHandlers; null when anonymous. */
    userId: string | null;
  }
}

export interface Auth {
  required(request: FastifyRequest): Promise<void>;
  optional(request: FastifyRequest): Promise<void>;
}

/** The token of an `Authorization: Bearer <token>` header; null when absent, '' when malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined || header.trim() === '') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

export function createAuth(tokens: TokenService): Auth {
  return {
    async required(request) {
      const token = bearerToken(request.headers.authorization);
      if (token === null) throw unauthenticated();
      const userId = token ? await tokens.verify(token) : null;
      if (!userId) throw invalidSession();
      request.userId = userId;
    },
    async optional(request) {
      const token = bearerToken(request.headers.authorization);
      request.userId = token ? await tokens.verify(token) : null;
    },
  };
}

/** The signed-in user's id in a handler behind `auth.required`. */
export function signedInUser(request: FastifyRequest): string {
  if (!request.userId) throw unauthenticated();
  return request.userId;
}
