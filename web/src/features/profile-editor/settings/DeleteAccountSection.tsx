import { useId, useState } from 'react';
import { errorNotice, FormNotice, type Notice } from '../../../components/FormNotice';
import { Modal } from '../../../components/Modal';
import { DELETE_FAILURE_TEXT, useDeleteAccountMutation } from './useDeleteAccountMutation';
import { useLeaveSession } from './useLeaveSession';
import styles from './AccountSettingsPanel.module.css';

/**
 * 'Eliminar cuenta' (part 2 §2, §8): a confirmation dialog; once the account is gone the
 * session is cleared and the user lands on /. A failure closes the dialog and says so.
 */
export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleteAccount, isDeleting] = useDeleteAccountMutation();
  const leave = useLeaveSession();
  const headingId = useId();

  async function confirm() {
    if (isDeleting) return;
    const outcome = await deleteAccount({});
    if (outcome.ok) return leave();
    setConfirming(false);
    setNotice(errorNotice(DELETE_FAILURE_TEXT));
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Eliminar cuenta
      </h2>
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
        <Modal title="¿Eliminar tu cuenta?" onClose={() => !isDeleting && setConfirming(false)}>
          <div className={styles.confirm}>
            <p className={styles.intro}>
              Tu cuenta y todo lo que has publicado se eliminarán para siempre. ¿Seguro que quieres continuar?
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.danger}
                onClick={() => void confirm()}
                disabled={isDeleting}
                aria-busy={isDeleting}
              >
                {isDeleting ? 'Eliminando...' : 'Sí, eliminar mi cuenta'}
              </button>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setConfirming(false)}
                disabled={isDeleting}
              >
                Cancelar
              </button>
            </div>
          </div>
        </Modal>
      )}
    </section>
  );
}
