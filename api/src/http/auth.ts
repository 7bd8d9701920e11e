// Bearer authentication. Protected routes use `auth.required` as their onRequest hook, so
// a caller without a live session is refused before its body is read or validated; routes
// where a token is optional use `auth.optional` (a bad token there reads as anonymous,
// so a stale session never breaks a public page). A token only counts while its account
// exists and still has the session version the token was signed at.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { sessionVersionOf } from '../models/users';
import { isUuid } from '../schemas/common';
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

export function createAuth(tokens: TokenService, db: Db): Auth {
  /** The account of a live session; null for a bad token, a deleted account or an ended session. */
  async function liveUser(token: string): Promise<string | null> {
    const session = await tokens.verify(token);
    // A genuine token names one of our uuids; anything else is refused before SQL sees it.
    if (!session || !isUuid(session.userId)) return null;
    return (await sessionVersionOf(db, session.userId)) === session.sessionVersion ? session.userId : null;
  }

  return {
    async required(request) {
      const token = bearerToken(request.headers.authorization);
      if (token === null) throw unauthenticated();
      const userId = token ? await liveUser(token) : null;
      if (!userId) throw invalidSession();
      request.userId = userId;
    },
    async optional(request) {
      const token = bearerToken(request.headers.authorization);
      request.userId = token ? await liveUser(token) : null;
    },
  };
}

/** The signed-in user's id in a handler behind `auth.required`. */
export function signedInUser(request: FastifyRequest): string {
  if (!request.userId) throw unauthenticated();
  return request.userId;
}
