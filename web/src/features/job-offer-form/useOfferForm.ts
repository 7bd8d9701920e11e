import { useDraftForm, type DraftForm } from '../../components/draftForm';
import type { OfferDraft } from './offerRules';

export { errorId, fieldId, type FieldErrors } from '../../components/draftForm';

/** The job offer form's draft and its errors (the shared draft form). */
export type OfferForm = DraftForm<OfferDraft>;

export const useOfferForm = (initial: () => OfferDraft): OfferForm => useDraftForm(initial);
