import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/Modal';
import { paths } from '../../lib/routing/paths';
import { setAuthToken, storeUser } from '../../lib/session';
import type { AuthModalName } from './authModalName';
import styles from './AuthForms.module.css';
import { FormNotice, successNotice, type Notice } from '../../components/FormNotice';
import type { NewAccount } from './registrationForm';
import { RegisterCodeStep } from './RegisterCodeStep';
import { RegisterFormStep } from './RegisterFormStep';
import type { SignedIn } from './storedUser';

interface RegisterModalProps {
  onClose: () => void;
  onSwitch: (modal: AuthModalName) => void;
}

/**
 * Sign-up (part 1 §4): the form, then the mailed code; a verified code opens the session
 * and leads to the objective screen with the username.
 */
export function RegisterModal({ onClose, onSwitch }: RegisterModalProps) {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<NewAccount | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  function onSent(account: NewAccount, serverMessage: string | null) {
    setSentTo(account);
    setNotice(serverMessage ? successNotice(serverMessage) : null);
  }

  function onVerified({ token, user }: SignedIn, verifiedMessage: string | null) {
    if (verifiedMessage) setNotice(successNotice(verifiedMessage));
    storeUser(user);
    setAuthToken(token);
    navigate(paths.completeRegistration(), { state: { username: user.username ?? sentTo?.username } });
  }

  return (
    <Modal title={sentTo ? 'Verifica tu correo' : 'Crea tu cuenta'} onClose={onClose} step={sentTo ? 'code' : 'form'}>
      {sentTo ? (
        <RegisterCodeStep email={sentTo.email} onVerified={onVerified} onNotice={setNotice} />
      ) : (
        <RegisterFormStep onSent={onSent} onNotice={setNotice} />
      )}
      {/* Outside the steps, so the message that comes with the code step is announced. */}
      <div className={styles.noticeSlot}>
        <FormNotice notice={notice} />
      </div>
      <p className={`${styles.links} ${styles.footer}`}>
        <span>
          ¿Ya tienes cuenta?{' '}
          <button type="button" className={styles.linkButton} onClick={() => onSwitch('login')}>
            Inicia sesión
          </button>
        </span>
      </p>
    </Modal>
  );
}
