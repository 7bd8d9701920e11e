// Password recovery (part 1 §7): a code mailed to the address, checked, then used to set a new password.
import type { App } from '../../http/app-type';
import type { AppContext } from '../../http/context';
import { badRequest, type HttpError } from '../../http/errors';
import { checkCodeShape, codeRefusal } from '../../http/code-answers';
import { resetPassword } from '../../models/credentials';
import { RULE_MESSAGES, isEmail, passwordFailure } from '../../models/rules';
import { findUserByEmail } from '../../models/users';
import { MessageBody, errors } from '../../schemas/common';
import { EmailBody, EmailCodeBody, ResetPasswordBody } from '../../schemas/auth';
import type { CodeCheck } from '../../services/codes';
import { passwordResetMail } from '../../services/mail';
import { hashPassword } from '../../services/passwords';
import { AUTH_MESSAGES, TAG, missingFieldMessage, requiredEmail } from './common';

export function registerPasswordRoutes(app: App, ctx: AppContext): void {
  const { db, codes, mailer, clock, limits, background } = ctx;
  app.post(
    '/api/auth/forgot-password',
    {
      preHandler: limits.limit('passwordResetMail'),
      config: { missingFieldMessage },
      schema: {
        tags: TAG,
        summary: 'Mails a password-recovery code; answers the same, in the same time, for unknown emails',
        body: EmailBody,
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
        body: EmailCodeBody,
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
        body: ResetPasswordBody,
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
}

/** For recovery codes, "no code" reads as "wrong code": it must not reveal which emails have accounts. */
function resetCodeRefusal(result: Exclude<CodeCheck, 'ok'>): HttpError {
  return codeRefusal(result === 'missing' ? 'wrong' : result);
}
