import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { signInRequired, withUserErrors } from '../../errors';
import { accountRest } from './rest';

/**
 * Refusals the person can fix: bad input, a wrong current password or code (400), an email
 * taken before the code was entered (409), too many changes or codes (429). A refused token (401) stays a top-level error.
 */
const ACCOUNT_REFUSALS = [400, 409, 429];

/**
 * A change of the account's credentials: the api ends every token of the account and
 * answers the session's new one, which the client stores.
 */
function newSession(change: () => Promise<{ token: string; message: string }>) {
  return withUserErrors<{ token: string | null; message: string | null }>(
    ACCOUNT_REFUSALS,
    async () => {
      const { token, message } = await change();
      return { token, message };
    },
    { token: null, message: null },
  );
}

/** The current password when sent: Google accounts may leave it out (null reads as absent). */
const currentPassword = (value: string | null | undefined) => (value == null ? {} : { currentPassword: value });

export const Mutation: MutationResolvers = {
  changePassword: (_root, { input }, { token, rest }) => {
    if (!token) throw signInRequired();
    const { newPassword, confirmPassword } = input;
    return newSession(() =>
      accountRest(rest).changePassword({ newPassword, confirmPassword, ...currentPassword(input.currentPassword) }),
    );
  },

  changeEmail: (_root, { input }, { token, rest }) => {
    if (!token) throw signInRequired();
    const { email, confirmEmail } = input;
    return withUserErrors<{ email: string | null; message: string | null }>(
      ACCOUNT_REFUSALS,
      async () => {
        const body = { email, confirmEmail, ...currentPassword(input.currentPassword) };
        const asked = await accountRest(rest).changeEmail(body);
        return { email: asked.email, message: asked.message };
      },
      { email: null, message: null },
    );
  },

  confirmEmailChange: (_root, { input }, { token, rest }) => {
    if (!token) throw signInRequired();
    return newSession(() => accountRest(rest).confirmEmailChange({ code: input.code }));
  },

  deleteAccount: (_root, { input }, { token, rest }) => {
    if (!token) throw signInRequired();
    const body = currentPassword(input.currentPassword);
    return withUserErrors<{ deleted: boolean; message: string | null }>(
      ACCOUNT_REFUSALS,
      async () => ({ deleted: true, message: (await accountRest(rest).deleteAccount(body)).message }),
      { deleted: false, message: null },
    );
  },
};
