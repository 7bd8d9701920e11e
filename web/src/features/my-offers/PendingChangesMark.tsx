import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { StatusBadge } from './StatusBadge';
import styles from './MyOffersPage.module.css';

/**
 * Issue 17, on a card of My Offers (job and educational): the owner's edit of a live offer
 * waits for review ('Cambios pendientes de revisión'), or an operator refused the last one.
 */
export function PendingChangesMark({
  hasPendingChanges,
  changesRejectedAt,
}: {
  hasPendingChanges: boolean;
  changesRejectedAt: string | null | undefined;
}) {
  if (hasPendingChanges) return <StatusBadge status="PENDING">{MY_OFFERS_TEXTS.changesPending}</StatusBadge>;
  if (changesRejectedAt) return <span className={styles.note}>{MY_OFFERS_TEXTS.changesRejected}</span>;
  return null;
}
