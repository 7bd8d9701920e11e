import type { FormEvent, ReactNode } from 'react';
import { FormNotice } from '../../../components/FormNotice';
import { StepActions } from './StepActions';
import type { StepFormState } from './useStepForm';
import styles from './StepForm.module.css';

interface StepFormProps {
  /** The step's state (useStepForm): its message, whether it saves, the way back. */
  form: Pick<StepFormState, 'goBack' | 'notice' | 'isSaving'>;
  onSubmit: () => void;
  nextLabel?: string;
  children: ReactNode;
}

/**
 * A wizard step's form: its fields, the message, 'Volver atrás' and 'Siguiente'. The
 * browser's own checks are off: the spec's messages say what is missing.
 */
export function StepForm({ form, onSubmit, nextLabel, children }: StepFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      <FormNotice notice={form.notice} />
      <StepActions onBack={form.goBack} busy={form.isSaving} nextLabel={form.isSaving ? 'Guardando...' : nextLabel} />
    </form>
  );
}
