import { useId, type InputHTMLAttributes } from 'react';
import styles from './AccountSettingsPanel.module.css';

interface SettingsFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/** A labelled input of the account settings forms. */
export function SettingsField({ label, ...input }: SettingsFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} />
    </div>
  );
}
