import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, type RecordSourceSelectorProxy, type UploadableMap } from 'relay-runtime';
import { saveResultOf, type SaveResult } from '../../components/draftForm';
import type { PayloadReading } from '../../lib/relay/mutationOutcome';
import { placeManagedOffer } from '../../lib/relay/myOffersLists';
import { useUploadMutation, type UploadState } from '../../lib/relay/useUploadMutation';
import type { useCreateJobOfferMutation as CreateOffer } from './__generated__/useCreateJobOfferMutation.graphql';
import type { useUpdateJobOfferMutation as UpdateOffer } from './__generated__/useUpdateJobOfferMutation.graphql';
import { offerInput, TEXTS, type OfferDraft } from './offerRules';
import { createJobOfferMutation } from './useCreateJobOfferMutation';
import { updateJobOfferMutation } from './useUpdateJobOfferMutation';

type Payload = CreateOffer['response']['createJobOffer'];

const OUTCOME_TEXTS = { refused: TEXTS.refused, network: TEXTS.network };

// The payload is taken whole: each refusal shows next to its field.
const readCreate = ({ createJobOffer }: CreateOffer['response']): PayloadReading<Payload> => ({
  userErrors: [],
  value: createJobOffer,
});
const readUpdate = ({ updateJobOffer }: UpdateOffer['response']): PayloadReading<Payload> => ({
  userErrors: [],
  value: updateJobOffer,
});

/**
 * A published or edited offer goes first in My Offers' lists of its status the store holds
 * and leaves the others: a new one (or an edit of one not public) in 'Pendientes de
 * aprobación'; an edit of an active offer stays under 'Activas', its changes waiting beside it.
 */
export function showUnderItsStatus(offerId: string) {
  return (store: RecordSourceSelectorProxy) => {
    const offer = store.get(offerId);
    if (!offer) return;
    const status = offer.getValue('status');
    placeManagedOffer(store, offer, status === 'ACCEPTED' || status === 'CANCELLED' ? status : 'PENDING');
  };
}

/**
 * Publishes a new offer (no `offerId`) or saves the edits of one, as a multipart request
 * when a logo goes, with the upload's progress for `UploadProgress`.
 */
export function useSaveJobOffer(
  offerId?: string,
): [(draft: OfferDraft, logo: File | null) => Promise<SaveResult>, UploadState] {
  const [create, creating] = useUploadMutation<CreateOffer, Payload>(createJobOfferMutation, OUTCOME_TEXTS, readCreate);
  const [update, updating] = useUploadMutation<UpdateOffer, Payload>(updateJobOfferMutation, OUTCOME_TEXTS, readUpdate);
  const environment = useRelayEnvironment();
  const save = useCallback(
    async (draft: OfferDraft, logo: File | null) => {
      const offer = offerInput(draft);
      const uploadables: UploadableMap = logo ? { 'input.offer.logo': logo } : {};
      const outcome = offerId
        ? await update({ input: { offerId, offer } }, uploadables)
        : await create({ input: { offer } }, uploadables);
      const result = saveResultOf(outcome, TEXTS.refused);
      if (outcome.ok && outcome.value.offer && result.kind === 'saved') {
        commitLocalUpdate(environment, showUnderItsStatus(outcome.value.offer.id));
      }
      return result;
    },
    [create, environment, offerId, update],
  );
  return [save, offerId ? updating : creating];
}
