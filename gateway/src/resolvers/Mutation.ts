import type { MutationResolvers, UpdateProfileInput } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { creativeTypeToRest, professionalTypeToRest, roleToRest } from '../enums';
import { graphError, userErrorsFrom, type UserErrorDTO } from '../errors';
import type { RestProfileChanges, RestUser } from '../rest/types';

/**
 * Refusals of the auth calls that the person can fix: bad input (400/422), wrong
 * credentials (401), no pending registration (404), taken username or email (409),
 * expired code (410), too many tries (429). Their Spanish message is shown as is.
 */
const AUTH_REFUSALS = [400, 401, 404, 409, 410, 422, 429];
/** Refusals of PUT /api/users/profile; 401/403 stay top-level errors. */
const PROFILE_REFUSALS = [400, 409, 422];

/** Runs a REST call; expected refusals become `userErrors`, the rest is rethrown. */
async function withUserErrors<P extends object>(
  refusals: readonly number[],
  run: () => Promise<P>,
  failed: P,
): Promise<P & { userErrors: UserErrorDTO[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    return { ...failed, userErrors: userErrorsFrom(error, refusals) };
  }
}

/** A REST user from a mutation's answer, recorded for the rest of the request. */
function primed(user: RestUser, ctx: GatewayContext): RestUser {
  ctx.loaders.users.prime(user);
  return user;
}

/** What the payloads with a session hold besides userErrors. */
interface SessionFields {
  token: string | null;
  viewer: RestUser | null;
  message: string | null;
}

interface MessageFields {
  message: string | null;
}

const noMessage: MessageFields = { message: null };

export const Mutation: MutationResolvers = {
  login: (_root, { input }, ctx) =>
    withUserErrors<SessionFields>(
      AUTH_REFUSALS,
      async () => {
        const session = await ctx.rest.auth.login(input);
        return { token: session.token, viewer: primed(session.user, ctx), message: session.message ?? null };
      },
      { token: null, viewer: null, message: null },
    ),

  sendRegistrationCode: (_root, { input }, ctx) =>
    withUserErrors<{ sent: boolean; message: string | null }>(
      AUTH_REFUSALS,
      async () => ({ sent: true, message: (await ctx.rest.auth.sendRegistrationCode(input)).message ?? null }),
      { sent: false, message: null },
    ),

  verifyRegistrationCode: (_root, { input }, ctx) =>
    withUserErrors<SessionFields>(
      AUTH_REFUSALS,
      async () => {
        const session = await ctx.rest.auth.verifyRegistrationCode(input);
        return { token: session.token, viewer: primed(session.user, ctx), message: session.message ?? null };
      },
      { token: null, viewer: null, message: null },
    ),

  resendRegistrationCode: (_root, { input }, ctx) =>
    withUserErrors<MessageFields>(AUTH_REFUSALS, () => ctx.rest.auth.resendRegistrationCode(input), noMessage),

  requestPasswordReset: (_root, { input }, ctx) =>
    withUserErrors<MessageFields>(AUTH_REFUSALS, () => ctx.rest.auth.forgotPassword(input), noMessage),

  verifyPasswordResetCode: (_root, { input }, ctx) =>
    withUserErrors<MessageFields>(AUTH_REFUSALS, () => ctx.rest.auth.verifyForgotCode(input), noMessage),

  resetPassword: (_root, { input }, ctx) =>
    withUserErrors<MessageFields>(AUTH_REFUSALS, () => ctx.rest.auth.resetPassword(input), noMessage),

  updateProfile: (_root, { input }, ctx) => {
    if (!ctx.token) throw graphError('UNAUTHENTICATED', 'No autorizado. Inicia sesión para continuar.');
    return withUserErrors<{ user: RestUser | null }>(
      PROFILE_REFUSALS,
      async () => {
        const { user } = await ctx.rest.users.updateProfile(profileChanges(input));
        ctx.loaders.viewer?.prime(user);
        return { user: primed(user, ctx) };
      },
      { user: null },
    );
  },
};

/**
 * The REST payload of an UpdateProfileInput: only the fields sent (absent fields are
 * left unchanged, an explicit null clears), enums back to REST values.
 */
export function profileChanges(input: UpdateProfileInput): RestProfileChanges {
  const { role, creativeType, professionalType, ...plain } = input;
  const changes: RestProfileChanges = { ...plain };
  if (role !== undefined) changes.role = role && roleToRest(role);
  if (creativeType !== undefined) changes.creativeType = creativeType && creativeTypeToRest(creativeType);
  if (professionalType !== undefined) {
    changes.professionalType = professionalType && professionalTypeToRest(professionalType);
  }
  return changes;
}
