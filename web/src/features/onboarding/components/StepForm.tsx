import type { FormEvent, ReactNode } from 'react';
import { FormNotice, type Notice } from '../../../components/FormNotice';
import { StepActions } from './StepActions';
import styles from './StepForm.module.css';

interface StepFormProps {
  onSubmit: () => void;
  onBack: () => void;
  notice: Notice | null;
  isSaving: boolean;
  nextLabel?: string;
  children: ReactNode;
}

/**
 * A wizard step's form: its fields, the message, 'Volver atrás' and 'Siguiente'. The
 * browser's own checks are off: the spec's messages say what is missing.
 */
export function StepForm({ onSubmit, onBack, notice, isSaving, nextLabel, children }: StepFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      <FormNotice notice={notice} />
      <StepActions onBack={onBack} busy={isSaving} nextLabel={isSaving ? 'Guardando...' : nextLabel} />
    </form>
  );
}
