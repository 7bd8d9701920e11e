import { graphError } from '../errors';

/** The graph types that implement Node. */
export const NODE_TYPES = ['User', 'Post', 'Article', 'Magazine'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export interface ResolvedGlobalId {
  type: NodeType;
  internalID: string;
}

/** Opaque global ID: base64 of `Type:internalID` (Relay's convention). */
export function toGlobalId(type: NodeType, internalID: string): string {
  return Buffer.from(`${type}:${internalID}`, 'utf8').toString('base64');
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function isNodeType(name: string): name is NodeType {
  return (NODE_TYPES as readonly string[]).includes(name);
}

/**
 * Reads a global ID, or throws BAD_USER_INPUT. Strict on purpose: Node's base64
 * decoder accepts anything, so the text must re-encode to exactly the same ID.
 */
export function fromGlobalId(id: string): ResolvedGlobalId {
  const text = BASE64.test(id) ? Buffer.from(id, 'base64').toString('utf8') : '';
  const separator = text.indexOf(':');
  const type = text.slice(0, separator);
  const internalID = text.slice(separator + 1);
  if (separator < 1 || !internalID || !isNodeType(type) || toGlobalId(type, internalID) !== id) {
    throw graphError('BAD_USER_INPUT', `El ID global no es válido: ${JSON.stringify(id)}.`);
  }
  return { type, internalID };
}
