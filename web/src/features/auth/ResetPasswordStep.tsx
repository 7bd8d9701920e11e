import type { FormEvent } from 'react';
import { InputField } from '../../components/field/InputField';
import styles from './AuthForms.module.css';
import { errorNotice, type Notice } from '../../components/FormNotice';
import { useResetPasswordMutation } from './useResetPasswordMutation';

interface ResetPasswordStepProps {
  email: string;
  code: string;
  onReset: (message: string | null) => void;
  onNotice: (notice: Notice | null) => void;
}

/** Recovery step 3: the new password, twice. */
export function ResetPasswordStep({ email, code, onReset, onNotice }: ResetPasswordStepProps) {
  const [resetPassword, isSending] = useResetPasswordMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword'));
    // The reset form's text ends with a period, unlike sign-up's (part 1 §5).
    if (newPassword !== String(form.get('confirmPassword')))
      return onNotice(errorNotice('Las contraseñas no coinciden.'));
    onNotice(null);
    const outcome = await resetPassword({ input: { email, code, newPassword } });
    if (outcome.ok) onReset(outcome.message);
    else onNotice(errorNotice(outcome.message));
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <InputField label="Nueva contraseña" name="newPassword" type="password" autoComplete="new-password" required />
      <InputField
        label="Confirmar contraseña"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
      />
      <button type="submit" className={styles.primary} disabled={isSending} aria-busy={isSending}>
        {isSending ? 'Guardando...' : 'Cambiar contraseña'}
      </button>
    </form>
  );
}
