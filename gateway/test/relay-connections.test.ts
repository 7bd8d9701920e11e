import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import {
  MAX_SEEN,
  sliceList,
  toConnection,
  toRestPage,
  type ListPaging,
  restWindow,
  windowAnswer,
} from '../src/relay/connections';
import { decodeCursor, encodeCursor, encodeSeenPrefixes } from '../src/relay/cursors';

const SEEN: ListPaging = { cursor: 'seen', defaultFirst: 14, maxFirst: 50 };
const OFFSET: ListPaging = { cursor: 'offset', defaultFirst: 12, maxFirst: 50 };

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: uuid(from + i) }));

function codeOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof GraphQLError ? error.extensions.code : error;
  }
  return 'no error';
}

describe('toRestPage', () => {
  it('asks a seen-list for page 1, limit first, excluding nothing at first', () => {
    expect(toRestPage({}, SEEN)).toEqual({ page: 1, limit: 14, offset: 0, exclude: [] });
    expect(toRestPage({ first: 5, after: null }, SEEN)).toEqual({ page: 1, limit: 5, offset: 0, exclude: [] });
  });

  it('turns a seen cursor back into REST exclude, still page 1', () => {
    const page = toRestPage({}, SEEN);
    const connection = toConnection({ items: items(0, 14), hasMore: true }, page, SEEN, (item) => item.id);
    const next = toRestPage({ first: 14, after: connection.pageInfo.endCursor }, SEEN);
    expect(next).toEqual({ page: 1, limit: 14, offset: 0, exclude: items(0, 14).map((item) => item.id) });
  });

  it('turns an offset cursor into the next offset and page', () => {
    const first = toRestPage({ first: 12 }, OFFSET);
    const connection = toConnection(sliceList(items(0, 30), first), first, OFFSET, (item) => item.id);
    expect(toRestPage({ first: 12, after: connection.pageInfo.endCursor }, OFFSET)).toEqual({
      page: 2,
      limit: 12,
      offset: 12,
      exclude: [],
    });
  });

  it.each([0, -1, 51, 2.5])('refuses first=%s with BAD_USER_INPUT', (first) => {
    expect(codeOf(() => toRestPage({ first }, SEEN))).toBe('BAD_USER_INPUT');
  });

  it('refuses garbage and cursors of the other kind of list', () => {
    expect(codeOf(() => toRestPage({ after: 'nope' }, SEEN))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => toRestPage({ after: encodeCursor({ kind: 'offset', offset: 3 }) }, SEEN))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(() => toRestPage({ after: encodeCursor({ kind: 'seen', seen: [] }) }, OFFSET))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('toConnection', () => {
  it('gives the last edge of a seen-list every id returned, and the others their page up to them', () => {
    const page = toRestPage({ first: 3, after: encodeCursor({ kind: 'seen', seen: [uuid(99)] }) }, SEEN);
    const connection = toConnection({ items: items(0, 3), hasMore: false }, page, SEEN, (item) => item.id);
    const seenAt = (index: number) => decodeCursor(connection.edges[index]!.cursor, 'seen').seen;
    expect(seenAt(0)).toEqual([uuid(0)]);
    expect(seenAt(1)).toEqual([uuid(0), uuid(1)]);
    expect(seenAt(2)).toEqual([uuid(99), uuid(0), uuid(1), uuid(2)]);
    expect(connection.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: connection.edges[0]!.cursor,
      endCursor: connection.edges[2]!.cursor,
    });
  });

  it(`keeps only the ${MAX_SEEN} most recent ids`, () => {
    const seen = items(0, MAX_SEEN).map((item) => item.id);
    const page = toRestPage({ first: 2, after: encodeCursor({ kind: 'seen', seen }) }, SEEN);
    const connection = toConnection({ items: items(5000, 2), hasMore: true }, page, SEEN, (item) => item.id);
    const kept = decodeCursor(connection.pageInfo.endCursor!, 'seen').seen;
    expect(kept).toHaveLength(MAX_SEEN);
    expect(kept.slice(-2)).toEqual([uuid(5000), uuid(5001)]);
    expect(kept[0]).toBe(uuid(2));
  });

  it('packs UUIDs into 16 bytes each (about 22 characters of cursor per id)', () => {
    const cursor = encodeCursor({ kind: 'seen', seen: items(0, 1000).map((item) => item.id) });
    expect(cursor.length).toBeLessThan(21_400);
  });

  it('keeps ids of any other shape as text', () => {
    const cursor = encodeCursor({ kind: 'seen', seen: ['a1', 'b2'] });
    expect(decodeCursor(cursor, 'seen').seen).toEqual(['a1', 'b2']);
  });

  it('numbers offset edges from the page offset and slices whole lists', () => {
    const page = toRestPage({ first: 2, after: encodeCursor({ kind: 'offset', offset: 1 }) }, OFFSET);
    const answer = sliceList(items(0, 5), page);
    expect(answer).toEqual({ items: items(2, 2), hasMore: true, total: 5 });
    const connection = toConnection(answer, page, OFFSET, (item) => item.id);
    expect(connection.edges.map((edge) => decodeCursor(edge.cursor, 'offset').offset)).toEqual([2, 3]);
    expect(connection.totalCount).toBe(5);
  });

  it('carries the REST total as totalCount, and none where REST gives none', () => {
    const page = toRestPage({ first: 2 }, SEEN);
    const counted = toConnection({ items: items(0, 2), hasMore: true, total: 40 }, page, SEEN, (item) => item.id);
    expect(counted.totalCount).toBe(40);
    const uncounted = toConnection({ items: items(0, 2), hasMore: true }, page, SEEN, (item) => item.id);
    expect('totalCount' in uncounted).toBe(false);
  });

  it('keeps the asked cursor as endCursor of an empty page', () => {
    const after = encodeCursor({ kind: 'seen', seen: [uuid(1)] });
    const page = toRestPage({ after }, SEEN);
    const connection = toConnection({ items: [], hasMore: false }, page, SEEN, (item: { id: string }) => item.id);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: after });
  });
});

describe('encodeSeenPrefixes', () => {
  it("makes each start's cursor as encodeCursor does, for the api's ids and for others", () => {
    for (const ids of [items(0, 14).map((item) => item.id), ['a1', 'b2', uuid(3)]]) {
      expect(encodeSeenPrefixes(ids)).toEqual(
        ids.map((_, index) => encodeCursor({ kind: 'seen', seen: ids.slice(0, index + 1) })),
      );
    }
  });
});

describe('REST exclude budget', () => {
  it('sends the whole 1000-id memory, and only the most recent ids that fit a smaller budget', async () => {
    const { EXCLUDE_BUDGET_BYTES, recentThatFit } = await import('../src/domains/explorer/rest');
    const seen = items(0, MAX_SEEN).map((item) => item.id);
    expect(recentThatFit(seen)).toEqual(seen);
    const budget = 14 * 1024;
    const sent = recentThatFit(seen, budget);
    expect(sent.join(',').length).toBeLessThanOrEqual(budget);
    expect(sent.length).toBe(Math.floor((budget + 1) / 37));
    expect(sent.at(-1)).toBe(seen.at(-1));
    expect(seen.join(',').length).toBeLessThanOrEqual(EXCLUDE_BUDGET_BYTES);
    expect(recentThatFit(seen.slice(0, 14))).toEqual(seen.slice(0, 14));
    expect(recentThatFit(['a', 'b', 'c'], 3)).toEqual(['b', 'c']);
  });
});

describe('restWindow: a page of a list the api pages, in one REST call', () => {
  const page = (offset: number, limit: number) => ({ page: 0, limit, offset, exclude: [] });

  it('is the REST page of `first` items while `first` stays the same', () => {
    expect(restWindow(page(0, 10), 50)).toEqual({ page: 1, limit: 10, skip: 0 });
    expect(restWindow(page(20, 10), 50)).toEqual({ page: 3, limit: 10, skip: 0 });
  });

  it('reads a window that straddles two such pages from one larger page', () => {
    // 3 then 5: items 3–7 are on page 1 of 8.
    expect(restWindow(page(3, 5), 50)).toEqual({ page: 1, limit: 8, skip: 3 });
    const items = Array.from({ length: 8 }, (_, index) => index);
    expect(windowAnswer({ items, hasMore: true }, { page: 1, limit: 8, skip: 3 }, 5)).toEqual({
      items: [3, 4, 5, 6, 7],
      hasMore: true,
    });
  });

  it('cuts the window at its page when no page up to the maximum holds it, with more to come', () => {
    const window = restWindow(page(1001, 50), 50);
    expect(window).toEqual({ page: 21, limit: 50, skip: 1 });
    const items = Array.from({ length: 50 }, (_, index) => 1000 + index);
    const answer = windowAnswer({ items, hasMore: false }, window, 50);
    expect(answer.items).toEqual(items.slice(1));
    expect(answer.hasMore).toBe(false);
    expect(windowAnswer({ items, hasMore: true }, window, 50).hasMore).toBe(true);
  });

  it('says more follow when the larger page holds items past the window', () => {
    const items = Array.from({ length: 8 }, (_, index) => index);
    expect(windowAnswer({ items, hasMore: false }, { page: 1, limit: 8, skip: 2 }, 5).hasMore).toBe(true);
  });
});
