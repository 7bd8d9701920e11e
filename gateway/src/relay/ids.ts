import type { ResolversInterfaceTypes, ResolversTypes } from '../__generated__/resolvers-types';
import { graphError } from '../errors';

/** What `node`/`nodes` return: a REST object tagged with the graph type it is. */
export type NodeParent = ResolversInterfaceTypes<ResolversTypes>['Node'];

/** The graph types that implement Node (from the schema, through codegen). */
export type NodeType = NodeParent['__typename'];

export interface ResolvedGlobalId {
  /** A type name; whether a node type of that name exists is the node module's question. */
  type: string;
  internalID: string;
}

/**
 * Types with an `id` that are not Nodes: Relay keeps each record by its id, but nothing
 * refetches one alone (a notification is read in its list; the center is the viewer's).
 */
export type KeyedType = 'Notification' | 'NotificationCenter' | 'ReportedItem';

/** Opaque global ID: base64 of `Type:internalID` (Relay's convention). */
export function toGlobalId(type: NodeType | KeyedType, internalID: string): string {
  return Buffer.from(`${type}:${internalID}`, 'utf8').toString('base64');
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** Graph type names as this schema writes them. */
const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** The refusal of an ID that is not one of ours. */
export function invalidGlobalId(id: string) {
  return graphError('BAD_USER_INPUT', `El ID global no es válido: ${JSON.stringify(id)}.`);
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
  if (separator < 1 || !internalID || !TYPE_NAME.test(type) || Buffer.from(text, 'utf8').toString('base64') !== id) {
    throw invalidGlobalId(id);
  }
  return { type, internalID };
}
