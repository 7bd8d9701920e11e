import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, type UploadableMap } from 'relay-runtime';
import { saveResultOf, type SaveResult } from '../../components/draftForm';
import type { PayloadReading } from '../../lib/relay/mutationOutcome';
import { useUploadMutation, type UploadState } from '../../lib/relay/useUploadMutation';
import { getAuthToken } from '../../lib/session';
import type { useCreateEducationalOfferMutation as CreateOffer } from './__generated__/useCreateEducationalOfferMutation.graphql';
import type { useUpdateEducationalOfferMutation as UpdateOffer } from './__generated__/useUpdateEducationalOfferMutation.graphql';
import { offerInput, TEXTS, type EducationalOfferDraft } from './educationalOfferRules';
import { prependInstitutionOffer } from './institutionOffersStore';
import { createEducationalOfferMutation } from './useCreateEducationalOfferMutation';
import { updateEducationalOfferMutation } from './useUpdateEducationalOfferMutation';

// What the form reads of either answer (the new offer's viewer is for My Offers' count, in the store).
type Payload = Omit<CreateOffer['response']['createEducationalOffer'], 'viewer'>;

const OUTCOME_TEXTS = { refused: TEXTS.refused, network: TEXTS.network };

// The payload is taken whole: each refusal shows next to its field.
const readCreate = ({ createEducationalOffer }: CreateOffer['response']): PayloadReading<Payload> => ({
  userErrors: [],
  value: createEducationalOffer,
});
const readUpdate = ({ updateEducationalOffer }: UpdateOffer['response']): PayloadReading<Payload> => ({
  userErrors: [],
  value: updateEducationalOffer,
});

/**
 * Publishes a new offer (no `offerId`) or saves the edits of one, as a multipart request
 * when a header image goes, with the upload's progress for `UploadProgress`. Without a
 * stored token nothing is sent ('No estás autenticado', part 2 §8).
 */
export function useSaveEducationalOffer(
  offerId?: string,
): [(draft: EducationalOfferDraft, headerImage: File | null) => Promise<SaveResult>, UploadState] {
  const [create, creating] = useUploadMutation<CreateOffer, Payload>(
    createEducationalOfferMutation,
    OUTCOME_TEXTS,
    readCreate,
  );
  const [update, updating] = useUploadMutation<UpdateOffer, Payload>(
    updateEducationalOfferMutation,
    OUTCOME_TEXTS,
    readUpdate,
  );
  const environment = useRelayEnvironment();
  const save = useCallback(
    async (draft: EducationalOfferDraft, headerImage: File | null): Promise<SaveResult> => {
      if (!getAuthToken()) return { kind: 'failed', message: TEXTS.notAuthenticated };
      const offer = offerInput(draft);
      const uploadables: UploadableMap = headerImage ? { 'input.offer.headerImage': headerImage } : {};
      const outcome = offerId
        ? await update({ input: { offerId, offer } }, uploadables)
        : await create({ input: { offer } }, uploadables);
      const result = saveResultOf(outcome, TEXTS.refused);
      if (result.kind === 'saved' && !offerId) {
        const saved = result.offerId;
        commitLocalUpdate(environment, (store) => prependInstitutionOffer(store, saved));
      }
      return result;
    },
    [create, environment, offerId, update],
  );
  return [save, offerId ? updating : creating];
}
