import { Modal } from '../../components/Modal';
import { BUTTONS } from './buttons';
import styles from './MyOffersPage.module.css';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an offer is deactivated or deleted (part 2 §4), with 'Cancelar' first. */
export function ConfirmDialog({ title, text, confirmLabel, busyLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={BUTTONS.secondary} onClick={onClose}>
          Cancelar
        </button>
        <button type="button" className={BUTTONS.danger} disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
