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
      # The counts of My Offers' filters, which the change may move.
      viewer {
        ...CompanyOffers_everyCount
      }
      message
      userErrors {
        message
      }
    }
  }
`;

const read = (response: DeleteMutation['response']) => readPayload(response.deleteJobOffer, 'deletedOfferId');

/** Deletes an offer (DELETE /api/offers/{id}): it leaves every list of the store; the
 * filters' counts come back with it. */
export function useDeleteJobOfferMutation(): [(offerId: string) => Promise<Outcome<true>>, boolean] {
  const [send, inFlight] = useOfferMutation<DeleteMutation>(mutation, MY_OFFERS_TEXTS.deleteFailed, read);
  const remove = useCallback(
    (offerId: string) =>
      send(
        { input: { offerId } },
        {
          // An updater: each status filter's list, which the payload cannot name (its counts it carries).
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
