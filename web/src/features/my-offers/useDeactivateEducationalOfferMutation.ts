import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { readPayload, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useDeactivateEducationalOfferMutation as DeactivateMutation } from './__generated__/useDeactivateEducationalOfferMutation.graphql';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { useOfferMutation } from './useOfferMutation';

// The answer's offer carries its new status: the card's label changes in the store by itself
// (an institution's list holds every status, so the offer stays where it is).
const mutation = graphql`
  mutation useDeactivateEducationalOfferMutation($input: SetEducationalOfferStatusInput!) {
    setEducationalOfferStatus(input: $input) {
      offer {
        id
        form {
          status
        }
      }
      message
      userErrors {
        message
      }
    }
  }
`;

const read = (response: DeactivateMutation['response']) => readPayload(response.setEducationalOfferStatus, 'offer');

/** Deactivates an educational offer (PUT /api/offers/educational/{id}/status, cancelled). */
export function useDeactivateEducationalOfferMutation(): [(offerId: string) => Promise<Outcome<true>>, boolean] {
  const [send, inFlight] = useOfferMutation<DeactivateMutation>(mutation, MY_OFFERS_TEXTS.deactivateFailed, read);
  const deactivate = useCallback((offerId: string) => send({ input: { offerId, status: 'CANCELLED' } }, {}), [send]);
  return [deactivate, inFlight];
}
