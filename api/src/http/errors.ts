// Refusals: every one is a 4xx with a Spanish `error` (and, for form fields, `field`),
// except ServerBusy's 503 when the api has too many images to process. Models and
// services refuse without HTTP (domain/refusals.ts); their refusals get a status here.
import type { Duplex } from 'node:stream';
import type { Refusal, RefusalKind } from '../domain/refusals';
import { API_SECURITY_HEADERS } from './security-headers';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.statusCode = statusCode;
    this.field = field;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);

export const MESSAGES = {
  notAuthenticated: 'No autorizado. Inicia sesión para continuar.',
  invalidSession: 'Sesión no válida. Inicia sesión de nuevo.',
  routeNotFound: 'Ruta no encontrada.',
  unexpected: 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.',
  invalidRequest: 'La solicitud no es válida.',
  fileTooLarge: 'El archivo es demasiado grande.',
} as const;

/** Seconds a client is asked to wait when the api is busy with images (ServerBusy). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * 503 with `Retry-After`: the api has as many images to process as it takes at once
 * (services/image-queue.ts). Nothing was stored; the same request may be sent again.
 */
export class ServerBusy extends HttpError {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor(message: string) {
    super(503, message);
  }
}

const REFUSAL_STATUS: Record<Exclude<RefusalKind, 'busy'>, number> = {
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
};

/** A model's or service's refusal as the answer it gets: same message, same field. */
export function refusalAnswer(refusal: Refusal): HttpError {
  if (refusal.kind === 'busy') return new ServerBusy(refusal.message);
  return new HttpError(REFUSAL_STATUS[refusal.kind], refusal.message, refusal.field);
}

export const unauthenticated = () => new HttpError(401, MESSAGES.notAuthenticated);
export const invalidSession = () => new HttpError(401, MESSAGES.invalidSession);

/**
 * Spanish text for the 4xx errors Fastify and its plugins raise themselves
 * (malformed JSON, oversized bodies, wrong content types, multipart limits).
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida.',
  FST_REQ_FILE_TOO_LARGE: MESSAGES.fileTooLarge,
  FST_PARTS_LIMIT: 'La solicitud tiene demasiadas partes.',
  FST_FILES_LIMIT: 'Solo se admite un archivo.',
  FST_FIELDS_LIMIT: 'La solicitud tiene demasiados campos.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'La solicitud debe enviarse como multipart/form-data.',
  FST_PROTO_VIOLATION: 'La solicitud no es válida.',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida.',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.invalidRequest,
  401: MESSAGES.notAuthenticated,
  403: 'No tienes permiso para realizar esta acción.',
  404: MESSAGES.routeNotFound,
  405: 'Método no permitido.',
  406: 'Formato de respuesta no admitido.',
  413: 'La solicitud es demasiado grande.',
  415: 'Tipo de contenido no admitido.',
  429: 'Demasiadas solicitudes. Inténtalo de nuevo en unos minutos.',
};

export function frameworkMessage(code: string | undefined, statusCode: number): string {
  return (code && FRAMEWORK_MESSAGES[code]) || STATUS_MESSAGES[statusCode] || MESSAGES.invalidRequest;
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a raw non-ASCII URL,
 * request heads over the limit, broken syntax) still get a Spanish JSON answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'La solicitud es demasiado grande.']
      : [400, 'Bad Request', MESSAGES.invalidRequest];
  const body = JSON.stringify({ error: message });
  const security = Object.entries(API_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n${security.join('')}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
