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

/** The key of an offer's candidates lists, one per filter (CandidatesPanel_offer). */
export const CANDIDATES_CONNECTION_KEY = 'CandidatesPanel_applications';
/** The filtered candidates lists ('Seleccionados', 'Descartados'); 'Todos' holds every status. */
const DECIDED_STATUSES = ['ACCEPTED', 'REJECTED'] as const;
/** The server's count of a filtered list (CandidatesPanel_counts' `selected`, `discarded`). */
function countOfStatus(offer: RecordProxy, status: string): RecordProxy | null | undefined {
  return DECIDED_STATUSES.includes(status as (typeof DECIDED_STATUSES)[number])
    ? offer.getLinkedRecord('applications', { status, first: 1 })
    : null;
}

/**
 * Puts a candidate in the filtered lists of its status and takes it out of the others
 * (each with its count), by what each list holds: it runs after the server's answer too.
 */
export function placeCandidate(store: RecordSourceSelectorProxy, applicationId: string, offerId: string): void {
  const application = store.get(applicationId);
  const offer = store.get(offerId);
  if (!application || !offer) return;
  for (const status of DECIDED_STATUSES) {
    const connection = ConnectionHandler.getConnection(offer, CANDIDATES_CONNECTION_KEY, { status });
    if (!connection) continue;
    const belongs = application.getValue('status') === status;
    if (!belongs) take(connection, applicationId);
    else if (!holds(connection, applicationId)) {
      const edge = ConnectionHandler.createEdge(store, connection, application, 'ApplicationEdge');
      // Never used for paging (pageInfo's cursor is); present so the list reads as complete.
      edge.setValue(`client:application:${applicationId}`, 'cursor');
      ConnectionHandler.insertEdgeBefore(connection, edge);
      moveCount(connection, 'totalCount', 1);
    }
  }
}

/**
 * A candidate changed status, before the server answers: the card, the filtered lists,
 * the filters' counts and the offer's reviewed count follow (pending → reviewed counts one
 * more; selected ↔ discarded changes nothing). The server's answer carries the counts.
 */
export function reviewCandidate(
  store: RecordSourceSelectorProxy,
  applicationId: string,
  offerId: string,
  status: string,
): void {
  const application = store.get(applicationId);
  const offer = store.get(offerId);
  if (!application || !offer) return;
  const previous = application.getValue('status');
  if (previous === status) return;
  application.setValue(status, 'status');
  if (previous === 'PENDING') moveCount(offer, 'reviewedApplicationsCount', 1);
  const left = typeof previous === 'string' ? countOfStatus(offer, previous) : null;
  if (left) moveCount(left, 'totalCount', -1);
  const joined = countOfStatus(offer, status);
  if (joined) moveCount(joined, 'totalCount', 1);
  placeCandidate(store, applicationId, offerId);
}
