// The by-ids extensions' query and answer (routes/by-ids.ts): several objects of one kind by id.
import { Type, type TSchema } from '@sinclair/typebox';

/** More than a page of any list the gateway batches, and a query string a proxy still takes. */
export const MAX_BY_IDS = 100;

export const ByIdsQuery = Type.Object({
  ids: Type.String({ description: `Comma list of ids (at most ${MAX_BY_IDS}).` }),
});

/** The answer `{[key]: [...]}`: the objects found, in no particular order. */
export const byIdsAnswer = <T extends TSchema>(key: string, item: T) => Type.Object({ [key]: Type.Array(item) });
