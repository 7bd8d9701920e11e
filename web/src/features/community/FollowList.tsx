import { useState, type ReactElement } from 'react';
import type { LoadMoreFn } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel';
import { ProtectedLink } from '../../components/ProtectedLink';
import { paths } from '../../lib/routing/paths';
import { CommunityCardSkeletons } from './CommunityCardSkeletons';
import { COMMUNITY_PAGE_SIZE, loadFailureText, noMatchText, TAB_TEXTS, type CommunityTab } from './communityTabs';
import styles from './FollowList.module.css';

interface FollowListProps {
  tab: CommunityTab;
  /** The search the list answers, null for the whole list. */
  search: string | null;
  /** How many accounts the list (with the search) holds. */
  totalCount: number;
  /** One CommunityCard per account, keyed by its id. */
  cards: ReactElement[];
  paging: { hasNext: boolean; isLoadingNext: boolean; loadNext: LoadMoreFn<OperationType> };
}

/**
 * The card grid of one community list, 10 more whenever its end comes near (200 px). A page
 * that fails to load shows the list's failure text with a way to try again; what was
 * already shown stays.
 */
export function FollowList({ tab, search, totalCount, cards, paging }: FollowListProps) {
  const { hasNext, isLoadingNext, loadNext } = paging;
  const [failed, setFailed] = useState(false);
  const canLoadMore = hasNext && !isLoadingNext && !failed;

  function load() {
    setFailed(false);
    loadNext(COMMUNITY_PAGE_SIZE, { onComplete: (error) => setFailed(error !== null) });
  }

  if (cards.length === 0) return <EmptyList tab={tab} search={search} />;
  return (
    <>
      {search && (
        <p className={styles.summary} role="status">
          {totalCount === 1 ? '1 resultado' : `${totalCount} resultados`}
        </p>
      )}
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.key}>{card}</li>
        ))}
      </ul>
      <InfiniteScrollSentinel onVisible={() => canLoadMore && load()} disabled={!canLoadMore} />
      {isLoadingNext && <CommunityCardSkeletons label="Cargando más..." count={4} />}
      {failed && (
        <p className={styles.message} role="alert">
          {loadFailureText(tab)}{' '}
          <button type="button" className={styles.retry} onClick={load}>
            Reintentar
          </button>
        </p>
      )}
    </>
  );
}

/** Nobody in the list yet, or nobody matching the search. */
function EmptyList({ tab, search }: { tab: CommunityTab; search: string | null }) {
  if (search) return <p className={styles.message}>{noMatchText(tab, search)}</p>;
  return (
    <div className={styles.empty}>
      <p className={styles.message}>{TAB_TEXTS[tab].empty}</p>
      {tab === 'following' && (
        <ProtectedLink to={paths.creatives()} className={styles.discover}>
          Descubre creativos
        </ProtectedLink>
      )}
    </div>
  );
}
