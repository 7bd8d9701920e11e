import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { moveCount } from '../../lib/relay/savedStore';

/** The institution's list on My Offers (features/my-offers/InstitutionOffers.tsx). */
export const INSTITUTION_OFFERS_CONNECTION_KEY = 'InstitutionOffers_managedEducationalOffers';

/**
 * A published offer joins the top of the institution's list the store holds (newest
 * first), counted; an offer already there (an edit) is updated in place by its record.
 */
export function prependInstitutionOffer(store: RecordSourceSelectorProxy, offerId: string): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const offer = store.get(offerId);
  const connection = viewer && ConnectionHandler.getConnection(viewer, INSTITUTION_OFFERS_CONNECTION_KEY);
  if (!offer || !connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === offerId)) return;
  const edge = ConnectionHandler.createEdge(store, connection, offer, 'EducationalOfferEdge');
  // Never used for paging (pageInfo's cursor is); present so the list reads as complete.
  edge.setValue(`client:educational-offer:${offerId}`, 'cursor');
  ConnectionHandler.insertEdgeBefore(connection, edge);
  moveCount(connection, 'totalCount', 1);
}
