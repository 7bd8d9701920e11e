import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { readPayload, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useDeleteEducationalOfferMutation as DeleteMutation } from './__generated__/useDeleteEducationalOfferMutation.graphql';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { useOfferMutation } from './useOfferMutation';

const mutation = graphql`
  mutation useDeleteEducationalOfferMutation($input: DeleteEducationalOfferInput!, $connections: [ID!]!) {
    deleteEducationalOffer(input: $input) {
      deletedOfferId @deleteEdge(connections: $connections)
      viewer {
        id
        ...InstitutionOffers_count
      }
      message
      userErrors {
        message
      }
    }
  }
`;

const read = (response: DeleteMutation['response']) => readPayload(response.deleteEducationalOffer, 'deletedOfferId');

/**
 * Deletes an educational offer (DELETE /api/offers/educational/{id}): it leaves the
 * institution's list (`connection`, the list's `__id`), and the institution's new count of
 * offers comes back on the payload's viewer.
 */
export function useDeleteEducationalOfferMutation(
  connection: string,
): [(offerId: string) => Promise<Outcome<true>>, boolean] {
  const [send, inFlight] = useOfferMutation<DeleteMutation>(mutation, MY_OFFERS_TEXTS.deleteFailed, read);
  const remove = useCallback(
    (offerId: string) => send({ input: { offerId }, connections: [connection] }),
    [send, connection],
  );
  return [remove, inFlight];
}
