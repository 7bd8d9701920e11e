import { FILE_RULES, fileProblem } from '../../lib/fileRules';

/** The post form's limits (part 2 §5, §9). */
export const MAX_IMAGES = 6;
export const MAX_TAGS_PER_IMAGE = 10;
/** The api's limit per tag (api/CONTRACT.md, POST /api/posts rule 3). */
export const MAX_TAG_LENGTH = 40;
/** The api's limit for a tagged person's role. */
export const MAX_ROLE_LENGTH = 60;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;

/** The spec's texts for this form (part 2 §5, §8), written once. */
export const TEXTS = {
  required: 'Por favor completa todos los campos obligatorios.',
  tagLimit: 'Máximo de 10 etiquetas por fotografía',
  cardIncomplete: 'Completa la tarjeta actual antes de añadir una nueva',
  unknownUser: (name: string) => `El usuario "${name}" no existe en la plataforma.`,
  noImage: 'Añade al menos una imagen.',
  tooMany: (dropped: number) =>
    `Máximo ${MAX_IMAGES} imágenes por publicación: ${dropped === 1 ? 'se ha descartado 1 imagen' : `se han descartado ${dropped} imágenes`}.`,
  network: 'No se pudo publicar. Comprueba tu conexión e inténtalo de nuevo.',
  refused: 'No se pudo publicar la publicación. Inténtalo de nuevo.',
} as const;

/** One picked image: its file, the preview's object URL and its own tags. */
export interface PickedImage {
  id: string;
  file: File;
  previewUrl: string;
  tags: string[];
}

/** What adding files gives: the images kept, and the notice about those left out. */
export interface AddedImages {
  images: PickedImage[];
  notices: string[];
}

let nextImageId = 0;

/**
 * Adds the chosen files after the current images: files the api would refuse (not an image,
 * over 10 MB) are left out, and so is everything past the sixth image (part 2 §5: extras
 * dropped), each with a notice.
 */
export function addImages(current: readonly PickedImage[], files: readonly File[]): AddedImages {
  const problems = files.map((file) => fileProblem(file, FILE_RULES.postImage));
  const pictures = files.filter((_file, index) => problems[index] === null);
  const room = Math.max(0, MAX_IMAGES - current.length);
  const kept = pictures.slice(0, room);
  const notices = [...new Set(problems.filter((problem) => problem !== null))];
  if (pictures.length > room) notices.push(TEXTS.tooMany(pictures.length - room));
  const added = kept.map((file) => ({
    id: `image-${(nextImageId += 1)}`,
    file,
    previewUrl: URL.createObjectURL(file),
    tags: [],
  }));
  return { images: [...current, ...added], notices };
}

/** The list with the item at `from` moved to `to` (both inside the list). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A person card of step 3: a username to tag, what they did, and the refusal on it. */
export interface PersonCard {
  key: string;
  name: string;
  role: string;
  error: string | null;
}

let nextCardKey = 0;

export function emptyCard(): PersonCard {
  return { key: `person-${(nextCardKey += 1)}`, name: '', role: '', error: null };
}

/** The username as the platform reads it: trimmed, without a leading @. */
export function cleanName(name: string): string {
  return name.trim().replace(/^@/, '').trim();
}

/** The cards that will be sent (empty names are skipped, part 2 §5) with their card index. */
export function filledCards(cards: readonly PersonCard[]): Array<{ card: PersonCard; index: number }> {
  return cards.map((card, index) => ({ card, index })).filter(({ card }) => cleanName(card.name) !== '');
}
