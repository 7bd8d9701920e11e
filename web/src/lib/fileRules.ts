// What each file field of the app takes: the api's limits (api/CONTRACT.md § Upload limits)
// and the spec's words (part 2 §5, §8). Every field checks the chosen file here, so a file the
// server would refuse is refused before a byte of it goes out: a 12 MB PDF used to upload for
// 20 s on a phone line only to be refused at the end. The server still decides.

const MiB = 1024 * 1024;

/** What one file field takes. */
export interface FileRule {
  /** The types it takes, as the browser declares them; also the input's `accept`. */
  types: readonly string[];
  /** The largest file in bytes, the api's limit: a file of exactly this size passes. */
  maxBytes: number;
  /** What the field says of a file of another type. */
  wrongType: string;
  /** What it says of a file over `maxBytes`. */
  tooLarge: string;
}

/**
 * The images the api decodes (by content: JPEG, PNG, WebP, GIF, AVIF), by their declared type.
 * Not HEIC: the api's image library reads no HEVC, and an iPhone turns its HEIC photos into
 * JPEG for a file chooser that does not ask for HEIC.
 */
const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

const NOT_AN_IMAGE = 'El archivo no es una imagen válida.';
const OVER_10MB = 'El archivo es demasiado grande. Máximo 10MB permitido.';
const OVER_5MB = 'El archivo es demasiado grande. Máximo 5MB permitido.';

/** The spec's one text for a logo that does not go through (part 2 §8). */
export const LOGO_FAILURE = 'Ha ocurrido un error al subir el logo. Por favor, inténtalo de nuevo.';

export const FILE_RULES = {
  /** The profile picture: the wizard's photo step and the editor (PUT /api/users/profile-picture). */
  profilePicture: { types: IMAGES, maxBytes: 10 * MiB, wrongType: NOT_AN_IMAGE, tooLarge: OVER_10MB },
  /** An education or experience entry's logo (POST /api/users/{institution,company}-logo). */
  entryLogo: { types: IMAGES, maxBytes: 10 * MiB, wrongType: LOGO_FAILURE, tooLarge: OVER_10MB },
  /** The CV and the portfolio (PUT /api/users/cv, /portfolio): 'max 10MB stated' by the spec, kept by the api. */
  profilePdf: {
    types: ['application/pdf'],
    maxBytes: 10 * MiB,
    wrongType: 'Solo se permiten archivos PDF',
    tooLarge: OVER_10MB,
  },
  /** Each image of a post (POST /api/posts); the form leaves out a file it refuses. */
  postImage: {
    types: IMAGES,
    maxBytes: 10 * MiB,
    wrongType: 'Solo se pueden subir imágenes: se han descartado los archivos que no lo son.',
    tooLarge: 'La imagen es demasiado grande. El máximo es 10 MB por imagen.',
  },
  /** A job offer's logo (POST /api/offers/create, PUT /api/offers/{id}). */
  jobOfferLogo: {
    types: IMAGES,
    maxBytes: 5 * MiB,
    wrongType: 'El logo no es una imagen válida (JPG, PNG, WebP o GIF).',
    tooLarge: OVER_5MB,
  },
  /** An educational offer's header image (part 2 §5: JPG, PNG, GIF, 5MB). */
  headerImage: {
    types: ['image/jpeg', 'image/png', 'image/gif'],
    maxBytes: 5 * MiB,
    wrongType: 'Tipo de archivo no permitido. Solo se aceptan JPG, PNG y GIF.',
    tooLarge: OVER_5MB,
  },
} as const satisfies Record<string, FileRule>;

/**
 * Why `file` cannot go in a field with `rule` (its type first, then its size), or null. A file
 * whose type the browser does not know is left to the server, which reads its content.
 */
export function fileProblem(file: File, rule: FileRule): string | null {
  if (file.type && !rule.types.includes(file.type)) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}

/** The file chooser's filter for a field. */
export function acceptOf(rule: FileRule): string {
  return rule.types.join(',');
}
