import { useId, type InputHTMLAttributes } from 'react';
import styles from './AccountSettingsPanel.module.css';

interface SettingsFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** What is wrong with the value, shown under the field. */
  error?: string | null;
}

/** A labelled input of the account settings forms, with its error under it when it has one. */
export function SettingsField({ label, error, ...input }: SettingsFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
