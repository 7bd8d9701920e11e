import { useState } from 'react';
import type { UpdateProfileInput } from '../__generated__/useUpdateProfileMutation.graphql';
import type { Option } from '../lib/options';
import { ChoiceGroup } from './ChoiceGroup';
import { StepForm } from './StepForm';
import { useStepForm } from './useStepForm';

interface ChoiceStepFormProps<V extends string> {
  question: string;
  /** The radios' name. */
  name: string;
  options: readonly Option<V>[];
  /** The answer saved before, when the user comes back to the step (kept only when still an option). */
  initial: string | null | undefined;
  /** The spec's message when nothing is chosen. */
  required: string;
  /** The step's payload group for the chosen answer. */
  toInput: (value: V) => UpdateProfileInput;
  numbered?: boolean;
}

/** A step that asks for one answer out of several. */
export function ChoiceStepForm<V extends string>({ initial, required, toInput, ...group }: ChoiceStepFormProps<V>) {
  const form = useStepForm();
  const [value, setValue] = useState<V | null>(group.options.find((option) => option.value === initial)?.value ?? null);

  function choose(answer: V) {
    setValue(answer);
    form.clearNotice();
  }

  return (
    <StepForm form={form} onSubmit={() => (value ? void form.save(toInput(value)) : form.refuse(required))}>
      <ChoiceGroup {...group} value={value} onChange={choose} />
    </StepForm>
  );
}
