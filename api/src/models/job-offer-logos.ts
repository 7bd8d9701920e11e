// Offer logos: stored like every image (re-encoded, content-hash names, resized copies),
// and removed when the last offer using one goes away.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { StoredImage } from '../db/columns';
import { invalid } from '../domain/refusals';
import { InvalidImageError, type MediaStore } from '../services/media';
import type { MediaStorage } from '../services/media-storage';
import { removeUnreferencedMedia } from './media-references';
import { imageFileUrls } from './post-media';

/** Logos show small (cards, the offer header): 512 px wide is plenty. */
const LOGO_MAX_WIDTH = 512;

export const LOGO_MESSAGES = {
  notAnImage: 'El logo no es una imagen válida (JPG, PNG, WebP o GIF).',
  tooLarge: 'El archivo es demasiado grande. Máximo 5MB permitido.',
  wrongField: 'El archivo del logo debe enviarse en el campo "logo".',
} as const;

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** Stores an uploaded logo; its type is read from its content, never from its name. */
export async function storeLogo(media: MediaStore, bytes: Buffer): Promise<StoredImage> {
  try {
    return await media.store(bytes, { maxWidth: LOGO_MAX_WIDTH });
  } catch (error) {
    if (error instanceof InvalidImageError) throw invalid(LOGO_MESSAGES.notAnImage, 'logo');
    throw error;
  }
}

/** Deletes a logo's files unless another row (an offer, a profile picture…) still uses them. */
export async function removeLogoIfUnused(
  db: Kysely<Database>,
  storage: MediaStorage,
  logo: StoredImage | null,
): Promise<void> {
  if (logo) await removeUnreferencedMedia(db, storage, imageFileUrls([logo]));
}
