// Favorites (saved images) and boards of saved images (part 2 §7 "Favorites and
// boards"). Everything here is private: bearer required, and a user sees and changes
// only their own (another user's board answers 404, so ids cannot be probed).
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../http/auth';
import type { App, AppContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import {
  BOARD_MESSAGES,
  BOARD_NAME_MAX,
  addToFolder,
  createFolder,
  deleteFolder,
  findFolder,
  folderSummaries,
  removeFromFolder,
} from '../models/boards';
import { findPostImage, imageUrlOf, listFavorites, removeFavorites, saveFavorite } from '../models/favorites';
import { FavoriteImageBody, FavoriteObject, FolderItemBody, FolderObject } from '../schemas/boards';
import { IdParams, MessageBody, errors, isUuid } from '../schemas/common';
import { OptionalPaging } from '../schemas/post';

const bearer = [{ bearerAuth: [] }];

export const FAVORITE_MESSAGES = {
  saved: 'Imagen guardada.',
  removed: 'Imagen eliminada de guardados.',
  postNotFound: 'Publicación no encontrada.',
} as const;

const PostIdParams = Type.Object({ postId: Type.String({ maxLength: 64 }) });

export function registerBoardRoutes(app: App, ctx: AppContext): void {
  registerFavoriteRoutes(app, ctx);
  registerFolderRoutes(app, ctx);
  registerFolderItemRoutes(app, ctx);
}

/** A post id from the path; anything that cannot be one reads as an unknown post. */
function postIdOf(value: string): string {
  if (!isUuid(value)) throw notFound(FAVORITE_MESSAGES.postNotFound);
  return value.toLowerCase();
}

/** The image of a favorite call may be left out, body and all: no body reads as `{}`. */
async function bodyOptional(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

function registerFavoriteRoutes(app: App, ctx: AppContext): void {
  const TAG = ['favorites'];
  app.get(
    '/api/users/favorites',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: "The caller's saved images, newest first",
        security: bearer,
        querystring: OptionalPaging,
        response: {
          200: Type.Object({
            favorites: Type.Array(FavoriteObject),
            total: Type.Integer({ description: 'Extension: number of saved images.' }),
          }),
          ...errors(400, 401),
        },
      },
    },
    async (request) => listFavorites(ctx.db, signedInUser(request), request.query),
  );

  app.post(
    '/api/users/favorites/:postId',
    {
      onRequest: ctx.auth.required,
      preValidation: bodyOptional,
      schema: {
        tags: TAG,
        summary: 'Saves an image of a post (imageUrl or savedImage; absent: the main image); idempotent',
        security: bearer,
        params: PostIdParams,
        body: FavoriteImageBody,
        response: {
          200: Type.Object({ message: Type.String(), favorite: FavoriteObject }),
          ...errors(400, 401, 404),
        },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const url = request.body.imageUrl ?? request.body.savedImage;
      const image = await findPostImage(ctx.db, postIdOf(request.params.postId), url);
      const favorite = await saveFavorite(ctx.db, userId, image, ctx.clock.now());
      return { message: FAVORITE_MESSAGES.saved, favorite };
    },
  );

  app.delete(
    '/api/users/favorites/:postId',
    {
      onRequest: ctx.auth.required,
      preValidation: bodyOptional,
      schema: {
        tags: TAG,
        summary: 'Unsaves an image of a post (and takes it out of every board); idempotent',
        description:
          'The image comes in the body (`imageUrl` or `savedImage`) or, as an extension, the query `imageUrl`; ' +
          'without one, every saved image of the post is unsaved.',
        security: bearer,
        params: PostIdParams,
        querystring: Type.Object({ imageUrl: Type.Optional(Type.String({ maxLength: 2048 })) }),
        body: FavoriteImageBody,
        response: { 200: MessageBody, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const url = request.body.imageUrl ?? request.body.savedImage ?? request.query.imageUrl;
      await removeFavorites(ctx.db, userId, postIdOf(request.params.postId), url);
      return { message: FAVORITE_MESSAGES.removed };
    },
  );
}

function registerFolderRoutes(app: App, ctx: AppContext): void {
  const TAG = ['boards'];
  app.get(
    '/api/folders',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: "The caller's boards, newest first, each with its 4 newest images and its count",
        security: bearer,
        response: { 200: Type.Object({ folders: Type.Array(FolderObject) }), ...errors(401) },
      },
    },
    async (request) => ({ folders: await folderSummaries(ctx.db, signedInUser(request)) }),
  );

  app.post(
    '/api/folders',
    {
      onRequest: ctx.auth.required,
      config: { missingFieldMessage: BOARD_MESSAGES.nameRequired },
      schema: {
        tags: TAG,
        summary: 'Creates a board',
        security: bearer,
        body: Type.Object({
          name: Type.String({ description: `Non-blank after trimming, at most ${BOARD_NAME_MAX}.` }),
        }),
        response: {
          201: Type.Object({ message: Type.String(), folder: FolderObject }),
          ...errors(400, 401, 409),
        },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (!name) throw badRequest(BOARD_MESSAGES.nameRequired, 'name');
      if (name.length > BOARD_NAME_MAX) throw badRequest(BOARD_MESSAGES.nameTooLong, 'name');
      const folder = await createFolder(ctx.db, signedInUser(request), name, ctx.clock.now());
      return reply.status(201).send({ message: BOARD_MESSAGES.created, folder });
    },
  );

  app.get(
    '/api/folders/:id',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'One of the caller’s boards with its images, newest first',
        security: bearer,
        params: IdParams,
        querystring: OptionalPaging,
        response: { 200: Type.Object({ folder: FolderObject }), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const folder = isUuid(id)
        ? await findFolder(ctx.db, signedInUser(request), id.toLowerCase(), request.query)
        : undefined;
      if (!folder) throw notFound(BOARD_MESSAGES.notFound);
      return { folder };
    },
  );

  app.delete(
    '/api/folders/:id',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Deletes one of the caller’s boards; its images stay saved',
        security: bearer,
        params: IdParams,
        response: { 200: MessageBody, ...errors(401, 404) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const deleted = isUuid(id) && (await deleteFolder(ctx.db, signedInUser(request), id.toLowerCase()));
      if (!deleted) throw notFound(BOARD_MESSAGES.notFound);
      return { message: BOARD_MESSAGES.deleted };
    },
  );
}

function registerFolderItemRoutes(app: App, ctx: AppContext): void {
  const TAG = ['boards'];
  const ItemAnswer = Type.Object({
    message: Type.String(),
    folder: Type.Object(FolderObject.properties, { description: 'The board with its 4 newest images and its count.' }),
  });

  app.post(
    '/api/folders/add',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Puts an image in one of the caller’s boards (saving it if it was not); idempotent',
        security: bearer,
        body: FolderItemBody,
        response: { 200: ItemAnswer, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const { folderId, postId, imageUrl } = request.body;
      const image = await findPostImage(ctx.db, postId.toLowerCase(), imageUrl);
      await addToFolder(ctx.db, userId, folderId.toLowerCase(), image, ctx.clock.now());
      const [folder] = await folderSummaries(ctx.db, userId, [folderId.toLowerCase()]);
      if (!folder) throw notFound(BOARD_MESSAGES.notFound);
      return { message: BOARD_MESSAGES.added, folder };
    },
  );

  app.post(
    '/api/folders/remove',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Takes an image out of one of the caller’s boards (it stays saved); idempotent',
        security: bearer,
        body: FolderItemBody,
        response: { 200: ItemAnswer, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const folderId = request.body.folderId.toLowerCase();
      const postId = request.body.postId.toLowerCase();
      const removed = await removeFromFolder(ctx.db, userId, folderId, postId, imageUrlOf(request.body.imageUrl));
      const [folder] = removed ? await folderSummaries(ctx.db, userId, [folderId]) : [];
      if (!folder) throw notFound(BOARD_MESSAGES.notFound);
      return { message: BOARD_MESSAGES.removed, folder };
    },
  );
}
