import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { managedLists, placeManagedOffer, prependToList, removeFromList } from '../../lib/relay/myOffersLists';
import { moveCount } from '../../lib/relay/savedStore';

/** A deleted offer leaves every list of the viewer's offers (the payload brings their counts). */
export function removeManagedOffer(store: RecordSourceSelectorProxy, offerId: string): void {
  for (const { connection } of managedLists(store)) removeFromList(connection, offerId);
}

/**
 * A deactivated offer leaves the 'Activas' and 'Pendientes de aprobación' lists and joins
 * the 'Inactivas' ones (with 'Prácticas' only when it is an internship), first.
 */
export function moveToInactive(store: RecordSourceSelectorProxy, offer: RecordProxy): void {
  placeManagedOffer(store, offer, 'CANCELLED');
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
    if (application.getValue('status') === status) prependToList(store, connection, application, 'ApplicationEdge');
    else removeFromList(connection, applicationId);
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
