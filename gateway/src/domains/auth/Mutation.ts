import type { MutationResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { withUserErrors } from '../../errors';
import type { RestUser } from '../users';
import { authRest, type RestSession } from './rest';

/**
 * Refusals of the auth calls that the person can fix: bad input (400/422), wrong
 * credentials (401), no pending registration (404), taken username or email (409),
 * expired code (410), too many tries (429). Their Spanish message is shown as is.
 */
const AUTH_REFUSALS = [400, 401, 404, 409, 410, 422, 429];

/** What the payloads with a session hold besides userErrors. */
interface SessionFields {
  token: string | null;
  viewer: RestUser | null;
  message: string | null;
}

const noSession: SessionFields = { token: null, viewer: null, message: null };

interface MessageFields {
  message: string | null;
}

const noMessage: MessageFields = { message: null };

/** A session's user is recorded for the rest of the request (`viewer { … }` costs no call). */
function sessionFields(session: RestSession, { loaders }: GatewayContext): SessionFields {
  loaders.users.byId.prime(session.user);
  return { token: session.token, viewer: session.user, message: session.message ?? null };
}

export const Mutation: MutationResolvers = {
  login: (_root, { input }, ctx) =>
    withUserErrors(AUTH_REFUSALS, async () => sessionFields(await authRest(ctx.rest).login(input), ctx), noSession),

  sendRegistrationCode: (_root, { input }, ctx) =>
    withUserErrors<{ sent: boolean; message: string | null }>(
      AUTH_REFUSALS,
      async () => ({ sent: true, message: (await authRest(ctx.rest).sendRegistrationCode(input)).message ?? null }),
      { sent: false, message: null },
    ),

  verifyRegistrationCode: (_root, { input }, ctx) =>
    withUserErrors(
      AUTH_REFUSALS,
      async () => sessionFields(await authRest(ctx.rest).verifyRegistrationCode(input), ctx),
      noSession,
    ),

  resendRegistrationCode: (_root, { input }, ctx) =>
    withUserErrors<MessageFields>(AUTH_REFUSALS, () => authRest(ctx.rest).resendRegistrationCode(input), noMessage),

  requestPasswordReset: (_root, { input }, ctx) =>
    withUserErrors<MessageFields>(AUTH_REFUSALS, () => authRest(ctx.rest).forgotPassword(input), noMessage),

  verifyPasswordResetCode: (_root, { input }, ctx) =>
    withUserErrors<MessageFields>(AUTH_REFUSALS, () => authRest(ctx.rest).verifyForgotCode(input), noMessage),

  resetPassword: (_root, { input }, ctx) =>
    withUserErrors<MessageFields>(AUTH_REFUSALS, () => authRest(ctx.rest).resetPassword(input), noMessage),
};
