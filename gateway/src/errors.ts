import { GraphQLError } from 'graphql';
import { createGraphQLError, maskError as maskUnexpectedError, type MaskError, type YogaLogger } from 'graphql-yoga';
import type { Log } from './log';
import { cleanRequestError, cleanVariableError } from './http/request-errors';

/** The `extensions.code` values of ARCHITECTURE.md principle 2. */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'UPSTREAM_UNAVAILABLE';

export const UPSTREAM_UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Inténtalo de nuevo más tarde.';

/** A REST refusal (4xx): the api answered, and said no. */
export class RestError extends Error {
  override readonly name = 'RestError';
  constructor(
    readonly status: number,
    message: string,
    /** The payload field at fault (CONTRACT.md extension), when the api names one. */
    readonly field: string | null,
    /** Method and path of the call, for logs. */
    readonly call: string,
  ) {
    super(message);
  }
}

/**
 * A refusal the gateway makes itself, in the api's words, where asking the api would only
 * cost it the work (a file over the api's limit): a `userErrors` entry like the api's own.
 */
export class GatewayRefusal extends Error {
  override readonly name = 'GatewayRefusal';
  constructor(
    message: string,
    /** The field at fault, as the api would name it. */
    readonly field: string | null,
  ) {
    super(message);
  }
}

/** The api could not be reached, timed out, or failed (5xx). */
export class UpstreamUnavailableError extends Error {
  override readonly name = 'UpstreamUnavailableError';
  constructor(
    readonly call: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${call}: ${reason}`, options);
  }
}

/** A GraphQL error the client may see and act on. */
export function graphError(code: ErrorCode, message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code } });
}

/** A mutation that needs a token, asked without one: refused before any REST call. */
export function signInRequired(): GraphQLError {
  return graphError('UNAUTHENTICATED', 'No autorizado. Inicia sesión para continuar.');
}

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'BAD_USER_INPUT',
  // The api is busy with images (its own Spanish message): the same call may be tried again soon.
  503: 'UPSTREAM_UNAVAILABLE',
};

export const TOO_LONG_MESSAGE = 'Un identificador o un texto de la consulta es demasiado largo.';

/**
 * Refusals of a URL the api cannot take (414 URI too long, 431 header fields too large):
 * an id or text from the query is too long. The api's own words there are not Spanish.
 */
const TOO_LONG_STATUSES = new Set([414, 431]);

/**
 * What a failed REST call means to a client: the code and the message to show.
 * Other refusals (405, 409, 413…) are not something a query can cause on purpose;
 * they are gateway bugs and stay masked.
 */
function classify(error: unknown): { code: ErrorCode; message: string } | null {
  if (error instanceof UpstreamUnavailableError) {
    return { code: 'UPSTREAM_UNAVAILABLE', message: UPSTREAM_UNAVAILABLE_MESSAGE };
  }
  if (error instanceof RestError && TOO_LONG_STATUSES.has(error.status)) {
    return { code: 'BAD_USER_INPUT', message: TOO_LONG_MESSAGE };
  }
  if (error instanceof RestError) {
    const code = codeByStatus[error.status];
    return code ? { code, message: error.message } : null;
  }
  return null;
}

/**
 * Yoga's maskError, taught about REST failures: a RestError or an
 * UpstreamUnavailableError thrown by a resolver becomes a coded GraphQL error at the
 * field's path (so siblings still resolve); requests refused as a whole get their clean
 * Spanish form (http/request-errors.ts); anything else unexpected is masked.
 */
export const maskError: MaskError = (error, message, isDev) => {
  const clean = cleanClientError(error);
  if (clean) return clean;
  const original = error instanceof GraphQLError ? error.originalError : error;
  const known = classify(original);
  if (!known) return maskUnexpectedError(error, message, isDev);
  const located = error instanceof GraphQLError ? error : undefined;
  return createGraphQLError(known.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: { code: known.code },
  });
};

/** The clean form of a request the client got wrong, or null for anything else. */
function cleanClientError(error: unknown): GraphQLError | null {
  return error instanceof GraphQLError ? (cleanRequestError(error) ?? cleanVariableError(error)) : null;
}

/**
 * Yoga logs every error that maskError replaces. A REST refusal or a malformed request
 * is an answer, not a fault (debug); an unreachable api is worth one warning line
 * without a stack; anything else stays an error with its stack.
 */
export function createGatewayLogger(log: Log): YogaLogger {
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      if (first instanceof Error) log[level](first.message, { err: first });
      else log[level](String(first), rest.length ? { details: rest.map(String) } : {});
    };
  const error = (...args: unknown[]) => {
    const original = args[0] instanceof GraphQLError ? args[0].originalError : args[0];
    if (original instanceof UpstreamUnavailableError) return log.warn(`api: ${original.message}`);
    if (classify(original) || cleanClientError(args[0])) return log.debug(String(original ?? args[0]));
    const failure = original instanceof Error ? original : args[0];
    log.error('unexpected error', { err: failure instanceof Error ? failure : String(failure) });
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error };
}

/** A validation problem the user can fix (the `UserError` graph type). */
export interface UserErrorDTO {
  field: string | null;
  message: string;
}

/**
 * Turns the REST refusals a mutation expects (e.g. 400/409 with `{error, field?}`), and
 * the gateway's own refusals in their stead, into `userErrors`; anything else is
 * rethrown for maskError to handle.
 */
export function userErrorsFrom(error: unknown, statuses: readonly number[]): UserErrorDTO[] {
  if ((error instanceof RestError && statuses.includes(error.status)) || error instanceof GatewayRefusal) {
    return [{ field: error.field, message: error.message }];
  }
  throw error;
}

/**
 * Runs the REST call of a mutation: expected refusals (`refusals`, HTTP statuses) become
 * the payload's `userErrors` next to its `failed` fields; anything else is rethrown.
 */
export async function withUserErrors<P extends object>(
  refusals: readonly number[],
  run: () => Promise<P>,
  failed: P,
): Promise<P & { userErrors: UserErrorDTO[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    return { ...failed, userErrors: userErrorsFrom(error, refusals) };
  }
}

/**
 * A value the REST contract promises; its absence is an api bug, reported as an
 * unexpected (masked) error rather than as made-up data.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`REST answer without ${what}`);
  return value;
}
