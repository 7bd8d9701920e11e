import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useApplyToJobOfferMutation as ApplyMutation } from './__generated__/useApplyToJobOfferMutation.graphql';
import type { Answer } from './ApplyModal';
import { OFFER_TEXTS } from './offersTexts';

// The offer comes back with its `viewerApplication`, so every screen showing it turns to
// 'Ya inscrito' from the store, without reading the offer again.
const mutation = graphql`
  mutation useApplyToJobOfferMutation($input: ApplyToJobOfferInput!) {
    applyToJobOffer(input: $input) {
      application {
        id
        status
        appliedAt
        offer {
          id
          viewerApplication {
            id
            status
          }
        }
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

// A refusal the server words (own offer, closed, an answer) shows as it is; anything else
// is the spec's failure alert (part 2 §8).
const TEXTS = { refused: OFFER_TEXTS.applyFailed, network: OFFER_TEXTS.applyFailed };

const read = (response: ApplyMutation['response']) => ({
  userErrors: response.applyToJobOffer.userErrors,
  message: response.applyToJobOffer.message,
  value: response.applyToJobOffer.application ? (true as const) : null,
});

/** Applies to a job offer (POST /api/offers/{id}/apply) with one answer per extra question. */
export function useApplyToJobOfferMutation(): [
  (offerId: string, answers: Answer[]) => Promise<Outcome<true>>,
  boolean,
] {
  const [send, inFlight] = useOutcomeMutation<ApplyMutation, true>(mutation, TEXTS, read);
  const apply = useCallback((offerId: string, answers: Answer[]) => send({ input: { offerId, answers } }), [send]);
  return [apply, inFlight];
}
