import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { signInRequired, withUserErrors } from '../../errors';
import { accountRest } from './rest';

/**
 * Refusals the person can fix: bad input or a wrong current password (400), an email in
 * use (409), too many changes (429). A refused token (401) stays a top-level error.
 */
const ACCOUNT_REFUSALS = [400, 409, 429];

export const Mutation: MutationResolvers = {
  changePassword: (_root, { input }, { token, rest }) => {
    if (!token) throw signInRequired();
    return withUserErrors<{ token: string | null; message: string | null }>(
      ACCOUNT_REFUSALS,
      async () => {
        const answer = await accountRest(rest).changePassword({
          newPassword: input.newPassword,
          confirmPassword: input.confirmPassword,
          ...(input.currentPassword == null ? {} : { currentPassword: input.currentPassword }),
        });
        return { token: answer.token, message: answer.message };
      },
      { token: null, message: null },
    );
  },

  changeEmail: (_root, { input }, { token, rest }) => {
    if (!token) throw signInRequired();
    return withUserErrors<{ token: string | null; message: string | null }>(
      ACCOUNT_REFUSALS,
      async () => {
        const answer = await accountRest(rest).changeEmail({
          email: input.email,
          confirmEmail: input.confirmEmail,
          ...(input.currentPassword == null ? {} : { currentPassword: input.currentPassword }),
        });
        return { token: answer.token, message: answer.message };
      },
      { token: null, message: null },
    );
  },

  deleteAccount: (_root, _args, { token, rest }) => {
    if (!token) throw signInRequired();
    return withUserErrors<{ deleted: boolean; message: string | null }>(
      ACCOUNT_REFUSALS,
      async () => ({ deleted: true, message: (await accountRest(rest).deleteAccount()).message }),
      { deleted: false, message: null },
    );
  },
};
