import type { FormEvent, ReactNode } from 'react';
import { errorNotice, type Notice } from '../../components/FormNotice';
import type { Outcome } from '../../lib/relay/mutationOutcome';
import styles from './AuthForms.module.css';
import { CodeInput } from './CodeInput';
import type { useCodeCells } from './useCodeCells';
import { completeCode } from './verificationCode';

interface CodeStepFormProps<T> {
  /** The code's cells, kept by the step (a resent code empties them too). */
  codeCells: ReturnType<typeof useCodeCells>;
  label: string;
  /** Checks a complete code; a refusal shows the server's words and empties the cells. */
  verify: (code: string) => Promise<Outcome<T>>;
  isVerifying: boolean;
  onVerified: (value: T, code: string, message: string | null) => void;
  onNotice: (notice: Notice | null) => void;
  /** What the form says before the cells. */
  intro?: ReactNode;
  /** What it offers after the button (a new code). */
  children?: ReactNode;
}

/** A step that asks for a mailed 6-digit code: sign-up's and password recovery's. */
export function CodeStepForm<T>(props: CodeStepFormProps<T>) {
  const { codeCells, label, verify, isVerifying, onVerified, onNotice, intro, children } = props;
  const { cells, setCells, focusRequest, startOver } = codeCells;
  const code = completeCode(cells);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code || isVerifying) return;
    onNotice(null);
    const outcome = await verify(code);
    if (outcome.ok) onVerified(outcome.value, code, outcome.message);
    else {
      onNotice(errorNotice(outcome.message));
      startOver();
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {intro}
      <CodeInput label={label} value={cells} onChange={setCells} disabled={isVerifying} focusRequest={focusRequest} />
      <button type="submit" className={styles.primary} disabled={!code || isVerifying} aria-busy={isVerifying}>
        {isVerifying ? 'Verificando...' : 'Verificar código'}
      </button>
      {children}
    </form>
  );
}
