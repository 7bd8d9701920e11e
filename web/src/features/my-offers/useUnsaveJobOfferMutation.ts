import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { Outcome } from '../../lib/relay/mutationOutcome';
import type { useUnsaveJobOfferMutation as UnsaveMutation } from './__generated__/useUnsaveJobOfferMutation.graphql';
import { removeFromList } from '../../lib/relay/myOffersLists';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { useOfferMutation } from './useOfferMutation';

const mutation = graphql`
  mutation useUnsaveJobOfferMutation($input: SaveJobOfferInput!) {
    unsaveJobOffer(input: $input) {
      offer {
        id
        viewerHasSaved
      }
      message
      userErrors {
        message
      }
    }
  }
`;

const read = (response: UnsaveMutation['response']) => ({
  userErrors: response.unsaveJobOffer.userErrors,
  message: response.unsaveJobOffer.message,
  value: response.unsaveJobOffer.offer ? (true as const) : null,
});

/** The offer leaves the saved list (both tabs read it) and its count. */
function leaveSaved(store: RecordSourceSelectorProxy, connectionId: string, offerId: string) {
  const connection = store.get(connectionId);
  if (!connection) return;
  removeFromList(connection, offerId);
  store.get(offerId)?.setValue(false, 'viewerHasSaved');
}

/**
 * Unsaves an offer (DELETE /api/users/saved-offers/{id}): it leaves 'Guardadas' or
 * 'Caducadas' at once, and comes back if the server refuses.
 */
export function useUnsaveJobOfferMutation(connectionId: string): (offerId: string) => Promise<Outcome<true>> {
  const [send] = useOfferMutation<UnsaveMutation>(mutation, MY_OFFERS_TEXTS.unsaveFailed, read);
  return useCallback(
    (offerId: string) =>
      send(
        { input: { offerId } },
        {
          optimisticUpdater: (store) => leaveSaved(store, connectionId, offerId),
          updater: (store) => {
            const offer = store.getRootField('unsaveJobOffer')?.getLinkedRecord('offer');
            if (offer && offer.getValue('viewerHasSaved') === false) leaveSaved(store, connectionId, offerId);
          },
        },
      ),
    [send, connectionId],
  );
}
