import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

export { styles as fieldStyles };

/** The element ids of one field: its control and what describes it. */
export interface FieldIds {
  id: string;
  hintId: string;
  countId: string;
  errorId: string;
}

/** Fresh ids for a field whose control has none of its own. */
export function useFieldIds(): FieldIds {
  const id = useId();
  return { id, hintId: `${id}-hint`, countId: `${id}-count`, errorId: `${id}-error` };
}

/** aria props of a control: invalid while it has an error, described by what is shown under it. */
export function describedBy(ids: FieldIds, shown: { hint?: boolean; count?: boolean; error?: boolean }) {
  const described = [shown.hint && ids.hintId, shown.count && ids.countId, shown.error && ids.errorId].filter(Boolean);
  return {
    'aria-invalid': shown.error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
}

interface FieldProps {
  ids: FieldIds;
  /** The visible label (with its required mark, if any); none when a heading labels the control. */
  label?: ReactNode;
  /** The control, labelled by ids.id. */
  children: ReactNode;
  hint?: ReactNode;
  /** Characters used of the limit. */
  count?: { used: number; max: number };
  error?: string | null;
  /** Whether the error is announced as soon as it shows (forms checked on submit by the server). */
  errorRole?: 'alert';
  className?: string;
}

/** A field: label, control, hint, counter and error, one under the other. */
export function Field({ ids, label, children, hint, count, error, errorRole, className }: FieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {label !== undefined && (
        <label htmlFor={ids.id} className={styles.label}>
          {label}
        </label>
      )}
      {children}
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {count && (
        <p id={ids.countId} className={styles.count}>
          {count.used}/{count.max}
        </p>
      )}
      <FieldMessage id={ids.errorId} message={error} role={errorRole} />
    </div>
  );
}

/** The error under a field, when it has one. */
export function FieldMessage({ id, message, role }: { id: string; message?: string | null; role?: 'alert' }) {
  if (!message) return null;
  return (
    <p id={id} role={role} className={styles.error}>
      {message}
    </p>
  );
}
