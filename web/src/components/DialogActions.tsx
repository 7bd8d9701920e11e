import { Button, type ButtonVariant } from './Button';
import styles from './DialogActions.module.css';

interface DialogActionsProps {
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirm button's text, and what it says while the action runs. */
  confirm: string;
  busyText: string;
  busy: boolean;
  variant?: ButtonVariant;
}

/** 'Cancelar' and the confirming button at the foot of a dialog; the confirm waits while busy. */
export function DialogActions({
  onCancel,
  onConfirm,
  confirm,
  busyText,
  busy,
  variant = 'accent',
}: DialogActionsProps) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button variant={variant} disabled={busy} onClick={onConfirm}>
        {busy ? busyText : confirm}
      </Button>
    </div>
  );
}
