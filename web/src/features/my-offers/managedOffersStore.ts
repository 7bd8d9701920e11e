import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { moveCount } from '../../lib/relay/savedStore';
import { STATUS_FILTER_ORDER, type OfferStatusFilter } from './myOffersView';

/** The key of a company's offers lists, one per pair of filters (CompanyOffers_viewer). */
export const MANAGED_CONNECTION_KEY = 'CompanyOffers_managedJobOffers';

interface ManagedList {
  status: OfferStatusFilter;
  internshipsOnly: boolean;
  connection: RecordProxy;
}

/** Every filtered list of the viewer's offers the store holds (at most 3 statuses × 2 kinds). */
function managedLists(store: RecordSourceSelectorProxy): ManagedList[] {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return [];
  return STATUS_FILTER_ORDER.flatMap((status) =>
    [false, true].flatMap((internshipsOnly) => {
      const connection = ConnectionHandler.getConnection(viewer, MANAGED_CONNECTION_KEY, { status, internshipsOnly });
      return connection ? [{ status, internshipsOnly, connection }] : [];
    }),
  );
}

function holds(connection: RecordProxy, nodeId: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId,
  );
}

function take(connection: RecordProxy, offerId: string): void {
  if (!holds(connection, offerId)) return;
  ConnectionHandler.deleteNode(connection, offerId);
  moveCount(connection, 'totalCount', -1);
}

/** A deleted offer leaves every list of the viewer's offers, and their counts. */
export function removeManagedOffer(store: RecordSourceSelectorProxy, offerId: string): void {
  for (const { connection } of managedLists(store)) take(connection, offerId);
}

/**
 * A deactivated offer leaves the 'Activas' and 'Pendientes de aprobación' lists and joins
 * the 'Inactivas' ones (with 'Prácticas' only when it is an internship), first, counted.
 */
export function moveToInactive(store: RecordSourceSelectorProxy, offer: RecordProxy): void {
  const internship = offer.getValue('jobType') === 'INTERNSHIP';
  for (const { status, internshipsOnly, connection } of managedLists(store)) {
    if (status !== 'CANCELLED') take(connection, offer.getDataID());
    else if ((!internshipsOnly || internship) && !holds(connection, offer.getDataID())) {
      const edge = ConnectionHandler.createEdge(store, connection, offer, 'JobOfferEdge');
      // Never used for paging (pageInfo's cursor is); present so the list reads as complete.
      edge.setValue(`client:offer:${offer.getDataID()}`, 'cursor');
      ConnectionHandler.insertEdgeBefore(connection, edge);
      moveCount(connection, 'totalCount', 1);
    }
  }
}

/**
 * A candidate changed status: the offer's reviewed count follows (pending → reviewed
 * counts one more; selected ↔ discarded changes nothing).
 */
export function reviewCandidate(
  store: RecordSourceSelectorProxy,
  applicationId: string,
  offerId: string,
  status: string,
): void {
  const application = store.get(applicationId);
  if (!application) return;
  const previous = application.getValue('status');
  application.setValue(status, 'status');
  const offer = store.get(offerId);
  if (offer && previous === 'PENDING' && status !== 'PENDING') moveCount(offer, 'reviewedApplicationsCount', 1);
}
