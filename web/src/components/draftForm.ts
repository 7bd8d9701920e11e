import { useCallback, useState } from 'react';
import type { Outcome } from '../lib/relay/mutationOutcome';

/** Field name (a key of the draft, or another place such as 'logo') → the message shown under it. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The state of an offer form: what is typed and the messages by field. */
export interface DraftForm<D> {
  draft: D;
  set: <K extends keyof D>(field: K, value: D[K]) => void;
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
}

/** The keys of a draft whose values are of type V (its texts, its yes/no fields). */
export type KeysOfType<D, V> = { [K in keyof D]: D[K] extends V ? K : never }[keyof D] & string;

/** The form's draft and its errors; editing a field clears that field's error. */
export function useDraftForm<D>(initial: () => D): DraftForm<D> {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCallback(<K extends keyof D>(field: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  return { draft, set, errors, setErrors };
}

/** Under a required field left empty, in every form. */
export const REQUIRED_FIELD_MESSAGE = 'Este campo es obligatorio.';

/** The id of a field's control, and of its error message. */
export const fieldId = (field: string) => `offer-${field}`;
export const errorId = (field: string) => `offer-${field}-error`;

/** Moves to the first control of a refused field, so the user lands on what to fix. */
export function focusField(field: string | undefined): void {
  if (!field) return;
  const control = document.getElementById(fieldId(field)) ?? document.getElementById(`${fieldId(field)}-0`);
  control?.scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}

/** The field a server refusal names ('offer.position', 'input.offer.extraQuestions.1'), as a key of the form. */
export function refusedField(field: string | null | undefined): string | null {
  if (!field) return null;
  const [name] = field.replace(/^(input\.)?(offer\.)?/, '').split('.');
  return name || null;
}

/** The server's refusals by field; one the form has no place for shows only in the notice. */
export function refusalErrors(errors: ReadonlyArray<{ field?: string | null; message: string }>): FieldErrors {
  return Object.fromEntries(
    errors.flatMap(({ field, message }) => {
      const name = refusedField(field);
      return name ? [[name, message]] : [];
    }),
  );
}

/** What sending an offer form gave: the saved offer, the refusals by field, or a message for the whole form. */
export type SaveResult =
  /** `message`: the server's confirmation (an edit says whether it waits for review). */
  | { kind: 'saved'; offerId: string; message: string | null }
  | { kind: 'refused'; errors: ReadonlyArray<{ field?: string | null; message: string }> }
  | { kind: 'failed'; message: string };

/** An offer mutation's outcome as a SaveResult; a payload without offer nor reason says `refused`. */
export function saveResultOf(
  outcome: Outcome<{
    offer: { id: string } | null | undefined;
    message?: string | null | undefined;
    userErrors: ReadonlyArray<{ field?: string | null; message: string }>;
  }>,
  refused: string,
): SaveResult {
  if (!outcome.ok) return { kind: 'failed', message: outcome.message };
  const { offer, userErrors } = outcome.value;
  if (userErrors.length > 0 || !offer) {
    return { kind: 'refused', errors: userErrors.length > 0 ? userErrors : [{ field: null, message: refused }] };
  }
  return { kind: 'saved', offerId: offer.id, message: outcome.value.message ?? null };
}
