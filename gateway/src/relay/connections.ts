import { graphError } from '../errors';
import { decodeCursor, encodeCursor, encodeSeenPrefixes } from './cursors';

/**
 * Relay connections over REST lists, in two functions that every list uses:
 * `toRestPage` turns first/after into REST page/limit/exclude, `toConnection` turns
 * the REST page back into edges, cursors and pageInfo. Clients only ever see opaque
 * cursors; page/limit/exclude stay inside the gateway.
 */

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

/** How a REST list pages. */
export interface ListPaging {
  /**
   * `offset`: stable order; cursors hold positions.
   * `seen`: REST `exclude` removes what was already returned, then page 1 of the rest
   * is asked for each time (CONTRACT.md explorer semantics); cursors hold those ids.
   */
  cursor: 'offset' | 'seen';
  /** `first` when the client sends none (or null). */
  defaultFirst: number;
  /** Largest `first` the REST side accepts (REST `limit`). */
  maxFirst: number;
  /** Largest REST `limit` of a list the api pages, when above `maxFirst` (see `restWindow`). */
  maxLimit?: number;
}

/** At most this many ids travel in a `seen` cursor: the most recent (spec: 1000). */
export const MAX_SEEN = 1000;

/** The REST page to ask for. */
export interface RestPage {
  /** REST `page` (1-based). Always 1 for `seen` lists. */
  page: number;
  /** REST `limit`: the `first` asked for. */
  limit: number;
  /** Items before this page, for lists the gateway slices itself. */
  offset: number;
  /** REST `exclude`: ids already returned by this connection (`seen` lists). */
  exclude: readonly string[];
}

/** `first` as asked, or BAD_USER_INPUT when it is not 1 to `max`: every list is capped. */
export function checkedFirst(first: number, max: number): number {
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw graphError('BAD_USER_INPUT', `"first" debe estar entre 1 y ${max}.`);
  }
  return first;
}

export function toRestPage(args: ConnectionArgs, paging: ListPaging): RestPage {
  const limit = checkedFirst(args.first ?? paging.defaultFirst, paging.maxFirst);
  if (paging.cursor === 'seen') {
    const exclude = args.after ? decodeCursor(args.after, 'seen').seen : [];
    return { page: 1, limit, offset: 0, exclude };
  }
  const offset = args.after ? decodeCursor(args.after, 'offset').offset + 1 : 0;
  // Exact when clients keep `first` constant while paging, as Relay does.
  return { page: Math.floor(offset / limit) + 1, limit, offset, exclude: [] };
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/**
 * One page of a REST list: its items, whether more follow (REST `hasMore`), and how many
 * the whole list holds when the REST side says (REST `total`).
 */
export interface RestPageAnswer<T> {
  items: readonly T[];
  hasMore: boolean;
  total?: number;
}

/** A connection whose REST list knows its size: `totalCount` on every page. */
export interface CountedConnection<T> extends Connection<T> {
  totalCount: number;
}

/**
 * Builds the connection of a REST page. `idOf` names the id a `seen` cursor keeps.
 * The last edge's cursor (= `endCursor`, what Relay pages with) holds every id this
 * connection returned; the other edges' cursors hold only their page's ids up to them,
 * so a page does not carry the whole history fourteen times (up to 1000 ids each).
 * With the REST `total`, the connection carries it as `totalCount`.
 */
export function toConnection<T>(
  answer: RestPageAnswer<T> & { total: number },
  page: RestPage,
  paging: ListPaging,
  idOf: (item: T) => string,
): CountedConnection<T>;
export function toConnection<T>(
  answer: RestPageAnswer<T>,
  page: RestPage,
  paging: ListPaging,
  idOf: (item: T) => string,
): Connection<T>;
export function toConnection<T>(
  answer: RestPageAnswer<T>,
  page: RestPage,
  paging: ListPaging,
  idOf: (item: T) => string,
): Connection<T> | CountedConnection<T> {
  const cursors =
    paging.cursor === 'seen'
      ? seenCursors(page, answer.items.map(idOf))
      : answer.items.map((_, index) => encodeCursor({ kind: 'offset', offset: page.offset + index }));
  const edges = answer.items.map((node, index) => ({ cursor: cursors[index], node }));
  const connection: Connection<T> = {
    edges,
    pageInfo: {
      hasNextPage: answer.hasMore,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? emptyPageCursor(page, paging),
    },
  };
  return answer.total === undefined ? connection : { ...connection, totalCount: answer.total };
}

/** Each edge's cursor holds its page's ids up to it; the last one, every id returned so far. */
function seenCursors(page: RestPage, pageIds: readonly string[]): string[] {
  if (pageIds.length === 0) return [];
  const cursors = encodeSeenPrefixes(pageIds.slice(0, -1));
  cursors.push(encodeCursor({ kind: 'seen', seen: [...page.exclude, ...pageIds].slice(-MAX_SEEN) }));
  return cursors;
}

/** An empty page keeps the cursor it was asked with, so `after: endCursor` stays valid. */
function emptyPageCursor(page: RestPage, paging: ListPaging): string | null {
  if (paging.cursor === 'seen') {
    return page.exclude.length ? encodeCursor({ kind: 'seen', seen: page.exclude }) : null;
  }
  return page.offset > 0 ? encodeCursor({ kind: 'offset', offset: page.offset - 1 }) : null;
}

/** The REST page of a list the api answers whole (the blog): sliced at the page; its total is known. */
export function sliceList<T>(all: readonly T[], page: RestPage): RestPageAnswer<T> & { total: number } {
  const end = page.offset + page.limit;
  return { items: all.slice(page.offset, end), hasMore: end < all.length, total: all.length };
}

/**
 * The REST page of a list the api pages itself (`page`, `limit`) that holds the window
 * [offset, offset + first) of an offset cursor, and where the window starts in it (`skip`).
 * With `first` constant while paging (as Relay does) it is the page of `first` items; a
 * window that straddles two such pages is read from one larger page (`limit` up to the
 * list's maximum); when none holds it whole, the window is cut at the page's end (fewer
 * items, `hasNextPage` true), so a page never costs two calls.
 */
export interface RestWindow {
  page: number;
  limit: number;
  skip: number;
}

export function restWindow(page: RestPage, maxLimit: number): RestWindow {
  const { offset, limit: first } = page;
  for (let size = first; size <= maxLimit; size += 1) {
    const index = Math.floor(offset / size);
    if (Math.floor((offset + first - 1) / size) === index)
      return { page: index + 1, limit: size, skip: offset - index * size };
  }
  const index = Math.floor(offset / first);
  return { page: index + 1, limit: first, skip: offset - index * first };
}

/** The window's items of a REST page read with `restWindow`, and whether more follow them. */
export function windowAnswer<T, A extends RestPageAnswer<T>>(answer: A, window: RestWindow, first: number): A {
  const end = window.skip + first;
  return {
    ...answer,
    items: answer.items.slice(window.skip, end),
    hasMore: answer.hasMore || answer.items.length > end,
  };
}

/**
 * One page of a list the api pages itself: first/after as the REST page that holds it
 * (`restWindow`), read with `fetch(page, limit)`, cut to the window. Hand the result to
 * `toConnection`.
 */
export async function readWindow<A extends RestPageAnswer<unknown>>(
  args: ConnectionArgs,
  paging: ListPaging,
  fetch: (page: number, limit: number) => Promise<A>,
): Promise<{ page: RestPage; answer: A }> {
  const page = toRestPage(args, paging);
  const window = restWindow(page, paging.maxLimit ?? paging.maxFirst);
  return { page, answer: windowAnswer(await fetch(window.page, window.limit), window, page.limit) };
}
