// Offer logos: stored like every image (re-encoded, content-hash names, resized copies),
// and removed from disk when the last offer using one goes away.
import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database, StoredImage } from '../db/tables';
import { badRequest } from '../http/errors';
import { InvalidImageError, type MediaStore } from '../services/media';

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
    if (error instanceof InvalidImageError) throw badRequest(LOGO_MESSAGES.notAnImage, 'logo');
    throw error;
  }
}

/**
 * Deletes a logo's files unless another offer or a profile picture still uses them (the
 * same bytes make the same name, so two offers may share one file).
 */
export async function removeLogoIfUnused(
  db: Kysely<Database>,
  mediaDir: string,
  logo: StoredImage | null,
): Promise<void> {
  if (!logo) return;
  const stillUsed = await db
    .selectFrom('job_offers')
    .select('id')
    .where(sql<boolean>`company_logo ->> 'url' = ${logo.url}`)
    .unionAll(db.selectFrom('users').select('id').where('profile_picture', '=', logo.url))
    .limit(1)
    .executeTakeFirst();
  if (stillUsed) return;
  const urls = [logo.url, ...logo.variants.map((variant) => variant.url)];
  // basename() keeps a stored URL from ever pointing outside the media directory.
  await Promise.all(urls.map((url) => rm(join(mediaDir, basename(url)), { force: true })));
}
