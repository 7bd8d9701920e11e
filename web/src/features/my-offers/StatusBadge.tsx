import type { ReactNode } from 'react';
import styles from './StatusBadge.module.css';

// The colour of a status: waiting, good news, bad news (the words say it too).
const TONES: Record<string, string> = {
  PENDING: styles.waiting,
  ACCEPTED: styles.good,
  REJECTED: styles.bad,
  CANCELLED: styles.neutral,
};

/** A coloured label for an application's or an offer's status. */
export function StatusBadge({ status, children }: { status: string; children: ReactNode }) {
  return <span className={`${styles.badge} ${TONES[status] ?? styles.neutral}`}>{children}</span>;
}
