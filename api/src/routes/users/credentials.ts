// The account's credentials (part 2 §7 "Profile"): the password, the email (confirmed with a
// code mailed to the new address) and the account's deletion, each asking for the password.
import { signedInUser } from '../../http/auth';
import type { App } from '../../http/app-type';
import type { AppContext } from '../../http/context';
import { checkCodeShape, codeRefusal } from '../../http/code-answers';
import { badRequest, conflict, invalidSession } from '../../http/errors';
import { deleteAccount, type FileSource } from '../../models/account';
import { currentExport } from '../../models/data-export';
import { exportName } from '../../services/data-export';
import { askEmailChange, confirmEmailChange, replacePassword } from '../../models/credentials';
import { educationalOfferFilesOf } from '../../models/educational-offers';
import { jobOfferFilesOf } from '../../models/job-offers';
import { RULE_MESSAGES, isEmail, passwordFailure } from '../../models/rules';
import { findUserById, normalizeEmail } from '../../models/users';
import { MessageBody, errors } from '../../schemas/common';
import {
  AccountDeletionBody,
  EmailChangeAsked,
  EmailChangeBody,
  EmailChangeCodeBody,
  EmailChanged,
  PasswordChangeBody,
  SessionRenewed,
} from '../../schemas/account';
import { mailAddressCode, type AddressCodeMails } from '../../services/address-codes';
import { emailChangeAttemptMail, emailChangeCodeMail, emailChangeRequestedMail } from '../../services/mail';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { TAG, USER_MESSAGES, bearer, removeFilesQuietly } from './common';

const emailCodeSent = (email: string) =>
  `Te hemos enviado un código de verificación a ${email}. Introdúcelo para confirmar el cambio.`;

const EMAIL_CHANGE_MAILS: AddressCodeMails = { code: emailChangeCodeMail, taken: emailChangeAttemptMail };

/** Media of the account that its offers keep, removed with it. */
const OTHER_FILE_SOURCES: readonly FileSource[] = [jobOfferFilesOf, educationalOfferFilesOf];

export function registerCredentialRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock, tokens, limits } = ctx;
  const credentialChange = limits.limit('credentialChange');

  app.put(
    '/api/users/change-password',
    {
      onRequest: auth.required,
      preHandler: credentialChange,
      config: { missingFieldMessage: USER_MESSAGES.fillEveryField },
      schema: {
        tags: TAG,
        summary: 'Changes the password (the current one is not asked of Google accounts); ends every other session',
        security: bearer,
        body: PasswordChangeBody,
        response: { 200: SessionRenewed, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword, confirmPassword } = request.body;
      if (!newPassword || !confirmPassword) throw badRequest(USER_MESSAGES.fillEveryField, 'newPassword');
      if (newPassword !== confirmPassword) throw badRequest(USER_MESSAGES.newPasswordsDiffer, 'confirmPassword');
      const problem = passwordFailure(newPassword, 'newPassword');
      if (problem) throw badRequest(problem.message, problem.field);
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      await checkCurrentPassword(user, currentPassword);
      const updated = await replacePassword(db, user, await hashPassword(newPassword), clock.now());
      if (!updated) throw badRequest(USER_MESSAGES.currentPasswordWrong, 'currentPassword');
      return { message: USER_MESSAGES.passwordChanged, token: await tokens.sign(updated) };
    },
  );

  app.put(
    '/api/users/email',
    {
      onRequest: auth.required,
      preHandler: credentialChange,
      config: { missingFieldMessage: USER_MESSAGES.fillEveryField },
      schema: {
        tags: TAG,
        summary:
          'Asks to change the email: mails a code to the new address (confirm with POST /api/users/email/confirm) and a notice to the current one; asks for the password',
        security: bearer,
        body: EmailChangeBody,
        response: { 200: EmailChangeAsked, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const { confirmEmail, currentPassword } = request.body;
      if (!email) throw badRequest(USER_MESSAGES.fillEveryField, 'email');
      if (confirmEmail !== undefined && normalizeEmail(confirmEmail) !== email) {
        throw badRequest(USER_MESSAGES.emailsDiffer, 'confirmEmail');
      }
      if (!isEmail(email)) throw badRequest(RULE_MESSAGES.invalidEmail, 'email');
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      // A stolen token alone must not be enough to take the account over.
      await checkCurrentPassword(user, currentPassword);
      if (email === normalizeEmail(user.email)) throw badRequest(USER_MESSAGES.sameEmail, 'email');
      if (!(await askEmailChange(db, user.id, email))) throw invalidSession();
      // Issue 18: the change waits for the code mailed to the new address, so nobody takes an
      // address (or the operator rights and Google sign-in that follow it) without its mailbox.
      // An address in use answers alike (its owner gets a notice): it must not tell who has an account.
      await mailAddressCode(ctx, email, 'email_change', EMAIL_CHANGE_MAILS);
      await ctx.mailer.send(emailChangeRequestedMail(user.email, email));
      return { success: true as const, message: emailCodeSent(email), email };
    },
  );

  app.post(
    '/api/users/email/confirm',
    {
      onRequest: auth.required,
      preHandler: limits.limit('emailChangeCode'),
      config: { missingFieldMessage: USER_MESSAGES.fillEveryField },
      schema: {
        tags: TAG,
        summary:
          'Extension: makes the asked email change with the code mailed to the new address; ends every other session',
        security: bearer,
        body: EmailChangeCodeBody,
        response: { 200: EmailChanged, ...errors(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const code = checkCodeShape(request.body.code);
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      const email = user.pending_email;
      if (!email) throw badRequest(USER_MESSAGES.noEmailChange, 'code');
      const result = await ctx.codes.check(db, email, 'email_change', code, true);
      if (result !== 'ok') throw codeRefusal(result);
      const change = await confirmEmailChange(db, user.id, email, clock.now());
      if (change.status === 'taken') throw conflict(USER_MESSAGES.emailTaken, 'email');
      if (change.status === 'missing') throw badRequest(USER_MESSAGES.noEmailChange, 'code');
      const token = await tokens.sign(change.session);
      return { success: true as const, message: USER_MESSAGES.emailChanged, email, token };
    },
  );

  app.delete(
    '/api/users/profile',
    {
      onRequest: auth.required,
      // A Google account may send no body at all: it is read as {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: credentialChange,
      schema: {
        tags: TAG,
        summary:
          'Deletes the account and everything it owns (posts, files, offers, follows, folders…); asks for the password',
        security: bearer,
        body: AccountDeletionBody,
        response: { 200: MessageBody, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      // A token left on a shared computer must not be enough to erase the account.
      await checkCurrentPassword(user, request.body.currentPassword);
      const dataExport = await currentExport(db, user.id, ctx.clock.now());
      const files = await deleteAccount(db, user.id, OTHER_FILE_SOURCES);
      if (files === null) throw invalidSession();
      await removeFilesQuietly(ctx, files, request.log);
      // The data export is a private object, not a /media file: it goes by its own name.
      if (dataExport) await ctx.media.storage.remove(exportName(dataExport.id));
      return { message: USER_MESSAGES.accountDeleted };
    },
  );
}
/** Google accounts sign in through Google: the token is their proof (part 2 §6). */
async function checkCurrentPassword(
  user: { password_hash: string | null; google_id: string | null },
  currentPassword: string | undefined,
): Promise<void> {
  const isGoogleAccount = user.google_id !== null;
  if (!currentPassword) {
    if (isGoogleAccount || user.password_hash === null) return;
    throw badRequest(USER_MESSAGES.currentPasswordMissing, 'currentPassword');
  }
  if (user.password_hash === null) {
    if (isGoogleAccount) return;
    throw badRequest(USER_MESSAGES.currentPasswordWrong, 'currentPassword');
  }
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw badRequest(USER_MESSAGES.currentPasswordWrong, 'currentPassword');
  }
}
