// Sign-in, sign-up with an emailed code, password recovery and Google sign-in (part 1 §7).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../http/cookies';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { HttpError, badRequest, conflict } from '../http/errors';
import { checkCodeShape, codeRefusal } from '../http/code-answers';
import { MessageBody, errors } from '../schemas/common';
import { UserObject } from '../schemas/user';
import type { UserRow } from '../db/tables';
import { resetPassword } from '../models/credentials';
import { deletePendingRegistration, findPendingRegistration, savePendingRegistration } from '../models/registrations';
import { RULE_MESSAGES, isEmail, passwordFailure, usernameFailure } from '../models/rules';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isUniqueViolation,
  normalizeEmail,
  toUserObject,
  usernameTaken,
} from '../models/users';
import { CODE_MESSAGES, type CodeCheck } from '../services/codes';
import type { GoogleClient } from '../services/google';
import { accountForGoogleProfile } from '../services/google-accounts';
import { SIGN_IN_CODE_SECONDS, issueSignInCode, redeemSignInCode } from '../services/google-sign-in-codes';
import { mailAddressCode, type AddressCodeMails } from '../services/address-codes';
import { passwordResetMail, registrationAttemptMail, registrationCodeMail } from '../services/mail';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../services/passwords';

const AUTH_MESSAGES = {
  loginOk: 'Inicio de sesión exitoso',
  badCredentials: 'Credenciales incorrectas',
  codeSent: 'Código de verificación enviado. Revisa tu email.',
  codeVerified: '¡Código verificado exitosamente!',
  codeResent: 'Código reenviado exitosamente.',
  resetMailSent: 'Email enviado. Revisa tu bandeja para el código.',
  resetCodeVerified: 'Código verificado.',
  passwordUpdated: 'Contraseña actualizada exitosamente.',
  usernameTaken: 'Este nombre de usuario ya está en uso.',
  emailTaken: 'Ya existe una cuenta con este email.',
  noPendingRegistration: 'No hay ningún registro pendiente para este email.',
  googleUnavailable: 'El inicio de sesión con Google no está disponible en este momento.',
  googleFailed: 'No se pudo iniciar sesión con Google. Inténtalo de nuevo.',
  googleStateMismatch: 'La sesión de inicio con Google ha caducado. Inténtalo de nuevo.',
  googleEmailUnverified: 'Tu cuenta de Google no tiene un email verificado.',
} as const;

const TAG = ['auth'];
const missingFieldMessage = RULE_MESSAGES.allFields;
const Email = Type.String({ description: 'Account email.' });
const Code = Type.String({ description: 'The 6 digits mailed to the email.' });
const Session = Type.Object({ token: Type.String(), user: UserObject, message: Type.String() });

const REGISTRATION_MAILS: AddressCodeMails = { code: registrationCodeMail, taken: registrationAttemptMail };

const OAUTH_STATE_COOKIE = 'google_oauth_state';
const OAUTH_COOKIE_PATH = '/api/auth/google';
const OAUTH_STATE_SECONDS = 600;

export function registerAuthRoutes(app: App, ctx: AppContext): void {
  const { db, codes, mailer, tokens, clock, limits, background } = ctx;
  const wrongPasswords = limits.failures('login');

  app.post(
    '/api/auth/login',
    {
      preHandler: wrongPasswords.check,
      config: { missingFieldMessage },
      schema: {
        tags: TAG,
        summary: 'Signs in with email and password',
        body: Type.Object({ email: Email, password: Type.String() }),
        response: { 200: Session, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      if (!email.trim() || !password) throw badRequest(missingFieldMessage, !email.trim() ? 'email' : 'password');
      const user = await findUserByEmail(db, email);
      // Unknown emails still cost one hash check, so timing does not reveal accounts.
      const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !user.password_hash || !valid) {
        await wrongPasswords.fail(request);
        throw new HttpError(401, AUTH_MESSAGES.badCredentials);
      }
      return {
        token: await tokens.sign(user),
        user: toUserObject(user, { self: true }),
        message: AUTH_MESSAGES.loginOk,
      };
    },
  );

  app.post(
    '/api/auth/send-verification-code-pre-registration',
    {
      preHandler: limits.limit('registrationMail'),
      config: { missingFieldMessage },
      schema: {
        tags: TAG,
        summary: 'Checks the registration form and mails a 6-digit code (the account is created on verification)',
        body: Type.Object({
          username: Type.String(),
          email: Email,
          password: Type.String(),
          confirmPassword: Type.String(),
          acceptedTerms: Type.Boolean(),
        }),
        response: { 200: MessageBody, ...errors(400, 409, 429) },
      },
    },
    async (request) => {
      const { username, email, password } = checkRegistrationForm(request.body);
      if (await usernameTaken(db, username)) throw conflict(AUTH_MESSAGES.usernameTaken, 'username');
      // An address with an account goes through the same steps and answer (issue 18): only the
      // mail differs, and it goes to the owner, so the answer cannot tell who has an account.
      const passwordHash = await hashPassword(password);
      await savePendingRegistration(db, { email, username, passwordHash, now: clock.now() });
      await mailAddressCode(ctx, email, 'registration', REGISTRATION_MAILS);
      return { message: AUTH_MESSAGES.codeSent };
    },
  );

  app.post(
    '/api/auth/verify-code-pre-registration',
    {
      preHandler: limits.limit('codeCheck'),
      config: { missingFieldMessage },
      schema: {
        tags: TAG,
        summary: 'Creates the account when the registration code is right',
        body: Type.Object({ email: Email, code: Code }),
        response: { 201: Session, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const email = requiredEmail(request.body.email);
      const code = checkCodeShape(request.body.code);
      const result = await codes.check(db, email, 'registration', code, true);
      if (result !== 'ok') throw registrationCodeRefusal(result);
      const pending = await findPendingRegistration(db, email);
      if (!pending) throw badRequest(CODE_MESSAGES.missing, 'code');
      const now = clock.now();
      let user;
      try {
        user = await insertUser(db, {
          username: pending.username,
          email,
          password_hash: pending.password_hash,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        // Somebody took the username or email between the form and the code.
        if (isUniqueViolation(error, 'users_username_lower_key'))
          throw conflict(AUTH_MESSAGES.usernameTaken, 'username');
        if (isUniqueViolation(error, 'users_email_lower_key')) throw conflict(AUTH_MESSAGES.emailTaken, 'email');
        throw error;
      }
      await deletePendingRegistration(db, email);
      const token = await tokens.sign(user);
      return reply
        .status(201)
        .send({ token, user: toUserObject(user, { self: true }), message: AUTH_MESSAGES.codeVerified });
    },
  );

  app.post(
    '/api/auth/resend-code-pre-registration',
    {
      preHandler: limits.limit('registrationMail'),
      config: { missingFieldMessage },
      schema: {
        tags: TAG,
        summary: 'Mails a new registration code, replacing the previous one',
        body: Type.Object({ email: Email }),
        response: { 200: MessageBody, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const email = requiredEmail(request.body.email);
      if (!(await findPendingRegistration(db, email)))
        throw new HttpError(404, AUTH_MESSAGES.noPendingRegistration, 'email');
      await mailAddressCode(ctx, email, 'registration', REGISTRATION_MAILS);
      return { message: AUTH_MESSAGES.codeResent };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      preHandler: limits.limit('passwordResetMail'),
      config: { missingFieldMessage },
      schema: {
        tags: TAG,
        summary: 'Mails a password-recovery code; answers the same, in the same time, for unknown emails',
        body: Type.Object({ email: Email }),
        response: { 200: MessageBody, ...errors(400, 429) },
      },
    },
    async (request) => {
      const email = requiredEmail(request.body.email);
      if (!isEmail(email)) throw badRequest(RULE_MESSAGES.invalidEmail, 'email');
      // Looking the account up, issuing the code and mailing it all happen after answering,
      // so the answer takes as long for an unknown email as for a known one.
      background.run(async () => {
        const user = await findUserByEmail(db, email);
        if (!user) return;
        const code = await codes.issue(db, email, 'password_reset');
        await mailer.send(passwordResetMail(user.email, code));
      });
      return { message: AUTH_MESSAGES.resetMailSent };
    },
  );

  app.post(
    '/api/auth/verify-forgot-code',
    {
      preHandler: limits.limit('codeCheck'),
      config: { missingFieldMessage },
      schema: {
        tags: TAG,
        summary: 'Checks a password-recovery code without using it up',
        body: Type.Object({ email: Email, code: Code }),
        response: { 200: MessageBody, ...errors(400, 429) },
      },
    },
    async (request) => {
      const email = requiredEmail(request.body.email);
      const code = checkCodeShape(request.body.code);
      const result = await codes.check(db, email, 'password_reset', code, false);
      if (result !== 'ok') throw resetCodeRefusal(result);
      return { message: AUTH_MESSAGES.resetCodeVerified };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      preHandler: limits.limit('codeCheck'),
      config: { missingFieldMessage },
      schema: {
        tags: TAG,
        summary: 'Sets a new password with a valid recovery code (uses the code up)',
        body: Type.Object({
          email: Email,
          code: Code,
          newPassword: Type.String(),
          confirmPassword: Type.Optional(
            Type.String({ description: 'Extension: when sent it must equal newPassword.' }),
          ),
        }),
        response: { 200: MessageBody, ...errors(400, 429) },
      },
    },
    async (request) => {
      const { newPassword, confirmPassword } = request.body;
      const email = requiredEmail(request.body.email);
      const code = checkCodeShape(request.body.code);
      if (!newPassword) throw badRequest(missingFieldMessage, 'newPassword');
      // Password problems first: they must not burn one of the 5 tries.
      if (confirmPassword !== undefined && confirmPassword !== newPassword) {
        throw badRequest(RULE_MESSAGES.passwordsDifferReset, 'confirmPassword');
      }
      const passwordProblem = passwordFailure(newPassword, 'newPassword');
      if (passwordProblem) throw badRequest(passwordProblem.message, passwordProblem.field);
      const result = await codes.check(db, email, 'password_reset', code, true);
      if (result !== 'ok') throw resetCodeRefusal(result);
      // A reset ends every session: whoever knew the old password is signed out.
      await resetPassword(db, email, await hashPassword(newPassword), clock.now());
      return { message: AUTH_MESSAGES.passwordUpdated };
    },
  );

  registerGoogleRoutes(app, ctx);
}

function registerGoogleRoutes(app: App, ctx: AppContext): void {
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
        response: { 302: Type.Null({ description: 'Redirect to Google.' }), ...errors(501) },
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
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 2048 })),
          state: Type.Optional(Type.String({ maxLength: 512 })),
          error: Type.Optional(Type.String({ maxLength: 512 })),
        }),
        response: { 302: Type.Null({ description: 'Redirect to /token-handler.' }), ...errors(400, 501) },
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
        body: Type.Object({ code: Type.String({ maxLength: 256, description: 'The code from the URL.' }) }),
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
  request: FastifyRequest<{ Querystring: { code?: string; state?: string; error?: string } }>,
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

interface RegistrationForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

/** The checks of part 1 §5, in the order the form shows them. */
function checkRegistrationForm(form: RegistrationForm): { username: string; email: string; password: string } {
  const username = form.username.trim();
  const email = normalizeEmail(form.email);
  const filled = { username, email, password: form.password, confirmPassword: form.confirmPassword };
  const missing = (Object.keys(filled) as (keyof typeof filled)[]).find((field) => filled[field] === '');
  if (missing) throw badRequest(missingFieldMessage, missing);
  if (form.acceptedTerms !== true) throw badRequest(missingFieldMessage, 'acceptedTerms');
  const usernameProblem = usernameFailure(username);
  if (usernameProblem) throw badRequest(usernameProblem.message, usernameProblem.field);
  if (!isEmail(email)) throw badRequest(RULE_MESSAGES.invalidEmail, 'email');
  if (form.password !== form.confirmPassword) throw badRequest(RULE_MESSAGES.passwordsDiffer, 'confirmPassword');
  const passwordProblem = passwordFailure(form.password, 'password');
  if (passwordProblem) throw badRequest(passwordProblem.message, passwordProblem.field);
  return { username, email, password: form.password };
}

function requiredEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!normalized) throw badRequest(missingFieldMessage, 'email');
  return normalized;
}

/**
 * A used sign-up code means its address now has an account: it reads as "no code", as for an
 * address nobody signed up with (issue 18).
 */
function registrationCodeRefusal(result: Exclude<CodeCheck, 'ok'>): HttpError {
  return codeRefusal(result === 'used' ? 'missing' : result);
}

/** For recovery codes, "no code" reads as "wrong code": it must not reveal which emails have accounts. */
function resetCodeRefusal(result: Exclude<CodeCheck, 'ok'>): HttpError {
  return codeRefusal(result === 'missing' ? 'wrong' : result);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
