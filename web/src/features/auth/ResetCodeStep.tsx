import type { FormEvent } from 'react';
import styles from './AuthForms.module.css';
import { CodeInput } from './CodeInput';
import { errorNotice, type Notice } from '../../components/FormNotice';
import { useVerifyPasswordResetCodeMutation } from './useVerifyPasswordResetCodeMutation';
import { useCodeCells } from './useCodeCells';
import { completeCode } from './verificationCode';

interface ResetCodeStepProps {
  email: string;
  onVerified: (code: string, message: string | null) => void;
  onNotice: (notice: Notice | null) => void;
}

/** Recovery step 2: the mailed code is checked (not used up) before a new password is asked. */
export function ResetCodeStep({ email, onVerified, onNotice }: ResetCodeStepProps) {
  const { cells, setCells, focusRequest, startOver } = useCodeCells();
  const [verify, isVerifying] = useVerifyPasswordResetCodeMutation();
  const code = completeCode(cells);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code || isVerifying) return;
    onNotice(null);
    const outcome = await verify({ input: { email, code } });
    if (outcome.ok) onVerified(code, outcome.message);
    else {
      onNotice(errorNotice(outcome.message));
      startOver();
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <CodeInput
        label="Código de recuperación"
        value={cells}
        onChange={setCells}
        disabled={isVerifying}
        focusRequest={focusRequest}
      />
      <button type="submit" className={styles.primary} disabled={!code || isVerifying} aria-busy={isVerifying}>
        {isVerifying ? 'Verificando...' : 'Verificar código'}
      </button>
    </form>
  );
}
