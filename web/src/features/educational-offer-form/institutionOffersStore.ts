import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { prependToList } from '../../lib/relay/myOffersLists';

/** The institution's list on My Offers (features/my-offers/InstitutionOffers.tsx), no filters. */
export const INSTITUTION_OFFERS_CONNECTION_KEY = 'InstitutionOffers_managedEducationalOffers';

/**
 * A published offer joins the top of the institution's list the store holds (newest
 * first; its count comes back on the payload's viewer); an offer already there (an edit) is
 * updated in place by its record.
 */
export function prependInstitutionOffer(store: RecordSourceSelectorProxy, offerId: string): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const offer = store.get(offerId);
  const connection = viewer && ConnectionHandler.getConnection(viewer, INSTITUTION_OFFERS_CONNECTION_KEY);
  if (offer && connection) prependToList(store, connection, offer, 'EducationalOfferEdge');
}
