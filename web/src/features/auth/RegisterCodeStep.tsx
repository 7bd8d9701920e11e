import { errorNotice, successNotice, type Notice } from '../../components/FormNotice';
import styles from './AuthForms.module.css';
import { CodeStepForm } from './CodeStepForm';
import { useCodeCells } from './useCodeCells';
import type { SignedIn } from './storedUser';
import { useResendRegistrationCodeMutation } from './useResendRegistrationCodeMutation';
import { useVerifyRegistrationCodeMutation } from './useVerifyRegistrationCodeMutation';

interface RegisterCodeStepProps {
  email: string;
  onVerified: (session: SignedIn, message: string | null) => void;
  onNotice: (notice: Notice | null) => void;
}

/** Step 2 of sign-up: the 6-digit code mailed to the address, with a way to get a new one. */
export function RegisterCodeStep({ email, onVerified, onNotice }: RegisterCodeStepProps) {
  const codeCells = useCodeCells();
  const [verify, isVerifying] = useVerifyRegistrationCodeMutation();
  const [resend, isResending] = useResendRegistrationCodeMutation();

  async function onResend() {
    onNotice(null);
    const outcome = await resend({ input: { email } });
    onNotice(outcome.ok ? successNotice(outcome.message ?? '') : errorNotice(outcome.message));
    if (outcome.ok) codeCells.startOver();
  }

  return (
    <CodeStepForm
      codeCells={codeCells}
      label="Código de verificación"
      verify={(code) => verify({ input: { email, code } })}
      isVerifying={isVerifying}
      onVerified={(session, _code, message) => onVerified(session, message)}
      onNotice={onNotice}
      intro={
        <p className={styles.intro}>
          Hemos enviado un código de 6 dígitos a <strong>{email}</strong>. Introdúcelo para verificar tu cuenta.
        </p>
      }
    >
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
    </CodeStepForm>
  );
}
