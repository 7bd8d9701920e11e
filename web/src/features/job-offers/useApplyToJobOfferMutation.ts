import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { readPayload, useOutcomeMutation, type Outcome } from '../../lib/relay/mutationOutcome';
import { prependToList, viewerList } from '../../lib/relay/myOffersLists';
import type { useApplyToJobOfferMutation as ApplyMutation } from './__generated__/useApplyToJobOfferMutation.graphql';
import type { Answer } from './ApplyModal';
import { OFFER_TEXTS } from './offersTexts';

// The offer comes back with its `viewerApplication`, so every screen showing it turns to
// 'Ya inscrito' from the store, without reading the offer again; the application comes
// with what 'Aplicaciones enviadas' shows of it (My Offers' fragment).
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
        ...AppliedOffers_application
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

const read = (response: ApplyMutation['response']) => readPayload(response.applyToJobOffer, 'application');

/** The new application goes first in 'Aplicaciones enviadas' (newest first), when the store holds it. */
export function prependApplication(store: RecordSourceSelectorProxy): void {
  const application = store.getRootField('applyToJobOffer')?.getLinkedRecord('application');
  const applied = viewerList(store, 'applied');
  if (application && applied) prependToList(store, applied, application, 'ApplicationEdge');
}

/** Applies to a job offer (POST /api/offers/{id}/apply) with one answer per extra question. */
export function useApplyToJobOfferMutation(): [
  (offerId: string, answers: Answer[]) => Promise<Outcome<true>>,
  boolean,
] {
  const [send, inFlight] = useOutcomeMutation<ApplyMutation, true>(mutation, TEXTS, read);
  const apply = useCallback(
    // An updater: 'Aplicaciones enviadas' is a list of My Offers, another screen.
    (offerId: string, answers: Answer[]) => send({ input: { offerId, answers } }, { updater: prependApplication }),
    [send],
  );
  return [apply, inFlight];
}
