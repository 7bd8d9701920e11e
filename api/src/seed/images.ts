// Demo images drawn locally: SVG compositions (gradients, shapes, fabric-like stripes)
// rendered by sharp. No network, no third-party pictures.
import type { StoredImage } from '../db/columns';
import type { MediaStore } from '../services/media';
import type { Random } from './random';

type Shape = 'portrait' | 'square' | 'landscape';

const SIZES: Record<Shape, [number, number]> = {
  portrait: [960, 1200],
  square: [1000, 1000],
  landscape: [1200, 800],
};

/** Palettes after fabrics: terracotta, denim, sage linen, blush silk, charcoal wool... */
const PALETTES: readonly (readonly string[])[] = [
  ['#c4653a', '#e9c46a', '#f4a261', '#264653', '#fdf0e0'],
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#606c38', '#283618', '#fefae0', '#dda15e', '#bc6c25'],
  ['#ffcdb2', '#ffb4a2', '#e5989b', '#b5838d', '#6d6875'],
  ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
  ['#3d405b', '#e07a5f', '#f4f1de', '#81b29a', '#f2cc8f'],
  ['#0b090a', '#161a1d', '#660708', '#a4161a', '#e5e5e5'],
  ['#7400b8', '#6930c3', '#5e60ce', '#64dfdf', '#80ffdb'],
  ['#582f0e', '#7f4f24', '#936639', '#a68a64', '#ede0d4'],
  ['#d8e2dc', '#ffe5d9', '#ffcad4', '#f4acb7', '#9d8189'],
  ['#003049', '#d62828', '#f77f00', '#fcbf49', '#eae2b7'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
];

export function drawSvg(random: Random, shape: Shape): string {
  const [width, height] = SIZES[shape];
  const palette = random.pick(PALETTES);
  const color = () => random.pick(palette);
  const angle = random.int(0, 180);
  const parts: string[] = [];
  parts.push(`<defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${color()}"/><stop offset="1" stop-color="${color()}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${color()}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${color()}" stop-opacity="0"/></radialGradient>
  </defs>`);
  parts.push(`<rect width="${width}" height="${height}" fill="url(#bg)"/>`);
  parts.push(fabricBand(random, width, height, color(), color()));
  // A second band turns some frames into close-ups of a fabric swatch.
  if (random.chance(0.35)) parts.push(fabricBand(random, width, height, color(), color()));
  parts.push(
    `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${random.int(width / 4, width / 1.5)}" fill="url(#glow)"/>`,
  );
  for (let i = random.int(2, 5); i > 0; i--) parts.push(randomShape(random, width, height, color()));
  const figure = random.int(0, 9);
  if (figure < 5) parts.push(dress(random, width, height, color(), color()));
  else if (figure < 8) parts.push(coat(random, width, height, color(), color()));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/**
 * Fabric: a band of stripes crossed by finer threads. Drawn as plain rectangles,
 * because an SVG <pattern> costs librsvg ten times more to render.
 */
function fabricBand(random: Random, width: number, height: number, warp: string, weft: string): string {
  const diagonal = Math.ceil(Math.hypot(width, height));
  const bandTop = random.int(-diagonal / 4, diagonal / 2);
  const bandHeight = random.int(diagonal / 5, diagonal / 2);
  const gap = random.int(14, 34);
  const stripes: string[] = [];
  for (let y = bandTop; y < bandTop + bandHeight; y += gap) {
    stripes.push(
      `<rect x="${-diagonal / 2}" y="${y}" width="${diagonal * 2}" height="${Math.round(gap / 2)}" fill="${warp}"/>`,
    );
  }
  const threadGap = random.int(20, 60);
  for (let x = -diagonal / 2; x < diagonal * 1.5; x += threadGap) {
    stripes.push(`<rect x="${x}" y="${bandTop}" width="3" height="${bandHeight}" fill="${weft}"/>`);
  }
  return `<g opacity="0.35" transform="rotate(${random.int(-40, 40)} ${width / 2} ${height / 2})">${stripes.join('')}</g>`;
}

function randomShape(random: Random, width: number, height: number, fill: string): string {
  const x = random.int(0, width);
  const y = random.int(0, height);
  const opacity = (random.int(25, 80) / 100).toFixed(2);
  switch (random.int(0, 3)) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${random.int(30, width / 4)}" fill="${fill}" opacity="${opacity}"/>`;
    case 1:
      return `<rect x="${x - 100}" y="${y - 150}" width="${random.int(60, width / 3)}" height="${random.int(80, height / 2)}" rx="${random.int(0, 40)}" fill="${fill}" opacity="${opacity}" transform="rotate(${random.int(-30, 30)} ${x} ${y})"/>`;
    case 2:
      return `<path d="M0 ${y} C ${width / 3} ${y - random.int(50, 300)}, ${(2 * width) / 3} ${y + random.int(50, 300)}, ${width} ${y}" stroke="${fill}" stroke-width="${random.int(6, 40)}" fill="none" opacity="${opacity}"/>`;
    default:
      return `<ellipse cx="${x}" cy="${y}" rx="${random.int(40, width / 3)}" ry="${random.int(20, height / 6)}" fill="${fill}" opacity="${opacity}" transform="rotate(${random.int(0, 180)} ${x} ${y})"/>`;
  }
}

/** An abstract dress form: a head, a bodice and a flared skirt. */
function dress(random: Random, width: number, height: number, fill: string, accent: string): string {
  const cx = random.int(Math.round(width * 0.3), Math.round(width * 0.7));
  const top = Math.round(height * 0.12);
  const scale = Math.min(width, height) / 1000;
  const waist = top + 330 * scale;
  const hem = Math.min(height - 40, top + random.int(700, 860) * scale);
  const flare = random.int(160, 320) * scale;
  return `<g opacity="0.92">
    <circle cx="${cx}" cy="${top}" r="${48 * scale}" fill="${accent}"/>
    <path d="M ${cx - 70 * scale} ${top + 80 * scale} L ${cx + 70 * scale} ${top + 80 * scale} L ${cx + 45 * scale} ${waist} L ${cx - 45 * scale} ${waist} Z" fill="${fill}"/>
    <path d="M ${cx - 45 * scale} ${waist} L ${cx + 45 * scale} ${waist} Q ${cx + flare} ${(waist + hem) / 2} ${cx + flare} ${hem} L ${cx - flare} ${hem} Q ${cx - flare} ${(waist + hem) / 2} ${cx - 45 * scale} ${waist} Z" fill="${fill}"/>
    <path d="M ${cx - flare} ${hem} L ${cx + flare} ${hem}" stroke="${accent}" stroke-width="${10 * scale}"/>
  </g>`;
}

/** An abstract coat: shoulders, sleeves and a straight body with a belt. */
function coat(random: Random, width: number, height: number, fill: string, accent: string): string {
  const cx = random.int(Math.round(width * 0.3), Math.round(width * 0.7));
  const scale = Math.min(width, height) / 1000;
  const top = Math.round(height * 0.15);
  const shoulder = 120 * scale;
  const length = random.int(560, 760) * scale;
  const hem = Math.min(height - 30, top + length);
  const belt = top + length * 0.45;
  return `<g opacity="0.9">
    <path d="M ${cx - shoulder} ${top} L ${cx + shoulder} ${top} L ${cx + shoulder * 1.15} ${hem} L ${cx - shoulder * 1.15} ${hem} Z" fill="${fill}"/>
    <path d="M ${cx - shoulder} ${top} L ${cx - shoulder * 1.7} ${top + length * 0.55} L ${cx - shoulder * 1.35} ${top + length * 0.57} L ${cx - shoulder * 0.9} ${top + 90 * scale} Z" fill="${fill}"/>
    <path d="M ${cx + shoulder} ${top} L ${cx + shoulder * 1.7} ${top + length * 0.55} L ${cx + shoulder * 1.35} ${top + length * 0.57} L ${cx + shoulder * 0.9} ${top + 90 * scale} Z" fill="${fill}"/>
    <path d="M ${cx - 40 * scale} ${top} L ${cx} ${top + 120 * scale} L ${cx + 40 * scale} ${top}" stroke="${accent}" stroke-width="${8 * scale}" fill="none"/>
    <rect x="${cx - shoulder * 1.05}" y="${belt}" width="${shoulder * 2.1}" height="${22 * scale}" fill="${accent}"/>
    <line x1="${cx}" y1="${top + 120 * scale}" x2="${cx}" y2="${hem}" stroke="${accent}" stroke-width="${3 * scale}" opacity="0.6"/>
  </g>`;
}

export interface ImagePool {
  portrait: StoredImage[];
  square: StoredImage[];
  landscape: StoredImage[];
  all: StoredImage[];
}

/**
 * Draws and stores `count` images (half portrait, a quarter each square and landscape),
 * a few at a time: sharp works on its own threads, so small batches keep both cores busy.
 */
export async function generateImagePool(media: MediaStore, random: Random, count: number): Promise<ImagePool> {
  const shapes: Shape[] = Array.from({ length: count }, (_, i) =>
    i % 4 < 2 ? 'portrait' : i % 4 === 2 ? 'square' : 'landscape',
  );
  const svgs = shapes.map((shape) => drawSvg(random, shape));
  const stored: StoredImage[] = [];
  const batch = 4;
  for (let i = 0; i < svgs.length; i += batch) {
    const done = await Promise.all(
      svgs.slice(i, i + batch).map((svg) => media.store(Buffer.from(svg), { trusted: true })),
    );
    stored.push(...done);
  }
  const pool: ImagePool = { portrait: [], square: [], landscape: [], all: stored };
  stored.forEach((image, i) => pool[shapes[i] as Shape].push(image));
  return pool;
}

/** Square avatars drawn the same way, stored at profile-picture size. */
export async function generateAvatars(media: MediaStore, random: Random, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, () => drawSvg(random, 'square'));
    const done = await Promise.all(batch.map((svg) => media.store(Buffer.from(svg), { trusted: true, square: 512 })));
    urls.push(...done.map((image) => image.url));
  }
  return urls;
}
