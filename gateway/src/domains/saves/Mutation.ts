import type { MutationResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { GatewayRefusal, required, withUserErrors } from '../../errors';
import { fromGlobalId } from '../../relay/ids';
import { namesImage, findFavorite, folderItemId, savedImageId, urlPath } from './image-refs';
import type {
  CreateFolderPayloadMapper,
  DeleteFolderPayloadMapper,
  MoveToFolderPayloadMapper,
  RemoveFromFolderPayloadMapper,
  SaveImagePayloadMapper,
} from './mappers';
import { savesRest, type RestFavorite, type RestImageRef } from './rest';
import { signedIn } from '../../schema/signed-in';

/** Refusals a person can be told about: bad input (400), a name taken (409), an unknown post or board (404). */
const REFUSALS = [400, 404, 409];
const UNKNOWN_POST = 'Publicación no encontrada.';
const UNKNOWN_FOLDER = 'Tablero no encontrado.';
/** Part 2 §8 "Saved boards" and §5 "Boards". */
const NOTHING_SELECTED = 'Selecciona al menos una imagen';
const movedMessage = (count: number) =>
  count === 1 ? '1 imagen movida correctamente' : `${count} imágenes movidas correctamente`;

type Payload<M> = Omit<M, 'userErrors'>;

/** The REST id behind a global ID of `type`; another type's ID is refused as unknown. */
function restIdOf(id: string, type: 'Post' | 'Folder', field: string): string {
  const resolved = fromGlobalId(id);
  if (resolved.type !== type) throw new GatewayRefusal(type === 'Post' ? UNKNOWN_POST : UNKNOWN_FOLDER, field);
  return resolved.internalID;
}

/** A change to the viewer's saves or boards: what the request read of them is read again when asked. */
function forgetSaves({ loaders }: GatewayContext): void {
  loaders.saves.favorites?.clear();
  loaders.saves.folders?.clear();
  loaders.saves.wholeFolders?.clear();
  loaders.saves.folder?.clearAll();
  loaders.saves.folderNode?.clearAll();
}

/** The viewer's saved images read after a change. */
async function freshFavorites(ctx: GatewayContext): Promise<RestFavorite[]> {
  return required(ctx.loaders.saves.favorites, 'favorites loader').load();
}

/**
 * The image the api stores for a URL of a post (any of its sizes): the post's own list of
 * images says which (one batched read); absent, the main image.
 */
async function storedImageUrl(postId: string, imageUrl: string | null | undefined, ctx: GatewayContext) {
  const post = await ctx.loaders.posts.byId.loadWhole(postId);
  if (!post) throw new GatewayRefusal(UNKNOWN_POST, 'postId');
  if (!imageUrl) return post.mainImage;
  return post.imageDetails.find((detail) => namesImage(imageUrl, detail))?.url ?? urlPath(imageUrl);
}

const saveImage: NonNullable<MutationResolvers['saveImage']> = signedIn(({ input }, ctx) =>
  withUserErrors<Payload<SaveImagePayloadMapper>>(
    REFUSALS,
    async () => {
      const postId = restIdOf(input.postId, 'Post', 'postId');
      const answer = await savesRest(ctx.rest).save(postId, input.imageUrl ? urlPath(input.imageUrl) : null);
      forgetSaves(ctx);
      return { post: { _id: postId }, savedImage: answer.favorite, unsavedImageId: null, message: answer.message };
    },
    { post: null, savedImage: null, unsavedImageId: null, message: null },
  ),
);

/** Unsaves one image (it leaves every board too): the post is read to name the image as stored. */
const unsaveImage: NonNullable<MutationResolvers['unsaveImage']> = signedIn(({ input }, ctx) =>
  withUserErrors<Payload<SaveImagePayloadMapper>>(
    REFUSALS,
    async () => {
      const postId = restIdOf(input.postId, 'Post', 'postId');
      const imageUrl = await storedImageUrl(postId, input.imageUrl, ctx);
      const answer = await savesRest(ctx.rest).unsave(postId, imageUrl);
      forgetSaves(ctx);
      return {
        post: { _id: postId },
        savedImage: null,
        unsavedImageId: savedImageId({ postId, imageUrl }),
        message: answer.message,
      };
    },
    { post: null, savedImage: null, unsavedImageId: null, message: null },
  ),
);

const createFolder: NonNullable<MutationResolvers['createFolder']> = signedIn(({ input }, ctx) =>
  withUserErrors<Payload<CreateFolderPayloadMapper>>(
    REFUSALS,
    async () => {
      const answer = await savesRest(ctx.rest).createFolder(input.name);
      forgetSaves(ctx);
      return { folder: answer.folder, message: answer.message };
    },
    { folder: null, message: null },
  ),
);

/**
 * Deletes a board. Its images stay saved; those in no other board are now unorganised, and
 * the viewer's saved images, read before, say which (2 REST calls).
 */
const deleteFolder: NonNullable<MutationResolvers['deleteFolder']> = signedIn(({ input }, ctx) =>
  withUserErrors<Payload<DeleteFolderPayloadMapper>>(
    REFUSALS,
    async () => {
      const folderId = restIdOf(input.folderId, 'Folder', 'folderId');
      const before = await freshFavorites(ctx);
      const answer = await savesRest(ctx.rest).deleteFolder(folderId);
      forgetSaves(ctx);
      const releasedImages = before
        .filter((favorite) => favorite.folderIds.length === 1 && favorite.folderIds[0] === folderId)
        .map((favorite) => ({ ...favorite, folderIds: [] }));
      return { deletedFolderId: input.folderId, releasedImages, message: answer.message };
    },
    { deletedFolderId: null, releasedImages: [], message: null },
  ),
);

/**
 * Moves images into a board, one POST /api/folders/add each, in order (the board's count
 * and preview come with the last answer); the moved images are the viewer's saves read after.
 */
const moveToFolder: NonNullable<MutationResolvers['moveToFolder']> = signedIn(({ input }, ctx) =>
  withUserErrors<Payload<MoveToFolderPayloadMapper>>(
    REFUSALS,
    async () => {
      const folderId = restIdOf(input.folderId, 'Folder', 'folderId');
      if (input.images.length === 0) throw new GatewayRefusal(NOTHING_SELECTED, 'images');
      const refs: RestImageRef[] = input.images.map((image, index) => ({
        postId: restIdOf(image.postId, 'Post', `images.${index}.postId`),
        imageUrl: urlPath(image.imageUrl),
      }));
      const rest = savesRest(ctx.rest);
      let answer: Awaited<ReturnType<typeof rest.add>> | null = null;
      try {
        for (const ref of refs) answer = await rest.add(folderId, ref);
      } finally {
        forgetSaves(ctx);
      }
      const favorites = await freshFavorites(ctx);
      const movedImages = refs.flatMap((ref) => findFavorite(favorites, ref) ?? []);
      return { folder: required(answer, 'add answer').folder, movedImages, message: movedMessage(refs.length) };
    },
    { folder: null, movedImages: [], message: null },
  ),
);

/** Takes an image out of a board; it stays saved ('Imagen devuelta a guardados'). */
const removeFromFolder: NonNullable<MutationResolvers['removeFromFolder']> = signedIn(({ input }, ctx) =>
  withUserErrors<Payload<RemoveFromFolderPayloadMapper>>(
    REFUSALS,
    async () => {
      const folderId = restIdOf(input.folderId, 'Folder', 'folderId');
      const ref = { postId: restIdOf(input.postId, 'Post', 'postId'), imageUrl: urlPath(input.imageUrl) };
      const answer = await savesRest(ctx.rest).remove(folderId, ref);
      forgetSaves(ctx);
      const savedImage = findFavorite(await freshFavorites(ctx), ref) ?? null;
      return {
        folder: answer.folder,
        removedItemId: folderItemId(folderId, savedImage ?? ref),
        savedImage,
        message: answer.message,
      };
    },
    { folder: null, removedItemId: null, savedImage: null, message: null },
  ),
);

export const Mutation: MutationResolvers = {
  saveImage,
  unsaveImage,
  createFolder,
  deleteFolder,
  moveToFolder,
  removeFromFolder,
};
