import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { holds } from './savedStore';

/**
 * The lists of misOfertas (features/my-offers) that actions elsewhere change: applying and
 * saving on the offers screens, publishing and editing on the offer form. Each action puts
 * its record in these lists in the store (its payload spreads the list's fragment), so My
 * Offers shows it without reading the list again.
 */
export const MY_OFFERS_CONNECTIONS = {
  /** 'Aplicaciones enviadas' (AppliedOffers_viewer): `jobApplications`, no filters. */
  applied: 'AppliedOffers_jobApplications',
  /** 'Guardadas' and 'Caducadas' (SavedOffers_viewer): `savedJobOffers`, no filters. */
  saved: 'SavedOffers_savedJobOffers',
  /** A company's offers (CompanyOffers_viewer): `managedJobOffers(statuses, internshipsOnly)`. */
  managed: 'CompanyOffers_managedJobOffers',
} as const;

/** The status filters of a company's offers: 'Activas', 'Pendientes de aprobación', 'Inactivas'. */
export type ManagedStatusFilter = 'ACCEPTED' | 'PENDING' | 'CANCELLED';
const MANAGED_STATUS_FILTERS: readonly ManagedStatusFilter[] = ['ACCEPTED', 'PENDING', 'CANCELLED'];

/**
 * The offer statuses each filter lists, as `managedJobOffers(statuses:)` is asked: 'Inactivas'
 * holds the offers the company deactivated and those an operator rejected (README, product notes).
 */
export const STATUSES_OF_FILTER: Record<
  ManagedStatusFilter,
  readonly ('ACCEPTED' | 'PENDING' | 'CANCELLED' | 'REJECTED')[]
> = {
  ACCEPTED: ['ACCEPTED'],
  PENDING: ['PENDING'],
  CANCELLED: ['CANCELLED', 'REJECTED'],
};

/**
 * Puts a record first in a list (newest first, as the server lists it), unless listed. The
 * lists' counts are the server's: the changes that move them read them back (CompanyOffers_count).
 */
export function prependToList(
  store: RecordSourceSelectorProxy,
  connection: RecordProxy,
  node: RecordProxy,
  edgeType: string,
): void {
  if (holds(connection, node.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, node, edgeType);
  // Never used for paging (pageInfo's cursor is); present so the list reads as complete.
  edge.setValue(`client:first:${node.getDataID()}`, 'cursor');
  ConnectionHandler.insertEdgeBefore(connection, edge);
}

/** Takes a record out of a list, if it is listed. */
export function removeFromList(connection: RecordProxy, nodeId: string): void {
  ConnectionHandler.deleteNode(connection, nodeId);
}

/** One of the viewer's unfiltered lists ('Aplicaciones enviadas', saved offers), when the store holds it. */
export function viewerList(store: RecordSourceSelectorProxy, key: 'applied' | 'saved'): RecordProxy | null {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  return (viewer && ConnectionHandler.getConnection(viewer, MY_OFFERS_CONNECTIONS[key])) ?? null;
}

/**
 * An offer saved or unsaved: it joins the viewer's saved offers first (most recently saved
 * first, as the server lists them) or leaves them, when the store holds that list.
 */
export function placeSavedOffer(store: RecordSourceSelectorProxy, offer: RecordProxy, saved: boolean): void {
  const list = viewerList(store, 'saved');
  if (!list) return;
  if (saved) prependToList(store, list, offer, 'SavedJobOfferEdge');
  else removeFromList(list, offer.getDataID());
}

interface ManagedList {
  status: ManagedStatusFilter;
  internshipsOnly: boolean;
  connection: RecordProxy;
}

/** Every filtered list of the viewer's offers the store holds (at most 3 statuses × 2 kinds). */
export function managedLists(store: RecordSourceSelectorProxy): ManagedList[] {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return [];
  return MANAGED_STATUS_FILTERS.flatMap((status) =>
    [false, true].flatMap((internshipsOnly) => {
      const filters = { statuses: STATUSES_OF_FILTER[status], internshipsOnly };
      const connection = ConnectionHandler.getConnection(viewer, MY_OFFERS_CONNECTIONS.managed, filters);
      return connection ? [{ status, internshipsOnly, connection }] : [];
    }),
  );
}

/**
 * An offer of the viewer now under one status filter: it leaves the lists of the others and
 * joins, first, those of its filter ('Prácticas' ones only for an internship).
 */
export function placeManagedOffer(
  store: RecordSourceSelectorProxy,
  offer: RecordProxy,
  filter: ManagedStatusFilter,
): void {
  const internship = offer.getValue('jobType') === 'INTERNSHIP';
  for (const { status, internshipsOnly, connection } of managedLists(store)) {
    if (status === filter && (!internshipsOnly || internship)) prependToList(store, connection, offer, 'JobOfferEdge');
    else removeFromList(connection, offer.getDataID());
  }
}
