import type { DraftForm } from '../../components/draftForm';
import type { OfferDraft } from './offerRules';

export { errorId, fieldId, type FieldErrors } from '../../components/draftForm';

/** The job offer form's draft and its errors (the shared draft form, OfferFormFrame's). */
export type OfferForm = DraftForm<OfferDraft>;
