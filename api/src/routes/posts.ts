// Posts (part 2 §7): the explorer feeds, the feed of followed authors, one post, a
// user's posts, random posts, and deleting posts; creating one (multipart) is in posts/create.ts.
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { HttpError, badRequest, notFound } from '../http/errors';
import { removeUnreferencedMedia } from '../models/media-references';
import { imageFileUrls } from '../models/post-media';
import {
  deleteOwnPost,
  feedPage,
  findPost,
  findPostsByIds,
  latestPostsOfUsers,
  randomPosts,
  userPosts,
  type Feed,
} from '../models/posts';
import { findUserByUsername } from '../models/users';
import { canSeeProfile } from '../models/visibility';
import { MAX_BY_IDS } from '../schemas/by-ids';
import {
  IdParams,
  MessageBody,
  UsernameParams,
  WholeListOrPageQuery,
  errors,
  isUuid,
  parseIdList,
} from '../schemas/common';
import {
  ExplorerPage,
  FeedQuery,
  MAX_EXCLUDED,
  PostAnswer,
  PostObject,
  PostPage,
  PostsByUsers,
  PostsByUsersQuery,
  RandomPosts,
  RandomPostsQuery,
} from '../schemas/post';
import { registerByIdsRoute } from './by-ids';
import { registerPostCreationRoute } from './posts/create';

const TAG = ['posts'];
const bearer = [{ bearerAuth: [] }];

const POST_MESSAGES = {
  notFound: 'Publicación no encontrada.',
  tooManyExcluded: `Se pueden excluir como máximo ${MAX_EXCLUDED} publicaciones.`,
  tooManyIds: `Se pueden pedir como máximo ${MAX_BY_IDS} publicaciones a la vez.`,
  tooManyUsers: `Se pueden pedir como máximo ${MAX_BY_IDS} usuarios a la vez.`,
  userNotFound: 'Usuario no encontrado.',
  deleted: 'Publicación eliminada correctamente.',
  notOwner: 'Solo el autor puede eliminar esta publicación.',
} as const;

function checkExclude(exclude: string | undefined): string[] {
  if (exclude && exclude.split(',').length > MAX_EXCLUDED) throw badRequest(POST_MESSAGES.tooManyExcluded, 'exclude');
  return parseIdList(exclude);
}

export function registerPostRoutes(app: App, ctx: AppContext): void {
  registerFeedRoutes(app, ctx);
  registerPostListRoutes(app, ctx);
  registerSinglePostRoutes(app, ctx);
}

function registerFeedRoutes(app: App, ctx: AppContext): void {
  const feeds: [string, Feed, string][] = [
    ['/api/posts/explorer', 'random', 'Random explorer images, one per post'],
    ['/api/posts/staff-picks', 'staff-picks', 'Staff picks, newest pick first, one image per post'],
    ['/api/posts/following', 'following', 'Posts of the users the caller follows, newest first, one image per post'],
  ];
  for (const [path, feed, summary] of feeds) {
    const signedIn = feed === 'following';
    app.get(
      path,
      {
        ...(signedIn ? { onRequest: ctx.auth.required } : {}),
        schema: {
          tags: TAG,
          summary,
          ...(signedIn ? { security: bearer } : {}),
          querystring: FeedQuery,
          response: { 200: ExplorerPage, ...errors(...(signedIn ? [400, 401] : [400])) },
        },
      },
      async (request, reply) => {
        const { exclude, ...rest } = request.query;
        const excluded = checkExclude(exclude);
        reply.header('cache-control', 'no-cache');
        const viewerId = signedIn ? signedInUser(request) : undefined;
        return feedPage(ctx.db, { ...rest, feed, exclude: excluded, viewerId });
      },
    );
  }
}

function registerPostListRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/posts/user',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: "The caller's posts, newest first",
        security: bearer,
        querystring: WholeListOrPageQuery,
        response: { 200: PostPage, ...errors(400, 401) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      return userPosts(ctx.db, userId, request.query, userId);
    },
  );

  app.get(
    '/api/posts/user/:username',
    {
      onRequest: ctx.auth.optional,
      schema: {
        tags: TAG,
        summary: "A user's posts, newest first (bearer optional)",
        security: [{ bearerAuth: [] }, {}],
        params: UsernameParams,
        querystring: WholeListOrPageQuery,
        response: { 200: PostPage, ...errors(400, 404) },
      },
    },
    async (request) => {
      const user = await findUserByUsername(ctx.db, request.params.username);
      if (!user || !canSeeProfile(user, request.userId)) throw notFound(POST_MESSAGES.userNotFound);
      return userPosts(ctx.db, user.id, request.query, request.userId);
    },
  );

  app.get(
    '/api/posts/random',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Random posts ("Más posts" under a post)',
        security: bearer,
        querystring: RandomPostsQuery,
        response: { 200: RandomPosts, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const excluded = checkExclude(request.query.exclude);
      reply.header('cache-control', 'no-cache');
      return { posts: await randomPosts(ctx.db, request.query.limit, excluded) };
    },
  );
}

function registerSinglePostRoutes(app: App, ctx: AppContext): void {
  registerByIdsRoute(app, {
    path: '/api/posts/by-ids',
    tags: TAG,
    summary: 'Extension: several posts by id, for batched refetches',
    key: 'posts',
    item: PostObject,
    tooMany: POST_MESSAGES.tooManyIds,
    load: (ids) => findPostsByIds(ctx.db, ids),
  });

  app.get(
    '/api/posts/by-users',
    {
      schema: {
        tags: TAG,
        summary: "Extension: one page of several users' posts at once (candidates' portfolios, paged portfolios)",
        querystring: PostsByUsersQuery,
        response: { 200: PostsByUsers, ...errors(400) },
      },
    },
    async (request) => {
      const userIds = parseIdList(request.query.userIds);
      if (userIds.length > MAX_BY_IDS) throw badRequest(POST_MESSAGES.tooManyUsers, 'userIds');
      const { page, limit } = request.query;
      return { users: await latestPostsOfUsers(ctx.db, userIds, { page, limit }) };
    },
  );

  app.get(
    '/api/posts/:id',
    {
      onRequest: ctx.auth.optional,
      schema: {
        tags: TAG,
        summary: 'One post with its author (bearer optional)',
        security: [{ bearerAuth: [] }, {}],
        params: IdParams,
        response: { 200: PostAnswer, ...errors(404) },
      },
    },
    async (request) => {
      const post = isUuid(request.params.id)
        ? await findPost(ctx.db, request.params.id.toLowerCase(), request.userId)
        : undefined;
      if (!post) throw notFound(POST_MESSAGES.notFound);
      return { post };
    },
  );
  registerPostCreationRoute(app, ctx);

  app.delete(
    '/api/posts/:id',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Deletes one of the caller’s posts, its image files, favorites and folder items',
        security: bearer,
        params: IdParams,
        response: { 200: MessageBody, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const id = request.params.id.toLowerCase();
      const outcome = isUuid(id) ? await deleteOwnPost(ctx.db, id, userId) : { status: 'missing' as const };
      if (outcome.status !== 'deleted') {
        throw outcome.status === 'forbidden'
          ? new HttpError(403, POST_MESSAGES.notOwner)
          : notFound(POST_MESSAGES.notFound);
      }
      try {
        await removeUnreferencedMedia(ctx.db, ctx.media.storage, imageFileUrls(outcome.images));
      } catch (error) {
        // The post is gone either way; a file left behind is only disk space.
        request.log.error({ err: error }, 'could not remove the files of a deleted post');
      }
      return { message: POST_MESSAGES.deleted };
    },
  );
}
