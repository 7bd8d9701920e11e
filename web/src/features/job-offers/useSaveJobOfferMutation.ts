import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitFeedback, readPayload, type Feedback } from '../../lib/relay/mutationOutcome';
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
      userErrors {
        message
      }
    }
  }
`;

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
  (offer: { id: string; viewerHasSaved: boolean }) => Promise<Feedback>,
  boolean,
] {
  const [save, saving] = useMutation<SaveMutation>(saveMutation);
  const [unsave, unsaving] = useMutation<UnsaveMutation>(unsaveMutation);

  const toggle = useCallback(
    ({ id, viewerHasSaved }: { id: string; viewerHasSaved: boolean }) => {
      const failure = viewerHasSaved ? OFFER_TEXTS.unsaveFailed : OFFER_TEXTS.saveFailed;
      // The spec's words on success: the payloads ask for no message of the server's.
      const texts = { refused: failure, network: failure };
      // Updaters: the saved list is My Offers', another screen.
      const changes = { variables: { input: { offerId: id } }, optimisticUpdater: toggleAtOnce(id, !viewerHasSaved) };
      return viewerHasSaved
        ? commitFeedback(
            unsave,
            { ...changes, updater: followAnswer('unsaveJobOffer') },
            (response) => readPayload(response.unsaveJobOffer, 'offer'),
            { ...texts, success: OFFER_TEXTS.unsaved },
          )
        : commitFeedback(
            save,
            { ...changes, updater: followAnswer('saveJobOffer') },
            (response) => readPayload(response.saveJobOffer, 'offer'),
            { ...texts, success: OFFER_TEXTS.saved },
          );
    },
    [save, unsave],
  );

  return [toggle, saving || unsaving];
}
