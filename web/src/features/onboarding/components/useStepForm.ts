import { useState } from 'react';
import { errorNotice, type Notice } from '../../../components/FormNotice';
import type { UpdateProfileInput } from '../__generated__/useUpdateProfileMutation.graphql';
import { useUpdateProfileMutation } from '../useUpdateProfileMutation';
import { useWizardMoves } from './useWizardMoves';

/** What useStepForm gives a step. */
export type StepFormState = ReturnType<typeof useStepForm>;

/**
 * What every step's form does: refuse with a message, or send its payload group of
 * part 1 §7 and open the next screen; and go back.
 */
export function useStepForm() {
  const { goNext, goBack } = useWizardMoves();
  const [update, isSaving] = useUpdateProfileMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function save(input: UpdateProfileInput) {
    if (isSaving) return;
    setNotice(null);
    const outcome = await update({ input });
    if (outcome.ok) goNext(outcome.value);
    else setNotice(errorNotice(outcome.message));
  }

  return {
    save,
    isSaving,
    notice,
    refuse: (text: string) => setNotice(errorNotice(text)),
    clearNotice: () => setNotice(null),
    goBack,
  };
}
