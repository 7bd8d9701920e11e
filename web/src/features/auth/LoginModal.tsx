import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../components/Modal';
import { signedInLandingPath } from '../../lib/onboarding/signedInLandingPath';
import { setAuthToken, storeUser } from '../../lib/session';
import { InputField } from '../../components/field/InputField';
import type { AuthModalName } from './authModalName';
import styles from './AuthForms.module.css';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useLoginMutation } from './useLoginMutation';

interface LoginModalProps {
  onClose: () => void;
  onSwitch: (modal: AuthModalName) => void;
}

/** Sign-in with email and password, or Google; then the dashboard (part 1 §2). */
export function LoginModal({ onClose, onSwitch }: LoginModalProps) {
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  const [login, isSending] = useLoginMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const form = new FormData(event.currentTarget);
    setNotice(null);
    const outcome = await login({
      input: { email: String(form.get('email')).trim(), password: String(form.get('password')) },
    });
    if (!outcome.ok) return setNotice(errorNotice(outcome.message));
    // The user facts first: session listeners see a complete session when the token lands.
    storeUser(outcome.value.user);
    setAuthToken(outcome.value.token);
    // A screen that sent the visitor to sign in (`{ from }` state) gets them back.
    navigate(returnTo ?? (await signedInLandingPath()));
  }

  return (
    <Modal title="Inicio de sesión" onClose={onClose}>
      <form className={styles.form} onSubmit={onSubmit}>
        <InputField label="Correo electrónico" name="email" type="email" autoComplete="email" required />
        <InputField label="Contraseña" name="password" type="password" autoComplete="current-password" required />
        <FormNotice notice={notice} />
        <button type="submit" className={styles.primary} disabled={isSending} aria-busy={isSending}>
          {isSending ? 'Iniciando sesión...' : 'Iniciar sesión'}
        </button>
        <p className={styles.divider}>o</p>
        <GoogleSignInButton onError={(message) => setNotice(errorNotice(message))} />
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={() => onSwitch('reset')}>
            ¿Olvidaste tu contraseña?
          </button>
          <span>
            ¿No tienes cuenta?{' '}
            <button type="button" className={styles.linkButton} onClick={() => onSwitch('register')}>
              Regístrate
            </button>
          </span>
        </div>
      </form>
    </Modal>
  );
}

/** The in-app path a screen asked to come back to after sign-in; null for anything else. */
function returnPathOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
