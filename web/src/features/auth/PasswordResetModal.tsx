import { useEffect, useEffectEvent, useState } from 'react';
import { Modal } from '../../components/Modal';
import type { AuthModalName } from './authModalName';
import styles from './AuthForms.module.css';
import { FormNotice, successNotice, type Notice } from '../../components/FormNotice';
import { ResetCodeStep } from './ResetCodeStep';
import { ResetEmailStep } from './ResetEmailStep';
import { ResetPasswordStep } from './ResetPasswordStep';

/** After the password changed, the login dialog opens this much later (part 1 §9). */
export const LOGIN_AFTER_RESET_MS = 2000;

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string }
  | { name: 'password'; email: string; code: string }
  | { name: 'done' };

interface PasswordResetModalProps {
  onClose: () => void;
  onSwitch: (modal: AuthModalName) => void;
}

/** Password recovery (part 1 §4): email, code, new password, then back to sign-in. */
export function PasswordResetModal({ onClose, onSwitch }: PasswordResetModalProps) {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const succeed = (next: Step, message: string | null) => {
    setStep(next);
    setNotice(message ? successNotice(message) : null);
  };
  useLoginAfterReset(step.name === 'done', onSwitch);

  return (
    <Modal title="Recupera tu contraseña" onClose={onClose} step={step.name}>
      {step.name === 'email' && (
        <ResetEmailStep onSent={(email, message) => succeed({ name: 'code', email }, message)} onNotice={setNotice} />
      )}
      {step.name === 'code' && (
        <ResetCodeStep
          email={step.email}
          onVerified={(code, message) => succeed({ name: 'password', email: step.email, code }, message)}
          onNotice={setNotice}
        />
      )}
      {step.name === 'password' && (
        <ResetPasswordStep
          email={step.email}
          code={step.code}
          onReset={(message) => succeed({ name: 'done' }, message)}
          onNotice={setNotice}
        />
      )}
      {/* One live region for every step, so a message that comes with a new step is announced. */}
      <div className={styles.noticeSlot}>
        <FormNotice notice={notice} />
      </div>
      <p className={`${styles.links} ${styles.footer}`}>
        <button type="button" className={styles.linkButton} onClick={() => onSwitch('login')}>
          Volver al inicio de sesión
        </button>
      </p>
    </Modal>
  );
}

function useLoginAfterReset(isDone: boolean, onSwitch: (modal: AuthModalName) => void) {
  const switchToLogin = useEffectEvent(() => onSwitch('login'));
  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(switchToLogin, LOGIN_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [isDone]);
}
