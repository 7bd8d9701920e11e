import { useState, type FormEvent } from 'react';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { errorNotice, successNotice, type Notice } from '../../../components/FormNotice';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../../lib/relay/mutationOutcome';
import type { BioSectionMutation$variables } from '../sections/__generated__/BioSectionMutation.graphql';

/** What `updateProfile` takes: every section sends its own fields of it. */
export type ProfileInput = BioSectionMutation$variables['input'];

/** A section's save: `updateProfile` with the section's fields, answering the section's fragment. */
export interface SectionSaveMutation extends MutationParameters {
  variables: { input: ProfileInput };
  response: {
    readonly updateProfile: {
      readonly user: { readonly id: string } | null | undefined;
      readonly userErrors: ReadonlyArray<{ readonly message: string }>;
    };
  };
}

// The spec leaves a failed save silent (part 2 §8); the editor says so instead of losing it.
export const SAVE_TEXTS: OutcomeTexts = {
  refused: 'No se pudieron guardar los cambios.',
  network: 'No se pudieron guardar los cambios. Comprueba tu conexión e inténtalo de nuevo.',
};

const read = ({ updateProfile }: SectionSaveMutation['response']): PayloadReading<true> => ({
  userErrors: updateProfile.userErrors,
  value: updateProfile.user ? true : null,
});

/** Said next to a section once its changes are saved. */
export const SAVED = 'Cambios guardados.';

/** One section's view/edit toggle: its draft, its save and the message next to it. */
export interface SectionForm<D> {
  /** The draft while editing; null in view mode. */
  draft: D | null;
  change: (update: (draft: D) => D) => void;
  open: () => void;
  cancel: () => void;
  submit: (event: FormEvent) => void;
  saving: boolean;
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
}

interface SectionToggleOptions<D> {
  /** The draft to edit, from what the store holds now. */
  start: () => D;
  /** Saves the draft; resolves to the message refusing it, or null once saved. */
  save: (draft: D) => Promise<string | null>;
}

/**
 * The view/edit toggle of a section (part 2 §4): opening copies the stored values into a
 * draft; saving returns to view once it went through, and otherwise keeps the draft and
 * shows the message next to the section.
 */
export function useSectionToggle<D>({ start, save }: SectionToggleOptions<D>): SectionForm<D> {
  const [draft, setDraft] = useState<D | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);

  async function run(current: D) {
    setNotice(null);
    setSaving(true);
    const refused = await save(current);
    setSaving(false);
    if (refused) return setNotice(errorNotice(refused));
    setDraft(null);
    setNotice(successNotice(SAVED));
  }

  return {
    draft,
    change: (update) => setDraft((current) => (current === null ? current : update(current))),
    open: () => {
      setDraft(start());
      setNotice(null);
    },
    cancel: () => {
      setDraft(null);
      setNotice(null);
    },
    submit: (event) => {
      event.preventDefault();
      if (draft !== null && !saving) void run(draft);
    },
    saving,
    notice,
    setNotice,
  };
}

interface SectionFormOptions<D> {
  mutation: GraphQLTaggedNode;
  start: () => D;
  /** The fields `updateProfile` receives for this draft. */
  toInput: (draft: D) => ProfileInput;
  /** The message refusing the draft before sending it, or null. */
  validate?: (draft: D) => string | null;
}

/**
 * A section saved by `updateProfile`: it validates the draft, sends only this section's fields
 * and, once the server accepts them, returns to view (the payload refreshes the section's
 * fragment). A refusal shows the server's Spanish words and keeps what was typed.
 */
export function useSectionForm<M extends SectionSaveMutation, D>({
  mutation,
  start,
  toInput,
  validate,
}: SectionFormOptions<D>): SectionForm<D> {
  const [send] = useOutcomeMutation<M, true>(mutation, SAVE_TEXTS, read);
  return useSectionToggle<D>({
    start,
    save: async (draft) => {
      const invalid = validate?.(draft) ?? null;
      if (invalid) return invalid;
      const outcome = await send({ input: toInput(draft) } as M['variables']);
      return outcome.ok ? null : outcome.message;
    },
  });
}
