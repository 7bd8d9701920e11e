import type { GatewayContext } from '../../context';
import type { RestFavorite } from './rest';

/** Keys of the saved images of one favorites answer, computed once per answer. */
const keysOf = new WeakMap<readonly RestFavorite[], Set<string>>();

const key = (postId: string, imageUrl: string) => `${postId} ${imageUrl}`;

/**
 * Whether the viewer saved an image (by the post and the URL the api stores): one read of
 * the viewer's favorites serves every image of the request; anonymous: false, no call.
 */
export async function viewerHasSaved(postId: string, imageUrl: string, { loaders }: GatewayContext): Promise<boolean> {
  if (!loaders.saves.favorites) return false;
  const favorites = await loaders.saves.favorites.load();
  let keys = keysOf.get(favorites);
  if (!keys) {
    keys = new Set(favorites.map((favorite) => key(favorite.postId, favorite.imageUrl)));
    keysOf.set(favorites, keys);
  }
  return keys.has(key(postId, imageUrl));
}
