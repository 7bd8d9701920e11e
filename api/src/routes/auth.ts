// Sign-in and sign-up with an emailed code (part 1 §7); password recovery (auth/password.ts)
// and Google sign-in (auth/google.ts) are registered from here, after them.
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { HttpError, badRequest, conflict } from '../http/errors';
import { checkCodeShape, codeRefusal } from '../http/code-answers';
import { MessageBody, errors } from '../schemas/common';
import { EmailBody, EmailCodeBody, LoginBody, RegistrationBody, Session } from '../schemas/auth';
import { deletePendingRegistration, findPendingRegistration, savePendingRegistration } from '../models/registrations';
import { RULE_MESSAGES, isEmail, passwordFailure, usernameFailure } from '../models/rules';
import {
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  normalizeEmail,
  toUserObject,
  usernameTaken,
} from '../models/users';
import { CODE_MESSAGES, type CodeCheck } from '../services/codes';
import { mailAddressCode, type AddressCodeMails } from '../services/address-codes';
import { registrationAttemptMail, registrationCodeMail } from '../services/mail';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../services/passwords';
import { AUTH_MESSAGES, TAG, missingFieldMessage, requiredEmail } from './auth/common';
import { registerGoogleRoutes } from './auth/google';
import { registerPasswordRoutes } from './auth/password';

const REGISTRATION_MAILS: AddressCodeMails = { code: registrationCodeMail, taken: registrationAttemptMail };

export function registerAuthRoutes(app: App, ctx: AppContext): void {
  const { db, codes, tokens, clock, limits } = ctx;
  const wrongPasswords = limits.failures('login');

  app.post(
    '/api/auth/login',
    {
      preHandler: wrongPasswords.check,
      config: { missingFieldMessage },
      schema: {
        tags: TAG,
        summary: 'Signs in with email and password',
        body: LoginBody,
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
        body: RegistrationBody,
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
        body: EmailCodeBody,
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
        body: EmailBody,
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

  registerPasswordRoutes(app, ctx);
  registerGoogleRoutes(app, ctx);
}

/** The checks of part 1 §5, in the order the form shows them. */
function checkRegistrationForm(form: RegistrationBody): { username: string; email: string; password: string } {
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

/**
 * A used sign-up code means its address now has an account: it reads as "no code", as for an
 * address nobody signed up with (issue 18).
 */
function registrationCodeRefusal(result: Exclude<CodeCheck, 'ok'>): HttpError {
  return codeRefusal(result === 'used' ? 'missing' : result);
}
