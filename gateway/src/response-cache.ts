import { createRedisCache } from '@envelop/response-cache-redis';
import { createInMemoryCache, useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Redis } from 'ioredis';

export interface ResponseCacheConfig {
  /** How long an anonymous answer is kept unless a change invalidates it sooner; 0 turns the cache off. */
  ttlMs: number;
  /** Keep the answers in this Redis, shared by every replica (and their invalidations); unset: in memory. */
  redisUrl: string | null;
  /** Say in each answer whether it came from the cache (not in production). */
  showHits: boolean;
}

/**
 * The mutations that change which records a public list holds: a new, withdrawn, approved or
 * deleted offer or post, a profile that now matches other filters (its city, its type). A list
 * they change may not name the record at all (it was empty, or filtered it out), so each of
 * them drops every cached answer. Any other mutation drops the answers holding a record its
 * own answer names (the plugin's entity invalidation).
 */
const LIST_CHANGES = new Set([
  'createPost',
  'deletePost',
  'createJobOffer',
  'updateJobOffer',
  'setJobOfferStatus',
  'deleteJobOffer',
  'createEducationalOffer',
  'updateEducationalOffer',
  'setEducationalOfferStatus',
  'deleteEducationalOffer',
  'approveOffer',
  'rejectOffer',
  'updateProfile',
  'uploadProfilePicture',
  'uploadLogo',
  'setInstitutionType',
  'verifyProfessional',
  'deleteAccount',
]);

/** What every cached answer is also filed under, so that a list change can drop them all. */
const EVERY_ANSWER = { typename: 'AnonymousAnswer' };

function filingEveryAnswer(cache: Cache): Cache {
  return {
    get: (key) => cache.get(key),
    set: (key, result, entities, ttl) => cache.set(key, result, [...entities, EVERY_ANSWER], ttl),
    invalidate: (entities) => cache.invalidate(entities),
  };
}

/**
 * The response cache of anonymous reads (issue 20): the same public answer for every visitor
 * (blog, offers, institutions, creatives, a post…) comes from the cache until it expires or a
 * mutation touching its records invalidates it, at once and for every replica when the cache
 * is in Redis. Nothing sent with a token is read from it or put in it, and the explorer's
 * random feed never is. Null when turned off.
 */
export function createResponseCache(config: ResponseCacheConfig): { plugins: Plugin[]; close(): Promise<void> } | null {
  if (config.ttlMs <= 0) return null;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  const cache = filingEveryAnswer(redis ? createRedisCache({ redis }) : createInMemoryCache({ max: 1_000 }));
  return {
    plugins: [
      useResponseCache({
        cache,
        ttl: config.ttlMs,
        session: () => null,
        // `extensions.responseCache` ({ hit: true }…) where upstreamCalls is shown: outside production.
        includeExtensionMetadata: config.showHits,
        enabled: (request) => !request.headers.has('authorization'),
        ttlPerSchemaCoordinate: { 'Query.explorer': 0 },
      }),
      useListInvalidation(cache),
    ],
    close: async () => {
      await redis?.quit();
    },
  };
}

/** After a mutation that changes a public list's members, every cached answer goes. */
function useListInvalidation(cache: Cache): Plugin {
  return {
    onExecute: ({ args }) => {
      const document: DocumentNode = args.document;
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      if (operation?.operation !== 'mutation') return;
      const changesLists = operation.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && LIST_CHANGES.has(selection.name.value),
      );
      if (!changesLists) return;
      return {
        onExecuteDone: async () => {
          await cache.invalidate([EVERY_ANSWER]);
        },
      };
    },
  };
}
