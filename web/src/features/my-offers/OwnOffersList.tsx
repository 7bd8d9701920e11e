import { useCallback, type ReactNode } from 'react';
import { FormNotice, errorNotice, successNotice, type Notice } from '../../components/FormNotice';
import { useTimedNotice } from '../../lib/useTimedNotice';
import { offerCount } from './myOffersTexts';
import { NextOffers } from './OfferSkeletons';
import styles from './MyOffersPage.module.css';

/** What a list of one's own offers says after a change: a notice for 3 s, and the callback cards call. */
export function useOfferMessages(): { notice: Notice | null; onMessage: (text: string, ok: boolean) => void } {
  const [notice, showNotice] = useTimedNotice();
  const onMessage = useCallback(
    (text: string, ok: boolean) => showNotice(ok ? successNotice(text) : errorNotice(text)),
    [showNotice],
  );
  return { notice, onMessage };
}

interface OwnOffersListProps {
  notice: Notice | null;
  totalCount: number;
  /** One `<li>` a card. */
  items: ReactNode[];
  /** Shown instead of the list when it holds nothing. */
  empty: ReactNode;
  loadNext: (count: number) => unknown;
  hasNext: boolean;
  isLoadingNext: boolean;
}

/** A list of the viewer's own offers: the last change's notice, the count, the cards (or `empty`), the next page. */
export function OwnOffersList({ notice, totalCount, items, empty, ...pagination }: OwnOffersListProps) {
  return (
    <>
      <div className={styles.notice}>
        <FormNotice notice={notice} />
      </div>
      <p className={styles.count}>{offerCount(totalCount)}</p>
      {items.length === 0 ? empty : <ul className={styles.list}>{items}</ul>}
      <NextOffers {...pagination} />
    </>
  );
}
