// Google sign-in (part 1 §7): the redirect to Google, its callback, and the one-time code
// the browser exchanges for the session.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../../http/cookies';
import type { App } from '../../http/app-type';
import type { AppContext } from '../../http/context';
import { HttpError, badRequest } from '../../http/errors';
import type { UserRow } from '../../db/tables';
import { findUserById, toUserObject } from '../../models/users';
import { errors } from '../../schemas/common';
import {
  GoogleCallbackQuery,
  GoogleRedirect,
  GoogleSessionBody,
  Session,
  TokenHandlerRedirect,
} from '../../schemas/auth';
import type { GoogleClient } from '../../services/google';
import { accountForGoogleProfile } from '../../services/google-accounts';
import { SIGN_IN_CODE_SECONDS, issueSignInCode, redeemSignInCode } from '../../services/google-sign-in-codes';
import { AUTH_MESSAGES, TAG, missingFieldMessage } from './common';

const OAUTH_STATE_COOKIE = 'google_oauth_state';
const OAUTH_COOKIE_PATH = '/api/auth/google';
const OAUTH_STATE_SECONDS = 600;

export function registerGoogleRoutes(app: App, ctx: AppContext): void {
  const secure = ctx.config.publicUrl.startsWith('https:');
  const stateCookie = (value: string, maxAgeSeconds: number) =>
    serializeCookie(OAUTH_STATE_COOKIE, value, { path: OAUTH_COOKIE_PATH, maxAgeSeconds, secure });
  const google = () => {
    if (!ctx.google) throw new HttpError(501, AUTH_MESSAGES.googleUnavailable);
    return ctx.google;
  };

  app.get(
    '/api/auth/google',
    {
      schema: {
        tags: TAG,
        summary: 'Redirects the browser to Google sign-in',
        response: { 302: GoogleRedirect, ...errors(501) },
      },
    },
    async (_request, reply) => {
      const client = google();
      const state = randomBytes(32).toString('base64url');
      reply.header('set-cookie', stateCookie(state, OAUTH_STATE_SECONDS));
      return reply.redirect(client.authorizationUrl(state), 302);
    },
  );

  app.get(
    '/api/auth/google/callback',
    {
      schema: {
        tags: TAG,
        summary:
          'Google redirects back here; signs in and redirects to /token-handler?code=…, a one-time code that only ' +
          'this browser (its OAuth state cookie) can exchange for the session at POST /api/auth/google/session',
        querystring: GoogleCallbackQuery,
        response: { 302: TokenHandlerRedirect, ...errors(400, 501) },
      },
    },
    async (request, reply) => {
      const client = google();
      let signIn;
      try {
        signIn = await googleSignInOf(request, client, ctx);
      } catch (refusal) {
        // The state is single use: a refused callback clears it.
        reply.header('set-cookie', stateCookie('', 0));
        throw refusal;
      }
      const { user, state } = signIn;
      const signInCode = await issueSignInCode(ctx.db, { userId: user.id, state, now: ctx.clock.now() });
      // The state cookie now guards the code, and lives only as long.
      reply.header('set-cookie', stateCookie(state, SIGN_IN_CODE_SECONDS));
      return reply.redirect(`${ctx.config.publicUrl}/token-handler?code=${signInCode}`, 302);
    },
  );

  app.post(
    '/api/auth/google/session',
    {
      bodyLimit: 4096,
      config: { missingFieldMessage },
      schema: {
        tags: TAG,
        summary:
          'Exchanges the one-time code of /token-handler?code=… for the session; only with the OAuth state cookie ' +
          'of the browser that started the sign-in, and only once',
        body: GoogleSessionBody,
        response: { 200: Session, ...errors(400, 501) },
      },
    },
    async (request, reply) => {
      google();
      const state = readCookie(request.headers.cookie, OAUTH_STATE_COOKIE);
      const now = ctx.clock.now();
      const userId = await redeemSignInCode(ctx.db, { code: request.body.code, state, now });
      const user = userId ? await findUserById(ctx.db, userId) : undefined;
      // A refusal leaves the cookie alone: it may belong to a sign-in under way in another tab.
      if (!user) throw badRequest(AUTH_MESSAGES.googleStateMismatch);
      reply.header('set-cookie', stateCookie('', 0));
      return {
        token: await ctx.tokens.sign(user),
        user: toUserObject(user, { self: true }),
        message: AUTH_MESSAGES.loginOk,
      };
    },
  );
}

/** The account a Google callback signs in, and its state, which must be this browser's cookie. */
async function googleSignInOf(
  request: FastifyRequest<{ Querystring: GoogleCallbackQuery }>,
  client: GoogleClient,
  ctx: AppContext,
): Promise<{ user: UserRow; state: string }> {
  const { code, state, error } = request.query;
  if (error || !code || !state) throw badRequest(AUTH_MESSAGES.googleFailed);
  const expected = readCookie(request.headers.cookie, OAUTH_STATE_COOKIE);
  if (!expected || !sameText(expected, state)) throw badRequest(AUTH_MESSAGES.googleStateMismatch);
  let profile;
  try {
    profile = await client.exchangeCode(code);
  } catch (cause) {
    request.log.warn({ err: cause }, 'google code exchange failed');
    throw badRequest(AUTH_MESSAGES.googleFailed);
  }
  if (!profile.emailVerified) throw badRequest(AUTH_MESSAGES.googleEmailUnverified);
  return { user: await accountForGoogleProfile(ctx.db, profile, ctx.clock.now()), state };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
