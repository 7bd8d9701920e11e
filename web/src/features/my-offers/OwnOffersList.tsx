import { useCallback, type ReactNode } from 'react';
import { FormNotice, errorNotice, successNotice, type Notice } from '../../components/FormNotice';
import { useTimedNotice } from '../../lib/useTimedNotice';
import { offerCount } from './myOffersTexts';
import { NextOffers, type NextOffersProps } from './OfferSkeletons';
import styles from './MyOffersPage.module.css';

/** What a list of one's own offers says after a change: a notice for 3 s, and the callback cards call. */
function useOfferMessages(): { notice: Notice | null; onMessage: OnOfferMessage } {
  const [notice, showNotice] = useTimedNotice();
  const onMessage = useCallback(
    (text: string, ok: boolean) => showNotice(ok ? successNotice(text) : errorNotice(text)),
    [showNotice],
  );
  return { notice, onMessage };
}

/** What a card of one's own offers calls after a change: the server's words, and whether it went well. */
export type OnOfferMessage = (text: string, ok: boolean) => void;

interface OwnOffersListProps {
  totalCount: number;
  /** Shown instead of the list when it holds nothing. */
  empty: ReactNode;
  paging: NextOffersProps;
  /** One `<li>` a card, each told where to report a change. */
  children: (onMessage: OnOfferMessage) => ReactNode[];
}

/** A list of the viewer's own offers: the last change's notice, the count, the cards (or `empty`), the next page. */
export function OwnOffersList({ totalCount, empty, paging, children }: OwnOffersListProps) {
  const { notice, onMessage } = useOfferMessages();
  const items = children(onMessage);
  return (
    <>
      <div className={styles.notice}>
        <FormNotice notice={notice} />
      </div>
      <p className={styles.count}>{offerCount(totalCount)}</p>
      {items.length === 0 ? empty : <ul className={styles.list}>{items}</ul>}
      <NextOffers {...paging} />
    </>
  );
}
