import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { readPayload, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useUnsaveJobOfferMutation as UnsaveMutation } from './__generated__/useUnsaveJobOfferMutation.graphql';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { useOfferMutation } from './useOfferMutation';

// The offer leaves the saved list ($connections: both tabs read it) when it comes back unsaved.
const mutation = graphql`
  mutation useUnsaveJobOfferMutation($input: SaveJobOfferInput!, $connections: [ID!]!) {
    unsaveJobOffer(input: $input) {
      offer {
        id @deleteEdge(connections: $connections)
        viewerHasSaved
      }
      message
      userErrors {
        message
      }
    }
  }
`;

const read = (response: UnsaveMutation['response']) => readPayload(response.unsaveJobOffer, 'offer');

/**
 * Unsaves an offer (DELETE /api/users/saved-offers/{id}): it leaves 'Guardadas' or
 * 'Caducadas' at once (an optimistic answer), and comes back if the server refuses.
 */
export function useUnsaveJobOfferMutation(connectionId: string): (offerId: string) => Promise<Outcome<true>> {
  const [send] = useOfferMutation<UnsaveMutation>(mutation, MY_OFFERS_TEXTS.unsaveFailed, read);
  return useCallback(
    (offerId: string) =>
      send(
        { input: { offerId }, connections: [connectionId] },
        {
          optimisticResponse: {
            unsaveJobOffer: { offer: { id: offerId, viewerHasSaved: false }, message: null, userErrors: [] },
          },
        },
      ),
    [send, connectionId],
  );
}
