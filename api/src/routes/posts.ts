// Posts (part 2 §7): the explorer feeds, the feed of followed authors, one post, a
// user's posts, random posts, and creating (multipart) and deleting posts.
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { busy } from '../domain/refusals';
import { HttpError, badRequest, notFound } from '../http/errors';
import { checkPostForm, resolvePeopleTags } from '../models/post-form';
import { removeUnreferencedMedia } from '../models/media-references';
import { checkFormFields, readMultipartForm } from '../http/multipart-form';
import { UPLOAD_MESSAGES, withUploadFolder, type UploadFolder } from '../http/uploads';
import { imageFileUrls } from '../models/post-media';
import {
  deleteOwnPost,
  feedPage,
  findPost,
  findPostsByIds,
  insertPost,
  latestPostsOfUsers,
  randomPosts,
  userPosts,
  type Feed,
} from '../models/posts';
import {
  IdParams,
  MAX_PAGE,
  MessageBody,
  WholeListOrPageQuery,
  errors,
  isUuid,
  pageQuery,
  parseIdList,
} from '../schemas/common';
import {
  ExplorerPage,
  POST_FORM_MESSAGES,
  POST_LIMITS,
  PostForm,
  PostFormFields,
  PostObject,
  PostPage,
} from '../schemas/post';
import type { StoredImage } from '../db/columns';
import { InvalidImageError } from '../services/media';
import { findUserByUsername } from '../models/users';
import { MAX_BY_IDS, registerByIdsRoute } from './by-ids';

const TAG = ['posts'];
const bearer = [{ bearerAuth: [] }];
const MAX_EXCLUDED = 1000;
/** Posts of each user in one by-users read: the largest page the gateway asks (its `first`). */
const MAX_LATEST_POSTS = 50;
/** Each image of a post: the same ceiling as every other upload. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The text parts of the form; anything else is ignored. */
/** The repeated file field (`images[]` is how some form libraries name it). */
const IMAGE_FIELDS = new Set(['images', 'images[]']);

const POST_MESSAGES = {
  notFound: 'Publicación no encontrada.',
  tooManyExcluded: `Se pueden excluir como máximo ${MAX_EXCLUDED} publicaciones.`,
  tooManyIds: `Se pueden pedir como máximo ${MAX_BY_IDS} publicaciones a la vez.`,
  tooManyUsers: `Se pueden pedir como máximo ${MAX_BY_IDS} usuarios a la vez.`,
  userNotFound: 'Usuario no encontrado.',
  created: 'Publicación creada correctamente.',
  deleted: 'Publicación eliminada correctamente.',
  notOwner: 'Solo el autor puede eliminar esta publicación.',
  notAnImage: 'El archivo no es una imagen válida.',
  imageTooLarge: 'La imagen es demasiado grande. El máximo es 10 MB por imagen.',
  wrongFileField: 'Las imágenes deben enviarse en el campo "images".',
} as const;

const Exclude = Type.Optional(
  Type.String({ description: `Comma list of post ids to leave out (at most ${MAX_EXCLUDED}).` }),
);

const filterText = (maxLength: number, description: string) =>
  Type.Optional(Type.String({ maxLength, description: `Extension (issue 17): ${description}` }));

const FeedQuery = Type.Object({
  ...pageQuery({ defaultLimit: 14, maxLimit: 50 }),
  exclude: Exclude,
  search: filterText(100, "contained in the post's title, description or tags, ignoring case and accents."),
  country: filterText(60, "the author's country, whole, ignoring case and accents."),
  city: filterText(100, "the author's city, whole, ignoring case and accents."),
  school: filterText(150, "contained in the author's study centre (onboarding or an education entry)."),
});

const RandomQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  exclude: Exclude,
});

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
    async (request) => userPosts(ctx.db, signedInUser(request), request.query),
  );

  app.get(
    '/api/posts/user/:username',
    {
      onRequest: ctx.auth.optional,
      schema: {
        tags: TAG,
        summary: "A user's posts, newest first (bearer optional)",
        security: [{ bearerAuth: [] }, {}],
        params: Type.Object({ username: Type.String({ maxLength: 64 }) }),
        querystring: WholeListOrPageQuery,
        response: { 200: PostPage, ...errors(400, 404) },
      },
    },
    async (request) => {
      const user = await findUserByUsername(ctx.db, request.params.username);
      if (!user) throw notFound(POST_MESSAGES.userNotFound);
      return userPosts(ctx.db, user.id, request.query);
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
        querystring: RandomQuery,
        response: { 200: Type.Object({ posts: Type.Array(PostObject) }), ...errors(400, 401) },
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
        querystring: Type.Object({
          userIds: Type.String({ description: `Comma list of user ids (at most ${MAX_BY_IDS}).` }),
          limit: Type.Integer({ minimum: 1, maximum: MAX_LATEST_POSTS, default: 6 }),
          page: Type.Integer({
            minimum: 1,
            maximum: MAX_PAGE,
            default: 1,
            description: 'Extension: the same page of every user, as GET /api/posts/user/{username} pages.',
          }),
        }),
        response: {
          200: Type.Object({
            users: Type.Array(
              Type.Object({ userId: Type.String(), posts: Type.Array(PostObject), hasMore: Type.Boolean() }),
            ),
          }),
          ...errors(400),
        },
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
        response: { 200: Type.Object({ post: PostObject }), ...errors(404) },
      },
    },
    async (request) => {
      const post = isUuid(request.params.id) ? await findPost(ctx.db, request.params.id.toLowerCase()) : undefined;
      if (!post) throw notFound(POST_MESSAGES.notFound);
      return { post };
    },
  );

  app.post(
    '/api/posts',
    {
      onRequest: ctx.auth.required,
      // The multipart body is read and checked by the handler; the schema only documents it.
      validatorCompiler: () => () => true,
      schema: {
        tags: TAG,
        summary: 'Publishes a post (multipart: title, description, images, peopleTags, imageTags)',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: PostForm,
        response: { 201: Type.Object({ message: Type.String(), post: PostObject }), ...errors(400, 401, 413, 503) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request);
      // Refused before reading the photos when the queue has no room even for one.
      if (ctx.media.queue.isFull()) throw busy();
      const gone = clientGone(reply);
      const post = await withUploadFolder(ctx.config.uploadTmpDir, async (folder) => {
        const form = await readPostForm(request, folder);
        const checked = checkPostForm(form.fields, form.images.length);
        const peopleTags = await resolvePeopleTags(ctx.db, checked.peopleTags);
        const images = await storeImages(ctx, form.images, gone);
        try {
          return await insertPost(ctx.db, { ...checked, peopleTags, images, userId, now: ctx.clock.now() });
        } catch (error) {
          await removeUnreferencedMedia(ctx.db, ctx.media.dir, imageFileUrls(images));
          throw error;
        }
      });
      return reply.status(201).send({ message: POST_MESSAGES.created, post });
    },
  );

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
        await removeUnreferencedMedia(ctx.db, ctx.media.dir, imageFileUrls(outcome.images));
      } catch (error) {
        // The post is gone either way; a file left behind is only disk space.
        request.log.error({ err: error }, 'could not remove the files of a deleted post');
      }
      return { message: POST_MESSAGES.deleted };
    },
  );
}

interface PostMultipart {
  fields: PostFormFields;
  /** The images' temporary files, in the order sent. */
  images: string[];
}

/** Reads the whole form: at most 6 images of 10 MB (the app-wide multipart limit is one file). */
async function readPostForm(request: FastifyRequest, folder: UploadFolder): Promise<PostMultipart> {
  const limits = { files: POST_LIMITS.images, fileSize: MAX_IMAGE_BYTES, fields: 10, parts: POST_LIMITS.images + 10 };
  const tooLarge = () => new HttpError(413, POST_MESSAGES.imageTooLarge, 'images');
  const tooMany = () => badRequest(POST_FORM_MESSAGES.tooManyImages, 'images');
  const images: string[] = [];
  const fields = await readMultipartForm(request, {
    limits,
    tooLarge,
    repeated: 'first',
    jsonParts: 'value',
    ownRefusals: { FST_FILES_LIMIT: tooMany },
    async onFile(part) {
      if (!IMAGE_FIELDS.has(part.fieldname)) throw badRequest(POST_MESSAGES.wrongFileField, 'images');
      images.push(await folder.save(part, tooLarge));
    },
  });
  return { fields: checkFormFields(PostFormFields, fields), images };
}

/** Aborts when the connection closes before the answer is sent: nobody waits for the post any more. */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort(new Error('the client closed the connection'));
  });
  return gone.signal;
}

/**
 * Re-encodes and stores every image (checked by content, not by name), admitted to the
 * image queue together. If one is refused, the ones already stored are removed again and
 * nothing is kept.
 */
async function storeImages(ctx: AppContext, files: string[], signal: AbortSignal): Promise<StoredImage[]> {
  const results = await ctx.media.storeAll(files, signal);
  const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (!failure) return stored;
  await removeUnreferencedMedia(ctx.db, ctx.media.dir, imageFileUrls(stored));
  // Nobody reads this answer; a refusal keeps a client's leaving out of the error log.
  if (signal.aborted) throw badRequest(UPLOAD_MESSAGES.brokenBody);
  const reason: unknown = failure.reason;
  // sharp's own decoding errors (a truncated file, too many pixels) are bad input too;
  // system errors (a full disk) carry a code and are not the client's fault.
  if (reason instanceof InvalidImageError || (reason instanceof Error && !('code' in reason))) {
    throw badRequest(POST_MESSAGES.notAnImage, 'images');
  }
  throw reason;
}
