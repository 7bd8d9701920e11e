import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { failureMessage } from '../../lib/relay/mutationOutcome';
import { placeSavedOffer } from '../../lib/relay/myOffersLists';
import type { useSaveJobOfferMutation as SaveMutation } from './__generated__/useSaveJobOfferMutation.graphql';
import type { useSaveJobOfferMutationUnsaveMutation as UnsaveMutation } from './__generated__/useSaveJobOfferMutationUnsaveMutation.graphql';
import { OFFER_TEXTS } from './offersTexts';

const saveMutation = graphql`
  mutation useSaveJobOfferMutation($input: SaveJobOfferInput!) {
    saveJobOffer(input: $input) {
      offer {
        id
        viewerHasSaved
        ...SavedOffers_offer
      }
      message
      userErrors {
        message
      }
    }
  }
`;

const unsaveMutation = graphql`
  mutation useSaveJobOfferMutationUnsaveMutation($input: SaveJobOfferInput!) {
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

export interface SaveOfferOutcome {
  ok: boolean;
  message: string;
}

type Payload = {
  readonly offer: unknown;
  readonly userErrors: ReadonlyArray<{ readonly message: string }>;
};

function settle(payload: Payload, success: string, failure: string): SaveOfferOutcome {
  const [refusal] = payload.userErrors;
  if (refusal) return { ok: false, message: refusal.message };
  return payload.offer ? { ok: true, message: success } : { ok: false, message: failure };
}

/** Before the answer: the offer's flag flips and it joins or leaves the saved list at once. */
function toggleAtOnce(offerId: string, saved: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const offer = store.get(offerId);
    if (!offer) return;
    offer.setValue(saved, 'viewerHasSaved');
    placeSavedOffer(store, offer, saved);
  };
}

/** After the answer: the saved list follows the flag the server confirmed (the payload's offer). */
function followAnswer(field: 'saveJobOffer' | 'unsaveJobOffer') {
  return (store: RecordSourceSelectorProxy) => {
    const offer = store.getRootField(field)?.getLinkedRecord('offer');
    const saved = offer?.getValue('viewerHasSaved');
    if (offer && typeof saved === 'boolean') placeSavedOffer(store, offer, saved);
  };
}

/**
 * Saves or unsaves a job offer (POST / DELETE /api/users/saved-offers/{id}). The offer's
 * `viewerHasSaved` flips and it joins or leaves My Offers' saved list at once (an
 * optimistic update, which Relay takes back when the request fails or is refused), so every
 * screen showing the offer follows. Resolves to the spec's feedback ('¡Oferta guardada!' /
 * 'Oferta eliminada de guardados') or why it failed.
 */
export function useSaveJobOfferMutation(): [
  (offer: { id: string; viewerHasSaved: boolean }) => Promise<SaveOfferOutcome>,
  boolean,
] {
  const [save, saving] = useMutation<SaveMutation>(saveMutation);
  const [unsave, unsaving] = useMutation<UnsaveMutation>(unsaveMutation);

  const toggle = useCallback(
    ({ id, viewerHasSaved }: { id: string; viewerHasSaved: boolean }) =>
      new Promise<SaveOfferOutcome>((resolve) => {
        const failure = viewerHasSaved ? OFFER_TEXTS.unsaveFailed : OFFER_TEXTS.saveFailed;
        // Updaters: the saved list is My Offers', another screen.
        const common = {
          variables: { input: { offerId: id } },
          optimisticUpdater: toggleAtOnce(id, !viewerHasSaved),
          onError: (error: Error) =>
            resolve({ ok: false, message: failureMessage(error, { refused: failure, network: failure }) }),
        };
        if (viewerHasSaved) {
          unsave({
            ...common,
            updater: followAnswer('unsaveJobOffer'),
            onCompleted: (response) => resolve(settle(response.unsaveJobOffer, OFFER_TEXTS.unsaved, failure)),
          });
        } else {
          save({
            ...common,
            updater: followAnswer('saveJobOffer'),
            onCompleted: (response) => resolve(settle(response.saveJobOffer, OFFER_TEXTS.saved, failure)),
          });
        }
      }),
    [save, unsave],
  );

  return [toggle, saving || unsaving];
}
