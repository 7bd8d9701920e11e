import { commitLocalUpdate, type Environment, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { MY_OFFERS_CONNECTIONS, STATUSES_OF_FILTER, type ManagedStatusFilter } from './myOffersLists';

export const VIEWER = 'VXNlcjp2aWV3ZXI=';

/** Where Relay keeps a connection on its parent record (the field name with its filters). */
export function connectionField(key: string, filters: Record<string, unknown> = {}): string {
  const args = Object.entries(filters)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}:${JSON.stringify(value)}`);
  return `__${key}_connection${args.length > 0 ? `(${args.join(',')})` : ''}`;
}

/** A connection record with these nodes (already in the store) as its edges. */
function addConnection(store: RecordSourceSelectorProxy, parent: RecordProxy, field: string, nodeIds: string[]) {
  const connection = store.create(`client:${parent.getDataID()}:${field}`, 'Connection');
  const edges = nodeIds.map((id, index) => {
    const edge = store.create(`client:${field}:${index}`, 'Edge');
    edge.setLinkedRecord(store.get(id) ?? store.create(id, 'Node'), 'node');
    edge.setValue(`c${index}`, 'cursor');
    return edge;
  });
  connection.setLinkedRecords(edges, 'edges');
  parent.setLinkedRecord(connection, field);
}

/** Where a company's list of one status filter ('PENDING', …) and kind is kept on the viewer. */
export function managedListField(filter: string, internshipsOnly = false): string {
  const statuses = STATUSES_OF_FILTER[filter as ManagedStatusFilter];
  return connectionField(MY_OFFERS_CONNECTIONS.managed, { statuses, internshipsOnly });
}

export interface ViewerLists {
  applied?: string[];
  saved?: string[];
  /** By `${status}:${internshipsOnly}` ('PENDING:false'). */
  managed?: Record<string, string[]>;
}

/**
 * The store as misOfertas leaves it, on a real Relay store: the viewer and the lists that
 * were opened, each holding these records.
 */
export function seedViewerLists(environment: Environment, lists: ViewerLists): void {
  commitLocalUpdate(environment, (store) => {
    const viewer = store.create(VIEWER, 'User');
    store.getRoot().setLinkedRecord(viewer, 'viewer');
    if (lists.applied) addConnection(store, viewer, connectionField(MY_OFFERS_CONNECTIONS.applied), lists.applied);
    if (lists.saved) addConnection(store, viewer, connectionField(MY_OFFERS_CONNECTIONS.saved), lists.saved);
    for (const [filters, ids] of Object.entries(lists.managed ?? {})) {
      const [status, internshipsOnly] = filters.split(':');
      addConnection(store, viewer, managedListField(status, internshipsOnly === 'true'), ids);
    }
  });
}

/** The ids a list of the viewer holds, in order (null when the store has no such list). */
export function listOf(environment: Environment, field: string): string[] | null {
  const source = environment.getStore().getSource();
  const connection = source.get(`client:${VIEWER}:${field}`);
  if (!connection) return null;
  const edgeRefs = (connection.edges as { __refs: string[] } | undefined)?.__refs ?? [];
  return edgeRefs.map((ref) => (source.get(ref)?.node as { __ref: string } | undefined)?.__ref ?? '');
}
