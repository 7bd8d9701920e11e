// Every post shows its own pictures: the drawings of the image pool are few (rendering an
// SVG is the slow part), so each image of each post is one of them seen anew: its palette
// turned, its frame cropped elsewhere, mirrored or not, by the post's and the image's index.
// Only raster work (no SVG), at a post page's size, so hundreds of images take seconds.
import { basename } from 'node:path';
import sharp from 'sharp';
import type { StoredImage } from '../db/columns';
import { storeEncoded, type MediaStore } from '../services/media';

/** The longer side of a post image before its crop (about 520 after it): a 320 copy for srcset is enough. */
const LONG_SIDE = 600;
/** libwebp's fastest effort: a few more bytes per demo picture, half the time. */
const WEBP_EFFORT = 0;
/** The share of the drawing each image keeps; the rest is where the crop moves. */
const CROP = 0.86;
/** Images drawn at once: sharp works on its own threads, small batches keep both cores busy. */
const BATCH = 4;

interface Raster {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

/** One image of one post: the drawing it starts from and its place. */
export interface PostImageSlot {
  base: StoredImage;
  /** The post's index in the seed. */
  post: number;
  /** The image's position in the post. */
  image: number;
}

/**
 * How a slot turns its drawing: `k` is unique per slot (at most 6 images a post), so two
 * slots of the same drawing differ in the hue turned or, 360 slots apart, in the crop.
 */
function variation({ post, image }: PostImageSlot) {
  const k = post * 6 + image;
  const cropStep = Math.floor(k / 360);
  return {
    hue: (k * 137) % 360,
    brightness: 0.9 + ((k * 5) % 5) * 0.05,
    mirrored: (k + cropStep) % 2 === 1,
    // Where the crop sits, in fifths of the room left: 25 positions.
    left: (k * 3 + cropStep) % 5,
    top: (k * 2 + cropStep * 3) % 5,
  };
}

/** The drawing's pixels at a post image's size, read once per drawing. */
async function rasterOf(media: MediaStore, image: StoredImage): Promise<Raster> {
  const file = await media.storage.read(basename(image.url));
  if (!file) throw new Error(`seed image missing: ${image.url}`);
  const { data, info } = await sharp(file)
    .resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/**
 * The palette turned by `degrees` around the grey axis (the hue rotation of CSS filters) and
 * lit by `brightness`, as one 3×3 channel mix: a linear step per pixel, where a turn in a
 * perceptual colour space would cost ten times more.
 */
type ChannelMix = [[number, number, number], [number, number, number], [number, number, number]];

function hueTurn(degrees: number, brightness: number): ChannelMix {
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  const row = (r: number, g: number, b: number): [number, number, number] => [
    r * brightness,
    g * brightness,
    b * brightness,
  ];
  return [
    row(0.213 + cos * 0.787 - sin * 0.213, 0.715 - cos * 0.715 - sin * 0.715, 0.072 - cos * 0.072 + sin * 0.928),
    row(0.213 - cos * 0.213 + sin * 0.143, 0.715 + cos * 0.285 + sin * 0.14, 0.072 - cos * 0.072 - sin * 0.283),
    row(0.213 - cos * 0.213 - sin * 0.787, 0.715 - cos * 0.715 + sin * 0.715, 0.072 + cos * 0.928 + sin * 0.072),
  ];
}

async function drawSlot(media: MediaStore, raster: Raster, slot: PostImageSlot): Promise<StoredImage> {
  const turn = variation(slot);
  const width = Math.round(raster.width * CROP);
  const height = Math.round(raster.height * CROP);
  const left = Math.round(((raster.width - width) * turn.left) / 4);
  const top = Math.round(((raster.height - height) * turn.top) / 4);
  const { data, ...size } = raster;
  const cropped = await sharp(data, { raw: size })
    .extract({ left, top, width, height })
    .flop(turn.mirrored)
    .raw()
    .toBuffer();
  mixChannels(cropped, hueTurn(turn.hue, turn.brightness));
  return storeEncoded(media.storage, sharp(cropped, { raw: { width, height, channels: 3 } }), WEBP_EFFORT);
}

/**
 * Applies a channel mix to RGB pixels in place. Done here rather than by sharp's recomb,
 * which works in floating point and cost more than encoding the picture.
 */
function mixChannels(pixels: Buffer, [red, green, blue]: ChannelMix): void {
  // The clamped view rounds and keeps each result within 0–255.
  const out = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
  for (let i = 0; i < pixels.length; i += 3) {
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    out[i] = red[0] * r + red[1] * g + red[2] * b;
    out[i + 1] = green[0] * r + green[1] * g + green[2] * b;
    out[i + 2] = blue[0] * r + blue[1] * g + blue[2] * b;
  }
}

/** A distinct stored image for every slot, in the slots' order. */
export async function drawPostImages(media: MediaStore, slots: readonly PostImageSlot[]): Promise<StoredImage[]> {
  const rasters = new Map<string, Promise<Raster>>();
  const raster = (image: StoredImage) => {
    let found = rasters.get(image.url);
    if (!found) rasters.set(image.url, (found = rasterOf(media, image)));
    return found;
  };
  const drawn: StoredImage[] = [];
  for (let i = 0; i < slots.length; i += BATCH) {
    const batch = slots.slice(i, i + BATCH);
    drawn.push(...(await Promise.all(batch.map(async (slot) => drawSlot(media, await raster(slot.base), slot)))));
  }
  return drawn;
}
