import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { readPayload, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useDeleteJobOfferMutation as DeleteMutation } from './__generated__/useDeleteJobOfferMutation.graphql';
import { removeManagedOffer } from './managedOffersStore';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { useOfferMutation } from './useOfferMutation';

const mutation = graphql`
  mutation useDeleteJobOfferMutation($input: DeleteJobOfferInput!) {
    deleteJobOffer(input: $input) {
      deletedOfferId
      message
      userErrors {
        message
      }
    }
  }
`;

const read = (response: DeleteMutation['response']) => readPayload(response.deleteJobOffer, 'deletedOfferId');

/** Deletes an offer (DELETE /api/offers/{id}): it leaves every list of the store and its count. */
export function useDeleteJobOfferMutation(): [(offerId: string) => Promise<Outcome<true>>, boolean] {
  const [send, inFlight] = useOfferMutation<DeleteMutation>(mutation, MY_OFFERS_TEXTS.deleteFailed, read);
  const remove = useCallback(
    (offerId: string) =>
      send(
        { input: { offerId } },
        {
          // An updater: each status filter's list and count, which the payload does not carry.
          updater: (store) => {
            const deleted = store.getRootField('deleteJobOffer')?.getValue('deletedOfferId');
            if (typeof deleted === 'string') removeManagedOffer(store, deleted);
          },
        },
      ),
    [send],
  );
  return [remove, inFlight];
}
