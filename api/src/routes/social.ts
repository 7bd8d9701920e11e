// Public profiles, follows and the community lists, search, and the creatives
// directory (part 1 §7 search, part 2 §7 "Profile", "Posts and tagging", "Creatives").
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { creativeCountries, creativesPage } from '../models/creatives';
import { communityPage, follow, followCounts, unfollow, type FollowDirection } from '../models/follows';
import { publicProfile } from '../models/profile-view';
import { searchEducationalOffers } from '../models/educational-offers';
import { searchJobOffers } from '../models/job-offers';
import { searchPosts, searchUsers, tagCandidates } from '../models/search';
import { findUserById, findUserByUsername, usernameTaken } from '../models/users';
import { UserIdParams, errors, isUuid } from '../schemas/common';
import {
  AVAILABILITY_KEYS,
  CommunityQuery,
  CreativesPage,
  CreativesQuery,
  FollowAnswer,
  FollowersPage,
  FollowingPage,
  ProfileUsernameParams,
  SearchAnswer,
  SearchQuery,
  TagCandidates,
  TagCandidatesQuery,
  UsernameExists,
  type AvailabilityKey,
} from '../schemas/social';
import { UserObject } from '../schemas/user';
import { canSeeProfile } from '../models/visibility';

const TAG = ['users'];
const bearer = [{ bearerAuth: [] }];

const SOCIAL_MESSAGES = {
  userNotFound: 'Usuario no encontrado.',
  selfFollow: 'No puedes seguirte a ti mismo.',
  followed: 'Ahora sigues a este usuario',
  unfollowed: 'Has dejado de seguir a este usuario',
  queryTooShort: 'La búsqueda debe tener al menos 2 caracteres.',
  termTooShort: 'Escribe al menos 2 caracteres para buscar usuarios.',
  badAvailability: `Disponibilidad no válida. Valores admitidos: ${Object.keys(AVAILABILITY_KEYS).join(', ')}.`,
  tooManyFilterValues: 'Se admiten como máximo 10 valores por filtro.',
} as const;

const MIN_QUERY = 2;
const TAG_CANDIDATES = 10;
const MAX_LIST_VALUES = 10;

export function registerSocialRoutes(app: App, ctx: AppContext): void {
  registerProfileRoutes(app, ctx);
  registerFollowRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerCreativesRoute(app, ctx);
}

function registerProfileRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/users/profile/:username',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'A full public profile, with follow counts and whether the caller follows it',
        security: bearer,
        params: ProfileUsernameParams,
        response: { 200: UserObject, ...errors(401, 404) },
      },
    },
    async (request) => {
      const user = await findUserByUsername(ctx.db, request.params.username);
      const viewerId = signedInUser(request);
      if (!user || !canSeeProfile(user, viewerId)) throw notFound(SOCIAL_MESSAGES.userNotFound);
      return publicProfile(ctx.db, user, viewerId);
    },
  );

  app.get(
    '/api/users/check-username/:username',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Whether an account has this username (ignoring case); used to validate post tags',
        security: bearer,
        params: ProfileUsernameParams,
        response: { 200: UsernameExists, ...errors(401) },
      },
    },
    async (request) => ({ exists: await usernameTaken(ctx.db, request.params.username.trim()) }),
  );
}

function registerFollowRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock } = ctx;

  /** The account to (un)follow, or 404; never the caller. */
  async function target(request: { params: { userId: string } }, callerId: string): Promise<string> {
    const id = request.params.userId.toLowerCase();
    const user = isUuid(id) ? await findUserById(db, id) : undefined;
    if (!user || !canSeeProfile(user, callerId)) throw notFound(SOCIAL_MESSAGES.userNotFound);
    if (id === callerId) throw badRequest(SOCIAL_MESSAGES.selfFollow, 'userId');
    return id;
  }

  app.post(
    '/api/users/follow/:userId',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Follows an account (idempotent) and turns its notifications flag on',
        security: bearer,
        params: UserIdParams,
        response: { 200: FollowAnswer, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const callerId = signedInUser(request);
      const followedId = await target(request, callerId);
      if (!(await follow(db, callerId, followedId, clock.now()))) throw notFound(SOCIAL_MESSAGES.userNotFound);
      ctx.mailQueue.kick();
      const { followersCount } = await followCounts(db, followedId);
      return { message: SOCIAL_MESSAGES.followed, isFollowing: true, followersCount };
    },
  );

  app.delete(
    '/api/users/follow/:userId',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Stops following an account (idempotent) and turns its notifications flag off',
        security: bearer,
        params: UserIdParams,
        response: { 200: FollowAnswer, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const callerId = signedInUser(request);
      const followedId = await target(request, callerId);
      await unfollow(db, callerId, followedId, clock.now());
      const { followersCount } = await followCounts(db, followedId);
      return { message: SOCIAL_MESSAGES.unfollowed, isFollowing: false, followersCount };
    },
  );

  const lists: [FollowDirection, string, typeof FollowingPage | typeof FollowersPage][] = [
    ['following', 'The accounts the signed-in user follows, newest first', FollowingPage],
    ['followers', 'The accounts following the signed-in user, newest first', FollowersPage],
  ];
  for (const [direction, summary, answer] of lists) {
    app.get(
      `/api/users/${direction}`,
      {
        onRequest: auth.required,
        schema: {
          tags: TAG,
          summary,
          security: bearer,
          querystring: CommunityQuery,
          response: { 200: answer, ...errors(400, 401) },
        },
      },
      async (request) => {
        const { items, all, info } = await communityPage(db, signedInUser(request), { direction, ...request.query });
        return direction === 'following'
          ? { following: items, totalFollowing: all, ...info }
          : { followers: items, totalFollowers: all, ...info };
      },
    );
  }
}

function registerSearchRoutes(app: App, ctx: AppContext): void {
  const { db, auth } = ctx;

  app.get(
    '/api/users/search',
    {
      // Every group holds public data only, so anonymous visitors search too (CONTRACT.md);
      // a stale token reads as anonymous instead of failing.
      onRequest: auth.optional,
      schema: {
        tags: TAG,
        summary:
          'Searches accounts, posts, accepted job offers and educational offers (accent- and case-insensitive; bearer optional)',
        security: [{ bearerAuth: [] }, {}],
        querystring: SearchQuery,
        response: { 200: SearchAnswer, ...errors(400) },
      },
    },
    async (request) => {
      const { searchByFullName, searchByUsername, includePosts, includeUserPosts, limit } = request.query;
      const query = request.query.query.trim();
      if ([...query].length < MIN_QUERY) throw badRequest(SOCIAL_MESSAGES.queryTooShort, 'query');
      const [users, posts, offers, educationalOffers] = await Promise.all([
        searchUsers(db, { query, byFullName: searchByFullName, byUsername: searchByUsername, limit }),
        searchPosts(db, { query, includePosts, includeUserPosts, limit }),
        searchJobOffers(db, query, limit),
        searchEducationalOffers(db, query, limit),
      ]);
      return {
        users: users.items,
        posts: posts.items,
        offers: offers.items,
        educationalOffers: educationalOffers.items,
        totals: {
          users: users.total,
          posts: posts.total,
          offers: offers.total,
          educationalOffers: educationalOffers.total,
        },
      };
    },
  );

  app.get(
    '/api/users/searchUsers',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Accounts to tag in a post: usernames (or names) containing the term, prefixes first',
        security: bearer,
        querystring: TagCandidatesQuery,
        response: { 200: TagCandidates, ...errors(400, 401) },
      },
    },
    async (request) => {
      const term = request.query.term.trim();
      if ([...term].length < MIN_QUERY) throw badRequest(SOCIAL_MESSAGES.termTooShort, 'term');
      return { users: await tagCandidates(db, term, TAG_CANDIDATES) };
    },
  );
}

function registerCreativesRoute(app: App, ctx: AppContext): void {
  app.get(
    '/api/users/creatives',
    {
      schema: {
        tags: TAG,
        summary: 'The creatives directory with its filters, newest work first',
        querystring: CreativesQuery,
        response: { 200: CreativesPage, ...errors(400) },
      },
    },
    async (request) => {
      const { page, limit, skills, software, availability, ...rest } = request.query;
      const filters = {
        ...rest,
        skills: commaList(skills, 'skills'),
        software: commaList(software, 'software'),
        availability: availabilityList(availability),
      };
      const [{ items, info }, countries] = await Promise.all([
        creativesPage(ctx.db, filters, { page, limit }),
        creativeCountries(ctx.db),
      ]);
      return { creatives: items, countries, ...info };
    },
  );
}

function commaList(value: string | undefined, field: string): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length > MAX_LIST_VALUES) throw badRequest(SOCIAL_MESSAGES.tooManyFilterValues, field);
  return items;
}

function availabilityList(value: string | undefined): AvailabilityKey[] {
  const keys = commaList(value, 'availability');
  const known = Object.keys(AVAILABILITY_KEYS);
  return keys.map((key) => {
    const match = known.find((candidate) => candidate.toLowerCase() === key.toLowerCase());
    if (!match) throw badRequest(SOCIAL_MESSAGES.badAvailability, 'availability');
    return match as AvailabilityKey;
  });
}
