// Favorites, the saved images (part 2 §7 "Favorites and boards"). Private: bearer
// required, and a user sees and changes only their own.
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { findPostImage, listFavorites, removeFavorites, saveFavorite } from '../models/favorites';
import { MessageBody, WholeListOrPageQuery, errors, isUuid } from '../schemas/common';
import { FavoriteImageBody, FavoriteImageQuery, FavoriteList, FavoriteSaved, PostIdParams } from '../schemas/favorites';

const TAG = ['favorites'];
const bearer = [{ bearerAuth: [] }];

const FAVORITE_MESSAGES = {
  saved: 'Imagen guardada.',
  removed: 'Imagen eliminada de guardados.',
  postNotFound: 'Publicación no encontrada.',
} as const;

/** A post id from the path; anything that cannot be one reads as an unknown post. */
function postIdOf(value: string): string {
  if (!isUuid(value)) throw notFound(FAVORITE_MESSAGES.postNotFound);
  return value.toLowerCase();
}

/** The image of a favorite call may be left out, body and all: no body reads as `{}`. */
async function bodyOptional(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

export function registerFavoriteRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/users/favorites',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: "The caller's saved images, newest first",
        security: bearer,
        querystring: WholeListOrPageQuery,
        response: { 200: FavoriteList, ...errors(400, 401) },
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
        response: { 200: FavoriteSaved, ...errors(400, 401, 404) },
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
        summary: 'Unsaves an image of a post (and takes it out of every folder); idempotent',
        description:
          'The image comes in the body (`imageUrl` or `savedImage`) or, as an extension, the query `imageUrl`; ' +
          'without one, every saved image of the post is unsaved.',
        security: bearer,
        params: PostIdParams,
        querystring: FavoriteImageQuery,
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
