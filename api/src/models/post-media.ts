// The files behind stored images (removed through models/media-references.ts).
import type { StoredImage } from '../db/columns';

/** Every file URL of some stored images: the originals and their resized copies. */
export function imageFileUrls(images: StoredImage[]): string[] {
  return images.flatMap((image) => [image.url, ...image.variants.map((variant) => variant.url)]);
}
