import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { readPayload, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useDeactivateJobOfferMutation as DeactivateMutation } from './__generated__/useDeactivateJobOfferMutation.graphql';
import { moveToInactive } from './managedOffersStore';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { useOfferMutation } from './useOfferMutation';

const mutation = graphql`
  mutation useDeactivateJobOfferMutation($input: SetJobOfferStatusInput!) {
    setJobOfferStatus(input: $input) {
      # jobType: whether the offer joins the 'Prácticas' list of 'Inactivas' too.
      offer {
        id
        status
        jobType
      }
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

const read = (response: DeactivateMutation['response']) => readPayload(response.setJobOfferStatus, 'offer');

/**
 * Deactivates an offer (PUT /api/offers/{id}/status, cancelled): it moves from its list to
 * 'Inactivas' in the store; the filters' counts come back
 * with it.
 */
export function useDeactivateJobOfferMutation(): [(offerId: string) => Promise<Outcome<true>>, boolean] {
  const [send, inFlight] = useOfferMutation<DeactivateMutation>(mutation, MY_OFFERS_TEXTS.deactivateFailed, read);
  const deactivate = useCallback(
    (offerId: string) =>
      send(
        { input: { offerId, status: 'CANCELLED' } },
        {
          // An updater: each status filter's list, which the payload cannot name (its counts it carries).
          updater: (store) => {
            const offer = store.getRootField('setJobOfferStatus')?.getLinkedRecord('offer');
            if (offer?.getValue('status') === 'CANCELLED') moveToInactive(store, offer);
          },
        },
      ),
    [send],
  );
  return [deactivate, inFlight];
}
