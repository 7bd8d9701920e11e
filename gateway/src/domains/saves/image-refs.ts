import { graphError } from '../../errors';
import { toGlobalId } from '../../relay/ids';
import type { RestImageDetail } from '../media';
import type { RestFavorite, RestFolderItem, RestImageRef } from './rest';

/**
 * A saved image is one image of one post: its global ID holds both, the image by the URL
 * the api stores (the original's path). A board item is that image in one board: its ID
 * holds the board too, so the same image in two boards is two records.
 */
const SEPARATOR = '|';

export function savedImageId({ postId, imageUrl }: RestImageRef): string {
  return toGlobalId('SavedImage', `${postId}${SEPARATOR}${imageUrl}`);
}

export function folderItemId(folderId: string, { postId, imageUrl }: RestImageRef): string {
  return toGlobalId('FolderItem', `${folderId}${SEPARATOR}${postId}${SEPARATOR}${imageUrl}`);
}

/** The board and image of a FolderItem's REST id; null when it is not one. */
export function folderItemRefOf(internalID: string): { folderId: string; image: RestImageRef } | null {
  const at = internalID.indexOf(SEPARATOR);
  const image = at < 1 ? null : imageRefOf(internalID.slice(at + 1));
  return image && { folderId: internalID.slice(0, at), image };
}

/** The post and image of a SavedImage's REST id; null when it is not one. */
export function imageRefOf(internalID: string): RestImageRef | null {
  const at = internalID.indexOf(SEPARATOR);
  if (at < 1 || at === internalID.length - 1) return null;
  return { postId: internalID.slice(0, at), imageUrl: internalID.slice(at + 1) };
}

/** The path of a URL the client got (absolute URLs of the gateway's origin are read as their path). */
export function urlPath(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  try {
    return new URL(url).pathname;
  } catch {
    throw graphError('BAD_USER_INPUT', 'La URL de la imagen no es válida.');
  }
}

/** Whether a URL names this image: its original or one of its resized copies. */
export function namesImage(url: string, image: Pick<RestImageDetail, 'url' | 'variants'>): boolean {
  const path = urlPath(url);
  return image.url === path || (image.variants ?? []).some((variant) => variant.url === path);
}

/** The viewer's saved image named by a post and a URL (any of its sizes), if saved. */
export function findFavorite(favorites: readonly RestFavorite[], ref: RestImageRef): RestFavorite | undefined {
  return favorites.find(
    (favorite) =>
      favorite.postId === ref.postId &&
      namesImage(ref.imageUrl, { url: favorite.imageUrl, variants: favorite.variants }),
  );
}

/** The sized image of a saved image or a board item. */
export function imageOf(item: RestFavorite | RestFolderItem): RestImageDetail {
  return { url: item.imageUrl, width: item.width, height: item.height, variants: item.variants ?? [] };
}
