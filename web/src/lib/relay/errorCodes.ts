import { GraphQLRequestError } from './environment';

/** The `extensions.code` values the gateway sends (ARCHITECTURE.md principle 2). */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'UPSTREAM_UNAVAILABLE';

// Errors whose message the gateway takes from the api's Spanish answer; the others are
// masked English ("Unexpected error.") and get the screen's own text instead.
const SPANISH_MESSAGE_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
]);

/**
 * The code of a failure: a request that failed as a whole (a GraphQLRequestError), or one
 * field's error that `@catch` kept next to the data (a plain `{ message, extensions }`).
 */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof GraphQLRequestError) return error.code;
  const code = (error as { extensions?: { code?: unknown } } | null | undefined)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The gateway refused the stored token (or the call needs one). */
export function isUnauthenticated(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED';
}

/** What was asked for does not exist (or is not visible to this visitor). */
export function isNotFound(error: unknown): boolean {
  return errorCode(error) === 'NOT_FOUND';
}

/**
 * Whether a failed load means the server could not be reached: fetch rejects with a
 * TypeError when the network is down, an unreachable gateway answers something that is
 * not JSON, and the gateway reports an unreachable REST api as UPSTREAM_UNAVAILABLE.
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof GraphQLRequestError) return error.code === 'UPSTREAM_UNAVAILABLE';
  return error instanceof TypeError || error instanceof SyntaxError;
}

/** Whether the error's message is the server's Spanish text, fit to show as it is. */
export function hasSpanishMessage(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && SPANISH_MESSAGE_CODES.has(code);
}
