// Link-preview pictures (issue 21): 1200×630 JPEGs, the size Open Graph and X cards show
// whole, and JPEG because every preview bot reads it (some still refuse WebP). Each is made
// on its first request from a stored image and kept: its source is named by content hash, so
// the preview of a name never changes.
import sharp, { type Sharp } from 'sharp';
import type { MediaStorage } from './media-storage';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/**
 * `cover`: the picture cropped to the card around what draws the eye (posts, articles,
 * banners). `framed`: the picture whole, centred on a plain ground (logos, profile pictures,
 * which a crop would cut).
 */
export const PREVIEW_KINDS = ['cover', 'framed'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** The media names a preview is served under: `previews/<kind>/<hash>.jpg`, and the default. */
export const PREVIEW_NAME = /^previews\/(cover|framed)\/([0-9a-f]{32})\.jpg$/;
export const DEFAULT_PREVIEW_NAME = 'previews/default.jpg';

const GROUND = '#faf8f5';
const INK = '#141414';
/** A framed picture's largest side: the card's height less a margin. */
const FRAMED_SIDE = 470;

/** The stored name of a kind of preview of the stored image `hash`. */
export const previewName = (kind: PreviewKind, hash: string) => `previews/${kind}/${hash}.jpg`;

const jpeg = (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();

function cover(source: Buffer): Promise<Buffer> {
  return jpeg(sharp(source).resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' }));
}

async function framed(source: Buffer): Promise<Buffer> {
  const picture = await sharp(source)
    .resize(FRAMED_SIDE, FRAMED_SIDE, { fit: 'inside', withoutEnlargement: false })
    .flatten({ background: GROUND })
    .toBuffer();
  const ground = sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: GROUND } });
  return jpeg(ground.composite([{ input: picture, gravity: 'centre' }]));
}

/**
 * Makes (once) and answers the stored name of a preview of a stored image, or null when there
 * is no such image. Callers bound the work with the image queue: a preview costs a decode.
 */
export async function makePreview(storage: MediaStorage, kind: PreviewKind, hash: string): Promise<string | null> {
  const name = previewName(kind, hash);
  if (await storage.has(name)) return name;
  const source = await storage.read(`${hash}.webp`);
  if (!source) return null;
  await storage.put(name, await (kind === 'cover' ? cover(source) : framed(source)));
  return name;
}

/** The site's own card, for pages without a picture: the brand's mark and name. */
const DEFAULT_CARD = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
  <rect width="100%" height="100%" fill="${INK}"/>
  <rect x="520" y="120" width="160" height="160" rx="35" fill="${GROUND}"/>
  <text x="600" y="232" font-family="Georgia,DejaVu Serif,serif" font-size="86" fill="${INK}" text-anchor="middle">MT</text>
  <text x="600" y="410" font-family="Georgia,DejaVu Serif,serif" font-size="72" fill="${GROUND}" text-anchor="middle">Moda Talento</text>
  <text x="600" y="480" font-family="DejaVu Sans,Arial,sans-serif" font-size="30" fill="#c9c2b8" text-anchor="middle">Portafolios, talento y ofertas para el mundo de la moda</text>
</svg>`;

/** Makes (once) and answers the stored name of the site's default preview. */
export async function makeDefaultPreview(storage: MediaStorage): Promise<string> {
  if (!(await storage.has(DEFAULT_PREVIEW_NAME))) {
    await storage.put(DEFAULT_PREVIEW_NAME, await jpeg(sharp(Buffer.from(DEFAULT_CARD))));
  }
  return DEFAULT_PREVIEW_NAME;
}
