import { useId, type InputHTMLAttributes } from 'react';
import styles from './AuthForms.module.css';

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/** A labelled text input of the sign-in and sign-up forms. */
export function AuthField({ label, ...input }: AuthFieldProps) {
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
