import styles from './StepActions.module.css';

interface StepActionsProps {
  onBack: () => void;
  nextLabel?: string;
  /** A request is under way: the next button is disabled and says so. */
  busy?: boolean;
  /** The next button explains on click why it cannot go on yet (it stays focusable). */
  waiting?: boolean;
}

/** 'Volver atrás' and the submit button of every wizard screen. */
export function StepActions({ onBack, nextLabel = 'Siguiente', busy = false, waiting = false }: StepActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.back} onClick={onBack}>
        Volver atrás
      </button>
      <button
        type="submit"
        className={styles.next}
        disabled={busy}
        aria-disabled={waiting || undefined}
        aria-busy={busy || waiting}
      >
        {nextLabel}
      </button>
    </div>
  );
}
