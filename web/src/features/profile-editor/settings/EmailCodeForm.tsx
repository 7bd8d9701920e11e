import { useState, type FormEvent } from 'react';
import { errorNotice, FormNotice, successNotice, type Notice } from '../../../components/FormNotice';
import type { Outcome } from '../../../lib/relay/mutationOutcome';
import { setAuthToken } from '../../../lib/session';
import { emailCodeProblem } from './accountRules';
import { InputField } from '../../../components/field/InputField';
import { useConfirmEmailChangeMutation } from './useConfirmEmailChangeMutation';
import styles from './AccountSettingsPanel.module.css';

interface EmailCodeFormProps {
  /** What the server said when it mailed the code (to which address). */
  sentMessage: string;
  /** Asks again with the same address: a new code replaces the mailed one. */
  onResend: () => Promise<Outcome<string>>;
  onConfirmed: (message: string) => void;
  onCancel: () => void;
}

/**
 * The second step of 'Cambiar email' (issue 18): the 6-digit code mailed to the new address.
 * A refused code stays typed; the right one stores the session's new token.
 */
export function EmailCodeForm({ sentMessage, onResend, onConfirmed, onCancel }: EmailCodeFormProps) {
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(successNotice(sentMessage));
  const [confirm, isConfirming] = useConfirmEmailChangeMutation();
  const [isResending, setResending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isConfirming) return;
    const problem = emailCodeProblem(code);
    if (problem) return setNotice(errorNotice(problem));
    setNotice(null);
    const outcome = await confirm({ input: { code: code.trim() } });
    if (!outcome.ok) return setNotice(errorNotice(outcome.message));
    setAuthToken(outcome.value);
    onConfirmed(outcome.message ?? 'Email actualizado con éxito');
  }

  async function resend() {
    setResending(true);
    const outcome = await onResend();
    setResending(false);
    setNotice(outcome.ok ? successNotice(outcome.message ?? sentMessage) : errorNotice(outcome.message));
    if (outcome.ok) setCode('');
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <InputField
        label="Código de verificación"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormNotice notice={notice} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isConfirming} aria-busy={isConfirming}>
          {isConfirming ? 'Confirmando...' : 'Confirmar email'}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void resend()}
          disabled={isResending}
          aria-busy={isResending}
        >
          {isResending ? 'Reenviando...' : 'Reenviar código'}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
