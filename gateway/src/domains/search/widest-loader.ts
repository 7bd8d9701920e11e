import DataLoader from 'dataloader';

/** A read of a list that the REST side answers at any size up to a limit. */
export interface SizedKey {
  text: string;
  limit: number;
}

/**
 * A REST path keyed by a text and answering lists of up to `limit` items (the search): reads
 * of one text in the same tick share one call at the largest limit among them, each reader
 * slicing what it needs. So the four groups of a search, whatever sizes they ask for, cost
 * one call.
 */
export function widestLoader<V>(fetch: (text: string, limit: number) => Promise<V>): DataLoader<SizedKey, V, string> {
  return new DataLoader<SizedKey, V, string>(
    async (keys) => {
      const widest = new Map<string, number>();
      for (const { text, limit } of keys) widest.set(text, Math.max(widest.get(text) ?? 0, limit));
      const answers = new Map([...widest].map(([text, limit]) => [text, fetch(text, limit).catch(asError)]));
      return Promise.all(keys.map((key) => answers.get(key.text)!));
    },
    {
      cacheKeyFn: ({ text, limit }) => `${limit}:${text}`,
      // As batchLoader: resolvers at different promise depths still share one call.
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
    },
  );
}

/** DataLoader wants an Error per failed key rather than a rejected batch. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
