import styles from './FormNotice.module.css';

/** A message after a form was sent: an error, or a success to confirm. */
export interface Notice {
  text: string;
  tone: 'error' | 'success';
}

export const errorNotice = (text: string): Notice => ({ text, tone: 'error' });
export const successNotice = (text: string): Notice => ({ text, tone: 'success' });

/**
 * The message area of a form. The polite live region is always in the page, so a new
 * success is announced; an error is an alert, announced at once.
 */
export function FormNotice({ notice }: { notice: Notice | null }) {
  return (
    <div aria-live="polite" className={styles.notice}>
      {notice?.tone === 'error' && (
        <p role="alert" className={styles.error}>
          {notice.text}
        </p>
      )}
      {notice?.tone === 'success' && <p className={styles.success}>{notice.text}</p>}
    </div>
  );
}
