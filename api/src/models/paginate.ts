// Paging in SQL, in one place: OFFSET and LIMIT of a page, and the size of the whole
// list counted by the database.
import { sql, type SelectQueryBuilder } from 'kysely';
import { pageInfo, type PageInfo, type PageRequest } from '../schemas/common';

export interface Page<T> {
  items: T[];
  info: PageInfo;
}

const offsetOf = (request: PageRequest) => (request.page - 1) * request.limit;

/** The rows of one page of an ordered query. */
export function pageSlice<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, request: PageRequest) {
  return rows.offset(offsetOf(request)).limit(request.limit);
}

/** The number of rows a query selects: its selection and order replaced by count(*). */
async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(({ cast, fn }) => cast<number>(fn.countAll(), 'integer').as('total'))
    // The selection is known; the generic table types only keep the compiler from seeing it.
    .$castTo<{ total: number }>()
    .executeTakeFirstOrThrow();
  return row.total;
}

/**
 * One page of `rows` (filtered and ordered) with the size of the whole list. `countFrom`
 * is the same list without the joins only the answer needs, when counting them would
 * cost; by default `rows` itself is counted.
 */
export async function paginate<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB, CO>(
  rows: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  countFrom?: SelectQueryBuilder<CDB, CTB, CO>,
): Promise<Page<O>> {
  const [items, total] = await Promise.all([
    pageSlice(rows, request).execute(),
    countFrom ? countRows(countFrom) : countRows(rows),
  ]);
  return { items, info: pageInfo(total, request) };
}

/**
 * One page and whether another follows, told by reading one row more: for lists whose
 * total nobody needs (the explorer feeds, a user's posts).
 */
export async function pageWithoutCount<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
): Promise<{ items: O[]; hasMore: boolean }> {
  const found = await rows
    .offset(offsetOf(request))
    .limit(request.limit + 1)
    .execute();
  return { items: found.slice(0, request.limit), hasMore: found.length > request.limit };
}

/** The paging of a list the spec answers whole (extension): given `limit`, one page of it. */
export interface WholeListOrPageRequest {
  page?: number | undefined;
  limit?: number | undefined;
}

/** The page asked for, or null for the whole list. */
export function requestedPage(request: WholeListOrPageRequest): PageRequest | null {
  return request.limit === undefined ? null : { page: request.page ?? 1, limit: request.limit };
}

/** What a limited search finds: its first rows, and how many rows match in all. */
export interface Found<T> {
  items: T[];
  total: number;
}

/**
 * The number of rows a query matches before its LIMIT, selected on every row it answers
 * (a window count: no second statement).
 */
export const matchCount = sql<number>`(count(*) over ())::int`;

/** The rows of a limited query that selected `matchCount` as `total`, mapped, with that total. */
export function found<R extends { total: number }, T>(rows: R[], map: (row: R) => T): Found<T> {
  return { items: rows.map(map), total: rows[0]?.total ?? 0 };
}
