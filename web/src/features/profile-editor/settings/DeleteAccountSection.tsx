import { useRef, useState, type FormEvent } from 'react';
import { errorNotice, FormNotice, type Notice } from '../../../components/FormNotice';
import { Modal } from '../../../components/Modal';
import { CURRENT_PASSWORD_MISSING } from './accountRules';
import { InputField } from '../../../components/field/InputField';
import { useDeleteAccountMutation } from './useDeleteAccountMutation';
import { useLeaveSession } from './useLeaveSession';
import { SettingsSection } from './SettingsSection';
import styles from './AccountSettingsPanel.module.css';

/**
 * 'Eliminar cuenta' (part 2 §2, §8): a confirmation dialog that asks for the password, except
 * of accounts that sign in with Google (api/CONTRACT.md); once the account is gone the session
 * is cleared and the user lands on /. A missing or wrong password shows at the field, the
 * dialog open and the password kept; any other failure closes the dialog and says so.
 */
export function DeleteAccountSection({ signsInWithGoogle }: { signsInWithGoogle: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleteAccount, isDeleting] = useDeleteAccountMutation();
  const leave = useLeaveSession();
  const form = useRef<HTMLFormElement>(null);

  function close() {
    setConfirming(false);
    setPassword('');
    setPasswordError(null);
  }

  function refusePassword(message: string) {
    setPasswordError(message);
    form.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (isDeleting) return;
    if (!signsInWithGoogle && password === '') return refusePassword(CURRENT_PASSWORD_MISSING);
    const outcome = await deleteAccount(signsInWithGoogle ? null : password);
    if (outcome.ok) return leave();
    if (outcome.passwordRefused) return refusePassword(outcome.message);
    close();
    setNotice(errorNotice(outcome.message));
  }

  return (
    <SettingsSection title="Eliminar cuenta">
      <p className={styles.intro}>
        Se borrarán tu perfil, tus publicaciones, tus ofertas, tus seguidores y tus archivos. No se puede deshacer.
      </p>
      <FormNotice notice={notice} />
      <button
        type="button"
        className={styles.danger}
        onClick={() => {
          setNotice(null);
          setConfirming(true);
        }}
      >
        Eliminar cuenta
      </button>
      {confirming && (
        <Modal title="¿Eliminar tu cuenta?" onClose={() => !isDeleting && close()}>
          <form ref={form} className={styles.confirm} onSubmit={(event) => void confirm(event)} noValidate>
            <p className={styles.intro}>
              Tu cuenta y todo lo que has publicado se eliminarán para siempre. ¿Seguro que quieres continuar?
              {!signsInWithGoogle && ' Escribe tu contraseña para confirmarlo.'}
            </p>
            {!signsInWithGoogle && (
              <InputField
                label="Contraseña actual"
                type="password"
                autoComplete="current-password"
                value={password}
                error={passwordError}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(null);
                }}
              />
            )}
            <div className={styles.actions}>
              <button type="submit" className={styles.danger} disabled={isDeleting} aria-busy={isDeleting}>
                {isDeleting ? 'Eliminando...' : 'Sí, eliminar mi cuenta'}
              </button>
              <button type="button" className={styles.secondary} onClick={close} disabled={isDeleting}>
                Cancelar
              </button>
            </div>
          </form>
        </Modal>
      )}
    </SettingsSection>
  );
}
