/**
 * What a link to a post may carry in its navigation state, so the page opens on the image
 * the user clicked: `imageUrl` (any of the image's sizes: its `url` or one of its `srcSet`
 * variants) or `imageIndex` (its position, 0 for the main image). Anything else opens the
 * first image.
 *
 *   <Link to={paths.post(id)} state={{ imageUrl: image.url }} />
 */
export interface PostNavigationState {
  imageUrl?: string;
  imageIndex?: number;
}

/** An image of the post: its URL and its `srcSet` variants. */
interface ImageUrls {
  readonly url: string;
  readonly srcSet: string;
}

/** The position of the image the state names, else 0. */
export function initialImageIndex(state: unknown, images: readonly ImageUrls[]): number {
  if (typeof state !== 'object' || state === null) return 0;
  const { imageUrl, imageIndex } = state as Record<string, unknown>;
  if (typeof imageUrl === 'string') {
    const found = images.findIndex((image) => image.url === imageUrl || srcSetUrls(image.srcSet).includes(imageUrl));
    if (found >= 0) return found;
  }
  if (typeof imageIndex === 'number' && Number.isInteger(imageIndex) && imageIndex >= 0 && imageIndex < images.length) {
    return imageIndex;
  }
  return 0;
}

function srcSetUrls(srcSet: string): string[] {
  return srcSet
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}
