import type { FormEvent } from 'react';
import { InputField } from '../../components/field/InputField';
import styles from './AuthForms.module.css';
import { errorNotice, type Notice } from '../../components/FormNotice';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';

interface ResetEmailStepProps {
  onSent: (email: string, message: string | null) => void;
  onNotice: (notice: Notice | null) => void;
}

/** Recovery step 1: the account's email, where the code is mailed. */
export function ResetEmailStep({ onSent, onNotice }: ResetEmailStepProps) {
  const [requestReset, isSending] = useRequestPasswordResetMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const email = String(new FormData(event.currentTarget).get('email')).trim();
    onNotice(null);
    const outcome = await requestReset({ input: { email } });
    if (outcome.ok) onSent(email, outcome.message);
    else onNotice(errorNotice(outcome.message));
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <p className={styles.intro}>
        Escribe el correo de tu cuenta y te enviaremos un código para restablecer tu contraseña.
      </p>
      <InputField label="Correo electrónico" name="email" type="email" autoComplete="email" required />
      <button type="submit" className={styles.primary} disabled={isSending} aria-busy={isSending}>
        {isSending ? 'Enviando...' : 'Enviar código'}
      </button>
    </form>
  );
}
