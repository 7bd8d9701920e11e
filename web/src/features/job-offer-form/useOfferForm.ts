import { useCallback, useState } from 'react';
import type { OfferDraft } from './offerRules';

/** Field name (a key of the draft, or 'logo', 'tags', 'extraQuestions') → the message shown under it. */
export type FieldErrors = Readonly<Record<string, string>>;

export interface OfferForm {
  draft: OfferDraft;
  set: <K extends keyof OfferDraft>(field: K, value: OfferDraft[K]) => void;
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
}

/** The form's draft and its errors; editing a field clears that field's error. */
export function useOfferForm(initial: () => OfferDraft): OfferForm {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCallback(<K extends keyof OfferDraft>(field: K, value: OfferDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  return { draft, set, errors, setErrors };
}

/** The id of a field's control, and of its error message. */
export const fieldId = (field: string) => `offer-${field}`;
export const errorId = (field: string) => `offer-${field}-error`;
