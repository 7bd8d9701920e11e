import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The key and filters of the company's offer lists on misOfertas
 * (features/my-offers/CompanyOffers.tsx: managedJobOffers(status, internshipsOnly)
 * @connection(key: "CompanyOffers_managedJobOffers")).
 */
const MANAGED_CONNECTION_KEY = 'CompanyOffers_managedJobOffers';
const STATUSES = ['ACCEPTED', 'PENDING', 'CANCELLED'] as const;

/**
 * After a publish or an edit (which sends the offer back to review), the lists of the
 * company's offers the store holds are marked stale, so misOfertas, where the form goes
 * next, reads them again. Inserting the offer in place would need the cards' fragment,
 * which belongs to the My Offers feature.
 */
export function staleOfferLists(store: RecordSourceSelectorProxy): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  for (const status of STATUSES) {
    for (const internshipsOnly of [false, true]) {
      ConnectionHandler.getConnection(viewer, MANAGED_CONNECTION_KEY, { status, internshipsOnly })?.invalidateRecord();
    }
  }
}
