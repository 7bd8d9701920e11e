import type { FormEvent } from 'react';
import styles from './AuthForms.module.css';
import { CodeInput } from './CodeInput';
import { errorNotice, successNotice, type Notice } from '../../components/FormNotice';
import type { SignedIn } from './useLoginMutation';
import { useResendRegistrationCodeMutation } from './useResendRegistrationCodeMutation';
import { useVerifyRegistrationCodeMutation } from './useVerifyRegistrationCodeMutation';
import { useCodeCells } from './useCodeCells';
import { completeCode } from './verificationCode';

interface RegisterCodeStepProps {
  email: string;
  onVerified: (session: SignedIn, message: string | null) => void;
  onNotice: (notice: Notice | null) => void;
}

/** Step 2 of sign-up: the 6-digit code mailed to the address, with a way to get a new one. */
export function RegisterCodeStep({ email, onVerified, onNotice }: RegisterCodeStepProps) {
  const { cells, setCells, focusRequest, startOver } = useCodeCells();
  const [verify, isVerifying] = useVerifyRegistrationCodeMutation();
  const [resend, isResending] = useResendRegistrationCodeMutation();
  const code = completeCode(cells);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code || isVerifying) return;
    onNotice(null);
    const outcome = await verify({ input: { email, code } });
    if (outcome.ok) onVerified(outcome.value, outcome.message);
    else {
      onNotice(errorNotice(outcome.message));
      startOver();
    }
  }

  async function onResend() {
    onNotice(null);
    const outcome = await resend({ input: { email } });
    onNotice(outcome.ok ? successNotice(outcome.message ?? '') : errorNotice(outcome.message));
    if (outcome.ok) startOver();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <p className={styles.intro}>
        Hemos enviado un código de 6 dígitos a <strong>{email}</strong>. Introdúcelo para verificar tu cuenta.
      </p>
      <CodeInput
        label="Código de verificación"
        value={cells}
        onChange={setCells}
        disabled={isVerifying}
        focusRequest={focusRequest}
      />
      <button type="submit" className={styles.primary} disabled={!code || isVerifying} aria-busy={isVerifying}>
        {isVerifying ? 'Verificando...' : 'Verificar código'}
      </button>
      <p className={styles.links}>
        <span>
          ¿No te ha llegado?{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={onResend}
            disabled={isResending}
            aria-busy={isResending}
          >
            {isResending ? 'Reenviando...' : 'Reenviar código'}
          </button>
        </span>
      </p>
    </form>
  );
}
