// The signed-in account (part 1 §7, part 2 §7 "Profile"): the profile and its editor, and the
// by-ids lookup the gateway batches node refetches with (extension). Account deletion, password
// and email (users/credentials.ts), the picture, logos, CV and portfolio (users/files.ts) are
// registered from here.
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import type { UserRow } from '../db/tables';
import { badRequest, invalidSession } from '../http/errors';
import { followCountsOf } from '../models/follows';
import { ProfileError, isCompanyType, profileChanges } from '../models/profile';
import { updateProfile } from '../models/profile-update';
import { ownProfile } from '../models/profile-view';
import { findUserById, findUsersByIds, toUserCard, toUserObject } from '../models/users';
import { errors } from '../schemas/common';
import { ProfileUpdated } from '../schemas/account';
import { ProfileUpdateBody } from '../schemas/profile';
import { ListedUser, UserObject } from '../schemas/user';
import { isOperator } from '../admin/operators';
import { registerByIdsRoute } from './by-ids';
import { TAG, USER_MESSAGES, bearer } from './users/common';
import { registerCredentialRoutes } from './users/credentials';
import { registerFileRoutes } from './users/files';
import { canSeeProfile } from '../models/visibility';

export function registerUserRoutes(app: App, ctx: AppContext): void {
  registerProfileRoutes(app, ctx);
  registerCredentialRoutes(app, ctx);
  registerFileRoutes(app, ctx);

  registerByIdsRoute(app, {
    path: '/api/users/by-ids',
    tags: TAG,
    summary:
      'Extension: several users by id (no emails), with their follow counts, for batched refetches; anonymous callers get the card fields only (bearer optional)',
    key: 'users',
    item: ListedUser,
    tooMany: USER_MESSAGES.tooManyIds,
    optionalAuth: ctx.auth.optional,
    load: async (ids, userId) => {
      // Hidden profiles (issue 24) only for themselves.
      const rows = (await findUsersByIds(ctx.db, ids)).filter((row) => canSeeProfile(row, userId));
      const counts = await followCountsOf(
        ctx.db,
        rows.map((row) => row.id),
      );
      // Issue 18: what an anonymous visitor may read of an account is its directory card.
      const listed = (row: UserRow) => (userId ? toUserObject(row, { self: false }) : toUserCard(row));
      return rows.map((row) => ({ ...listed(row), ...counts.get(row.id) }));
    },
  });
}

function registerProfileRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock } = ctx;

  app.get(
    '/api/users/profile',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'The signed-in user, with follow counts, followed ids and notification flags',
        security: bearer,
        response: { 200: UserObject, ...errors(401) },
      },
    },
    async (request) => {
      const user = await findUserById(db, signedInUser(request));
      if (!user) throw invalidSession();
      // isOperator: moderation (issue 11) is shown to operators only.
      return { ...(await ownProfile(db, user)), isOperator: isOperator(ctx.config, user.email) };
    },
  );

  app.put(
    '/api/users/profile',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Updates profile fields of the signed-in user (onboarding and profile editor)',
        security: bearer,
        body: ProfileUpdateBody,
        response: { 200: ProfileUpdated, ...errors(400, 401) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const now = clock.now();
      const { values, milestonesSent } = refusingProfileErrors(() => profileChanges(request.body, now));
      // Milestones belong to companies and institutions: the type sent, else the stored one.
      const sentType = request.body.professionalType;
      if (milestonesSent && sentType !== undefined && !isCompanyType(Number(sentType))) throw milestonesRefused();
      const companyTypesOnly = milestonesSent && sentType === undefined;
      const user = await updateProfile(db, userId, { values, now, companyTypesOnly });
      if (!user) {
        if (milestonesSent && (await findUserById(db, userId))) throw milestonesRefused();
        throw invalidSession();
      }
      return { message: USER_MESSAGES.profileUpdated, user: await ownProfile(db, user) };
    },
  );
}

const milestonesRefused = () => badRequest(USER_MESSAGES.milestonesCompaniesOnly, 'professionalMilestones');

function refusingProfileErrors<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof ProfileError) throw badRequest(error.message, error.field);
    throw error;
  }
}
