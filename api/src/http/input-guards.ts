// Input PostgreSQL cannot hold: a NUL character is refused in text and jsonb alike
// ("invalid byte sequence for encoding UTF8: 0x00"), which surfaced as a 500 on any
// route that stored or searched the text. One guard refuses it up front with a 400,
// wherever it comes in: the URL (path and query), JSON bodies, multipart text parts
// (http/uploads.ts) and JSON text inside form fields (the form models).
import { badRequest } from './errors';
import type { App } from './app-type';

export const INPUT_MESSAGES = {
  nulInUrl: 'La dirección solicitada contiene caracteres no permitidos.',
  nulInBody: 'La solicitud contiene caracteres no permitidos.',
  nulInField: (field: string) => `El campo "${field}" contiene caracteres no permitidos.`,
} as const;

/** NUL can reach a URL only percent-encoded: Node's parser refuses a raw one. */
const ENCODED_NUL = /%00/;

export function registerInputGuards(app: App): void {
  app.addHook('onRequest', async (request) => {
    if (ENCODED_NUL.test(request.url)) throw badRequest(INPUT_MESSAGES.nulInUrl);
  });
  // After the body is parsed, before it is validated (and before the auth preHandler,
  // so an anonymous caller learns nothing more than a signed-in one).
  app.addHook('preValidation', async (request) => {
    refuseNul(request.body);
  });
}

/** Throws a 400 naming the field when a string or key anywhere in `value` holds NUL. */
export function refuseNul(value: unknown, field?: string): void {
  const path = nulPath(value);
  if (path === undefined) return;
  // The name is shown in the message: without the NUL itself.
  const name = [field ?? '', ...path].filter(Boolean).join('.').replaceAll('\0', '');
  if (!name) throw badRequest(INPUT_MESSAGES.nulInBody);
  throw badRequest(INPUT_MESSAGES.nulInField(name), name);
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/**
 * The path to the first string or key holding NUL; undefined when there is none.
 * Walked with a stack, not recursion: a JSON body may nest deeper than the call stack.
 */
function nulPath(value: unknown): string[] | undefined {
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string' && current.includes('\0')) return pathOf(visit);
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    for (const [key, item] of Object.entries(current)) {
      const child = { value: item, key, parent: visit };
      if (key.includes('\0')) return pathOf(child);
      pending.push(child);
    }
  }
  return undefined;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
}
