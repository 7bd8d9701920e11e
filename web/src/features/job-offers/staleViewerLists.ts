import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The viewer's lists on misOfertas that an action here changes (features/my-offers:
 * AppliedOffers_jobApplications, SavedOffers_savedJobOffers, both without filters).
 */
export const MY_OFFERS_LISTS = {
  applied: 'AppliedOffers_jobApplications',
  saved: 'SavedOffers_savedJobOffers',
} as const;

/**
 * After an application or a save, the viewer's list in the store is marked stale, so
 * misOfertas reads it again when it opens (this screen needs no refetch: the offer's own
 * record already changed). Inserting the edge in place would need that list's card
 * fragment, which belongs to the My Offers feature.
 */
export function staleViewerList(list: keyof typeof MY_OFFERS_LISTS) {
  return (store: RecordSourceSelectorProxy) => {
    const viewer = store.getRoot().getLinkedRecord('viewer');
    if (viewer) ConnectionHandler.getConnection(viewer, MY_OFFERS_LISTS[list])?.invalidateRecord();
  };
}
