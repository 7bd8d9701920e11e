import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header that names a request across the balancer, the gateway and the api (issue 23). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a balancer or client may send as an id: short, and nothing a log line could trip on. */
const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: the one a balancer (or client) sent when it looks like one, else a new
 * one. It is written back on the request, so every layer (GraphQL context, proxied calls)
 * reads the same, and on the answer, so a person reporting a problem can quote it.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

/** The id `assignRequestId` gave the request. */
export function requestIdOf(req: IncomingMessage): string {
  const id = req.headers[REQUEST_ID_HEADER];
  return typeof id === 'string' ? id : randomUUID();
}
