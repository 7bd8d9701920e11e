// The by-ids extensions: several objects of one kind by id, in one call, so the gateway
// batches the refetches of a list's nodes instead of asking for each one.
import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../http/app-type';
import { badRequest } from '../http/errors';
import { errors, parseIdList } from '../schemas/common';
import { ByIdsQuery, MAX_BY_IDS, byIdsAnswer } from '../schemas/by-ids';

interface ByIdsRoute<T extends TSchema> {
  path: string;
  tags: string[];
  summary: string;
  /** Names the answer's list: `{[key]: [...]}`. */
  key: string;
  item: T;
  /** The Spanish refusal for more than MAX_BY_IDS ids. */
  tooMany: string;
  /**
   * The objects of the well-formed ids that exist, in no particular order; `userId`, the
   * signed-in caller of a route that asks for a session (`auth`, `optionalAuth`).
   */
  load(ids: string[], userId: string | null): Promise<unknown[]>;
  /** `auth.required`: the caller's own objects only (an owner's by-ids), refused without a session. */
  auth?: (request: FastifyRequest) => Promise<void>;
  /** `auth.optional`: answers that depend on whether the caller is signed in; a bad token reads as anonymous. */
  optionalAuth?: (request: FastifyRequest) => Promise<void>;
}

type Security = Record<string, string[]>[];

/** The hook and the documented security of a route's session: required, optional or none. */
function sessionOf(route: ByIdsRoute<TSchema>): {
  onRequest: ((request: FastifyRequest) => Promise<void>) | undefined;
  security: Security | undefined;
  refusals: ReturnType<typeof errors>;
} {
  if (route.auth) return { onRequest: route.auth, security: [{ bearerAuth: [] }], refusals: errors(400, 401) };
  if (route.optionalAuth) {
    return { onRequest: route.optionalAuth, security: [{ bearerAuth: [] }, {}], refusals: errors(400) };
  }
  return { onRequest: undefined, security: undefined, refusals: errors(400) };
}

/** GET <path>?ids=a,b: unknown and malformed ids are left out; more than MAX_BY_IDS is 400. */
export function registerByIdsRoute<T extends TSchema>(app: App, route: ByIdsRoute<T>): void {
  const { onRequest, security, refusals } = sessionOf(route);
  app.get(
    route.path,
    {
      ...(onRequest ? { onRequest } : {}),
      schema: {
        tags: route.tags,
        summary: route.summary,
        ...(security ? { security } : {}),
        querystring: ByIdsQuery,
        response: { 200: byIdsAnswer(route.key, route.item), ...refusals },
      },
    },
    async (request) => {
      if (request.query.ids.split(',').length > MAX_BY_IDS) throw badRequest(route.tooMany, 'ids');
      return { [route.key]: await route.load(parseIdList(request.query.ids), request.userId ?? null) };
    },
  );
}
