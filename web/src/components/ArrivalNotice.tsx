import { useLocation } from 'react-router';
import styles from './FormNotice.module.css';

/** Said where the user lands after publishing an offer: it is not public until an operator approves it. */
export const OFFER_SENT_NOTICE = 'Tu oferta se ha enviado. La revisaremos y la publicaremos en cuanto la aprobemos.';

/** The navigation state that carries a confirmation to the page a form leads to. */
export const withArrivalNotice = (text: string) => ({ state: { arrivalNotice: text } });

function arrivalNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('arrivalNotice' in state)) return null;
  return typeof state.arrivalNotice === 'string' ? state.arrivalNotice : null;
}

/**
 * The confirmation a form sent along when it led here (withArrivalNotice): e.g. on My Offers
 * after publishing, that the offer awaits review. Nothing on an ordinary visit.
 */
export function ArrivalNotice() {
  const text = arrivalNoticeOf(useLocation().state);
  if (!text) return null;
  return (
    <p role="status" className={styles.success}>
      {text}
    </p>
  );
}
