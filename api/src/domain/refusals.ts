// What models and services refuse, said without HTTP: the kind of refusal, the Spanish
// message shown to the person and, for a form field, the field. The http layer alone
// turns a kind into a status code (http/errors.ts).

export type RefusalKind =
  /** The input breaks a rule (a form field, an answer that does not fit). */
  | 'invalid'
  /** The person may not do this. */
  | 'forbidden'
  | 'notFound'
  /** The request clashes with what is stored (a name taken, an application sent twice). */
  | 'conflict'
  /** The person did this too often of late (reports a day); they may again later. */
  | 'tooMany'
  /** The api has as many images to process as it takes at once; nothing was stored. */
  | 'busy';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string, field?: string) => new Refusal('invalid', message, field);
export const forbidden = (message: string) => new Refusal('forbidden', message);
export const notFound = (message: string) => new Refusal('notFound', message);
export const conflict = (message: string, field?: string) => new Refusal('conflict', message, field);
export const tooMany = (message: string) => new Refusal('tooMany', message);

const BUSY_MESSAGE = 'Estamos procesando muchas imágenes, inténtalo en unos segundos.';

/** The image queue is full (services/image-queue.ts): the same request may be sent again soon. */
export const busy = () => new Refusal('busy', BUSY_MESSAGE);
