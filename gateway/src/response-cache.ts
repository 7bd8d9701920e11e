import { createHash } from 'node:crypto';
import {
  createInMemoryCache,
  useResponseCache,
  type BuildResponseCacheKeyFunction,
  type Cache,
} from '@envelop/response-cache';
import { createRedisCache } from '@envelop/response-cache-redis';
import { getOperationAST, Kind, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { GatewayContext } from './context';

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
  'hideReportedItem',
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

/** A document's operations: a query the cache may answer, a mutation, or neither (subscriptions). */
type DocumentKind = 'cacheable read' | 'mutation' | 'other';

const kindOfDocument = new WeakMap<DocumentNode, DocumentKind>();

/**
 * What a document does, worked out once per document (Yoga parses a text once and the trusted
 * documents are parsed at start, so the same text is the same object): a query that never asks
 * for the random explorer may be cached.
 */
function documentKind(document: DocumentNode): DocumentKind {
  let kind = kindOfDocument.get(document);
  if (kind) return kind;
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.some(({ operation }) => operation === 'mutation')) kind = 'mutation';
  else if (operations.every(({ operation }) => operation === 'query') && !asksForExplorer(document))
    kind = 'cacheable read';
  else kind = 'other';
  kindOfDocument.set(document, kind);
  return kind;
}

function asksForExplorer(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field: (field) => {
      if (field.name.value === 'explorer') found = true;
    },
  });
  return found;
}

/** The same key on every replica for the same text and variables (the cache is shared in Redis). */
const cacheKey: BuildResponseCacheKeyFunction = ({ documentString, variableValues, operationName }) =>
  createHash('sha256')
    .update(JSON.stringify([documentString, operationName ?? null, variableValues ?? {}]))
    .digest('hex');

/**
 * The response cache of anonymous reads (issue 20): the same public answer for every visitor
 * (blog, offers, institutions, creatives, a post…) comes from the cache until it expires or a
 * mutation touching its records invalidates it, at once and for every replica when the cache
 * is in Redis. Nothing sent with a token is read from it or put in it, and the explorer's
 * random feed never is. Null when turned off.
 *
 * Every other request skips the plugin altogether: its work (a rewritten document, a walk of
 * the answer, a key hashed) cost a fifth of the gateway's CPU on the explorer page.
 */
export function createResponseCache(config: ResponseCacheConfig): {
  plugins: Plugin<GatewayContext>[];
  /** Whether the cache's Redis answers (readiness); 'off' when the cache is in memory. */
  storeHealth(): Promise<'ok' | 'down' | 'off'>;
  close(): Promise<void>;
} | null {
  if (config.ttlMs <= 0) return null;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  const cache = filingEveryAnswer(redis ? createRedisCache({ redis }) : createInMemoryCache({ max: 1_000 }));
  const responseCache = useResponseCache<YogaInitialContext & GatewayContext>({
    cache,
    ttl: config.ttlMs,
    session: () => null,
    // `extensions.responseCache` ({ hit: true }…) where upstreamCalls is shown: outside production.
    includeExtensionMetadata: config.showHits,
    // Yoga keeps the text it was sent (or the trusted document's id): nothing to print again.
    getDocumentString: ({ contextValue }) => (contextValue as YogaInitialContext).params.query ?? '',
    buildResponseCacheKey: cacheKey,
  });
  return {
    plugins: [
      {
        ...responseCache,
        // Mutations of anyone (they invalidate what they change) and anonymous cacheable reads.
        onExecute: (payload) => {
          const kind = documentKind(payload.args.document);
          const anonymous = payload.args.contextValue.token === null;
          if (kind === 'mutation' || (kind === 'cacheable read' && anonymous))
            return responseCache.onExecute?.(payload);
        },
      },
      useListInvalidation(cache),
    ],
    storeHealth: async () => {
      if (!redis) return 'off';
      if (redis.status !== 'ready') return 'down';
      return redis.ping().then(
        () => 'ok' as const,
        () => 'down' as const,
      );
    },
    close: async () => {
      await redis?.quit();
    },
  };
}

/** After a mutation that changes a public list's members, every cached answer goes. */
function useListInvalidation(cache: Cache): Plugin<GatewayContext> {
  return {
    onExecute: ({ args }) => {
      if (documentKind(args.document) !== 'mutation') return;
      const operation = getOperationAST(args.document, args.operationName);
      const changesLists = operation?.selectionSet.selections.some(
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
