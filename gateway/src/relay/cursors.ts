import { graphError } from '../errors';

/**
 * What a cursor remembers, for the two kinds of REST lists:
 * - `offset`: position of an edge in a list with a stable order (blog);
 * - `seen`: ids this connection already returned, sent back as REST `exclude`
 *   (explorer feeds, whose order is random and whose pages are "page 1 of the rest").
 */
export type CursorState =
  | { kind: 'offset'; offset: number }
  | { kind: 'seen'; seen: readonly string[] }
  /** `key`: the last item returned, for lists the api pages by keyset (notifications). */
  | { kind: 'key'; key: string };

/*
 * Binary layout, then base64url (opaque, URL-safe, compact):
 *   0x01 uint32            offset
 *   0x02 (16 bytes)*       seen ids that are all lowercase UUIDs (the api's ids):
 *                          16 bytes each instead of 36 characters of text
 *   0x03 utf8 "a,b,c"      seen ids of any other shape
 *   0x04 (16 bytes)        key: the id (a lowercase UUID) of the last item returned
 * The seen list can hold 1000 ids, so its size matters: it travels with every page.
 */
const OFFSET = 0x01;
const SEEN_UUIDS = 0x02;
const SEEN_TEXT = 0x03;
const KEY = 0x04;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(state: CursorState): string {
  return bytesOf(state).toString('base64url');
}

function bytesOf(state: CursorState): Buffer {
  if (state.kind === 'offset') {
    const bytes = Buffer.alloc(5);
    bytes.writeUInt8(OFFSET, 0);
    bytes.writeUInt32BE(state.offset, 1);
    return bytes;
  }
  if (state.kind === 'key') {
    if (!UUID.test(state.key)) throw new Error(`a key cursor holds a UUID, not ${JSON.stringify(state.key)}`);
    const bytes = packedUuids([state.key]);
    bytes[0] = KEY;
    return bytes;
  }
  if (state.seen.every((id) => UUID.test(id))) return packedUuids(state.seen);
  return Buffer.concat([Buffer.of(SEEN_TEXT), Buffer.from(state.seen.join(','), 'utf8')]);
}

function packedUuids(ids: readonly string[]): Buffer {
  const bytes = Buffer.alloc(1 + 16 * ids.length);
  bytes[0] = SEEN_UUIDS;
  ids.forEach((id, index) => bytes.write(id.replaceAll('-', ''), 1 + 16 * index, 'hex'));
  return bytes;
}

/**
 * The `seen` cursors of each start of `ids` (the first id, the first two, …), as
 * `encodeCursor` makes them: a page's edges, whose ids are packed once for all of them.
 */
export function encodeSeenPrefixes(ids: readonly string[]): string[] {
  if (!ids.every((id) => UUID.test(id))) {
    return ids.map((_, index) => encodeCursor({ kind: 'seen', seen: ids.slice(0, index + 1) }));
  }
  const bytes = packedUuids(ids);
  return ids.map((_, index) => bytes.subarray(0, 1 + 16 * (index + 1)).toString('base64url'));
}

/** Reads a cursor this gateway made for the same kind of list, or throws BAD_USER_INPUT. */
export function decodeCursor<K extends CursorState['kind']>(
  cursor: string,
  kind: K,
): Extract<CursorState, { kind: K }> {
  const state = /^[A-Za-z0-9_-]+$/.test(cursor) ? stateOf(Buffer.from(cursor, 'base64url')) : null;
  if (!state || state.kind !== kind || encodeCursor(state) !== cursor) {
    throw graphError('BAD_USER_INPUT', `El cursor no es válido: ${JSON.stringify(cursor)}.`);
  }
  return state as Extract<CursorState, { kind: K }>;
}

function stateOf(bytes: Buffer): CursorState | null {
  const body = bytes.subarray(1);
  switch (bytes[0]) {
    case OFFSET:
      return body.length === 4 ? { kind: 'offset', offset: body.readUInt32BE(0) } : null;
    case SEEN_UUIDS:
      return body.length % 16 === 0 ? { kind: 'seen', seen: uuidsOf(body) } : null;
    case SEEN_TEXT:
      return { kind: 'seen', seen: body.length ? body.toString('utf8').split(',') : [] };
    case KEY:
      return body.length === 16 ? { kind: 'key', key: uuidsOf(body)[0] as string } : null;
    default:
      return null;
  }
}

function uuidsOf(body: Buffer): string[] {
  const ids: string[] = [];
  for (let start = 0; start < body.length; start += 16) {
    const hex = body.subarray(start, start + 16).toString('hex');
    ids.push(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`);
  }
  return ids;
}
