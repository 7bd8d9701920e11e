import { GraphQLRequestError } from '../../../lib/relay/environment';

/**
 * Whether a failed load means the server could not be reached: fetch rejects with a
 * TypeError when the network is down, an unreachable gateway answers something that is
 * not JSON, and the gateway reports an unreachable REST api as UPSTREAM_UNAVAILABLE.
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof GraphQLRequestError) return error.code === 'UPSTREAM_UNAVAILABLE';
  return error instanceof TypeError || error instanceof SyntaxError;
}
