// Folders of saved images, the screens' boards (part 2 §7 "Favorites and boards").
// Private: bearer required; another user's folder answers 404, so ids cannot be probed.
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { findPostImage, imageUrlOf } from '../models/favorites';
import {
  FOLDER_MESSAGES,
  addToFolder,
  createFolder,
  deleteFolder,
  findFolder,
  folderSummaries,
  removeFromFolder,
} from '../models/folders';
import { IdParams, MessageBody, WholeListOrPageQuery, errors, isUuid } from '../schemas/common';
import {
  FOLDER_NAME_MAX,
  FolderAnswer,
  FolderCreated,
  FolderCreationBody,
  FolderItemAnswer,
  FolderItemBody,
  FolderList,
  FolderListQuery,
} from '../schemas/folders';

const TAG = ['folders'];
const bearer = [{ bearerAuth: [] }];

export function registerFolderRoutes(app: App, ctx: AppContext): void {
  registerFolderListRoutes(app, ctx);
  registerFolderItemRoutes(app, ctx);
}

function registerFolderListRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/folders',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: "The caller's folders, newest first, each with its 4 newest images (or all) and its count",
        security: bearer,
        querystring: FolderListQuery,
        response: { 200: FolderList, ...errors(400, 401) },
      },
    },
    async (request) => ({
      folders: await folderSummaries(ctx.db, signedInUser(request), undefined, request.query.items === 'all'),
    }),
  );

  app.post(
    '/api/folders',
    {
      onRequest: ctx.auth.required,
      config: { missingFieldMessage: FOLDER_MESSAGES.nameRequired },
      schema: {
        tags: TAG,
        summary: 'Creates a folder',
        security: bearer,
        body: FolderCreationBody,
        response: { 201: FolderCreated, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (!name) throw badRequest(FOLDER_MESSAGES.nameRequired, 'name');
      if (name.length > FOLDER_NAME_MAX) throw badRequest(FOLDER_MESSAGES.nameTooLong, 'name');
      const folder = await createFolder(ctx.db, signedInUser(request), name, ctx.clock.now());
      return reply.status(201).send({ message: FOLDER_MESSAGES.created, folder });
    },
  );

  app.get(
    '/api/folders/:id',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'One of the caller’s folders with its images, newest first',
        security: bearer,
        params: IdParams,
        querystring: WholeListOrPageQuery,
        response: { 200: FolderAnswer, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const folder = isUuid(id)
        ? await findFolder(ctx.db, signedInUser(request), id.toLowerCase(), request.query)
        : undefined;
      if (!folder) throw notFound(FOLDER_MESSAGES.notFound);
      return { folder };
    },
  );

  app.delete(
    '/api/folders/:id',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Deletes one of the caller’s folders; its images stay saved',
        security: bearer,
        params: IdParams,
        response: { 200: MessageBody, ...errors(401, 404) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const deleted = isUuid(id) && (await deleteFolder(ctx.db, signedInUser(request), id.toLowerCase()));
      if (!deleted) throw notFound(FOLDER_MESSAGES.notFound);
      return { message: FOLDER_MESSAGES.deleted };
    },
  );
}

function registerFolderItemRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/folders/add',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Puts an image in one of the caller’s folders (saving it if it was not); idempotent',
        security: bearer,
        body: FolderItemBody,
        response: { 200: FolderItemAnswer, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const { folderId, postId, imageUrl } = request.body;
      const image = await findPostImage(ctx.db, postId.toLowerCase(), imageUrl);
      await addToFolder(ctx.db, userId, folderId.toLowerCase(), image, ctx.clock.now());
      const [folder] = await folderSummaries(ctx.db, userId, [folderId.toLowerCase()]);
      if (!folder) throw notFound(FOLDER_MESSAGES.notFound);
      return { message: FOLDER_MESSAGES.added, folder };
    },
  );

  app.post(
    '/api/folders/remove',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Takes an image out of one of the caller’s folders (it stays saved); idempotent',
        security: bearer,
        body: FolderItemBody,
        response: { 200: FolderItemAnswer, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const folderId = request.body.folderId.toLowerCase();
      const postId = request.body.postId.toLowerCase();
      const removed = await removeFromFolder(ctx.db, userId, folderId, postId, imageUrlOf(request.body.imageUrl));
      const [folder] = removed ? await folderSummaries(ctx.db, userId, [folderId]) : [];
      if (!folder) throw notFound(FOLDER_MESSAGES.notFound);
      return { message: FOLDER_MESSAGES.removed, folder };
    },
  );
}
