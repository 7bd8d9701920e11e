import DataLoader from 'dataloader';
import { RestError } from '../errors';
import { windowAnswer, type RestPageAnswer } from '../relay/connections';

/**
 * The shapes of REST reads, as per-request loaders (dedupe + per-request cache).
 * Each domain's loaders.ts declares one loader per REST path with one of these.
 */

/** A REST path keyed by one value (a page query, a category). */
export function keyedLoader<K, V>(
  fetch: (key: K) => Promise<V>,
  cacheKey?: (key: K) => string,
): DataLoader<K, V, string | K> {
  return new DataLoader<K, V, string | K>((keys) => Promise.all(keys.map(settle(fetch))), {
    cacheKeyFn: cacheKey,
    // Keys of these paths are fetched one call each, so there is nothing to batch.
    batch: false,
  });
}

/** Which page of a REST list, of what size, beside the list's own filters. */
// A type, not an interface: page keys are also REST query objects, which need an index signature.
export type PageKey = { page: number; limit: number };

/** The list a page key reads, whatever its page and size. */
const listOf = ({ page: _page, limit: _limit, ...filters }: PageKey): string => JSON.stringify(filters);

/**
 * A REST list read by pages. The first pages of one list asked in one tick at different
 * sizes (a screen's page and the count beside it, `first: 1`) cost one call of the largest
 * size, each answered its part of it; any other page is a call of its own.
 */
export function pageLoader<K extends PageKey, A extends RestPageAnswer<unknown>>(
  fetch: (key: K) => Promise<A>,
  listKey: (key: K) => string = listOf,
): DataLoader<K, A, string> {
  const read = settle(fetch);
  return new DataLoader<K, A, string>(
    async (keys) => {
      // Each list's largest first page asked in this tick, then one call for it.
      const largest = new Map<string, K>();
      for (const key of keys) {
        const list = listKey(key);
        if (key.page === 1 && key.limit > (largest.get(list)?.limit ?? 0)) largest.set(list, key);
      }
      const widest = new Map([...largest].map(([list, key]) => [list, read(key)]));
      return Promise.all(
        keys.map(async (key) => {
          const first = key.page === 1 && widest.get(listKey(key));
          if (!first) return read(key);
          const answer = await first;
          return answer instanceof Error
            ? answer
            : windowAnswer(answer, { page: 1, limit: key.limit, skip: 0 }, key.limit);
        }),
      );
    },
    {
      cacheKeyFn: (key) => `${listKey(key)}|${key.page}|${key.limit}`,
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
    },
  );
}

/** A REST path answering many ids in one call; ids it leaves out do not exist. */
export function batchLoader<V extends { _id: string }>(
  fetchMany: (ids: readonly string[]) => Promise<V[]>,
  maxBatchSize: number,
): DataLoader<string, V | null> {
  return new DataLoader(
    async (ids: readonly string[]) => {
      const found = new Map((await fetchMany(ids)).map((item) => [item._id, item]));
      return ids.map((id) => found.get(id) ?? null);
    },
    // setImmediate instead of the default microtask tick: fields resolved at
    // different promise depths (an explorer page's authors) still share one batch.
    { maxBatchSize, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
}

/**
 * A REST resource read one object by id, whose whole list is also one call (the blog):
 * a lone id reads its object (404 = null), several ids in one tick read the list once.
 */
export function byIdOrListLoader<V extends { _id: string }>(
  fetchOne: (id: string) => Promise<V>,
  fetchAll: () => Promise<readonly V[]>,
): DataLoader<string, V | null> {
  return new DataLoader(
    async (ids: readonly string[]) => {
      if (ids.length === 1) return [await fetchOne(ids[0]!).catch(nullIfNotFound)];
      const found = new Map((await fetchAll()).map((item) => [item._id, item]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
}

/** A REST path without parameters (a whole list, the viewer): fetched once per request. */
export class OnceLoader<V> {
  private value: Promise<V> | null = null;
  constructor(private readonly fetch: () => Promise<V>) {}

  load(): Promise<V> {
    this.value ??= this.fetch();
    return this.value;
  }

  /** The answer if it was asked for in this request (in flight or in hand), else null: no call. */
  current(): Promise<V> | null {
    return this.value;
  }

  /** Records an answer obtained another way (a mutation's result). */
  prime(value: V): void {
    this.value = Promise.resolve(value);
  }

  /** Forgets the answer (a mutation changed it): the next load asks again. */
  clear(): void {
    this.value = null;
  }
}

/** A 404 read as "there is none". */
export function nullIfNotFound(error: unknown): null {
  if (error instanceof RestError && error.status === 404) return null;
  throw error;
}

/** DataLoader wants an Error per failed key rather than a rejected batch. */
function settle<K, V>(fetch: (key: K) => Promise<V>) {
  return (key: K): Promise<V | Error> =>
    fetch(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
}
