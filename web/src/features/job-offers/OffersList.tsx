import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { PagedListEnd } from '../../components/PagedListEnd';
import { RetryButton } from '../../components/RetryButton';
import type { OffersList_query$key } from './__generated__/OffersList_query.graphql';
import type { OffersListPaginationQuery } from './__generated__/OffersListPaginationQuery.graphql';
import { OfferCard } from './OfferCard';
import { OfferCardSkeletons } from './OfferCardSkeletons';
import type { OfferSuggestions } from './OffersFilters';
import { OFFERS_TEXTS } from './offersTexts';
import styles from './OffersPage.module.css';

/** Offers per page of the infinite list. */
export const OFFERS_PAGE_SIZE = 20;

const fragment = graphql`
  fragment OffersList_query on Query
  @refetchable(queryName: "OffersListPaginationQuery")
  # The filters are the page query's own variables: the list and its pages read them as they are.
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    jobOffers(
      search: $search
      country: $country
      city: $city
      companyName: $companyName
      minimumSalary: $minimumSalary
      jobType: $jobType
      locationType: $locationType
      internshipsOnly: $internshipsOnly
      first: $count
      after: $cursor
    ) @connection(key: "OffersList_jobOffers") {
      totalCount
      edges {
        node {
          id
          country
          city
          ...OfferCard_offer
        }
      }
    }
  }
`;

interface OffersListProps {
  query: OffersList_query$key;
  /** The tab the list is the panel of. */
  labelledBy: string;
  panelId: string;
  /** Reports the countries and cities of the loaded offers, for the filters' suggestions. */
  onSuggestions: (suggestions: OfferSuggestions) => void;
}

/** The filtered public offers, newest first, loaded as the visitor scrolls, with their count. */
export function OffersList({ query, labelledBy, panelId, onSuggestions }: OffersListProps) {
  const { data, ...paging } = usePaginationFragment<OffersListPaginationQuery, OffersList_query$key>(fragment, query);
  const edges = data.jobOffers.edges;
  const total = data.jobOffers.totalCount;

  useEffect(() => {
    onSuggestions({
      countries: edges.map(({ node }) => node.country),
      cities: edges.map(({ node }) => node.city),
    });
  }, [edges, onSuggestions]);

  return (
    <div id={panelId} role="tabpanel" aria-labelledby={labelledBy} className={styles.panel}>
      <p className={styles.count} role="status">
        {total === 1 ? '1 oferta' : `${total} ofertas`}
      </p>
      {edges.length === 0 ? (
        <p className={styles.empty}>{OFFERS_TEXTS.empty}</p>
      ) : (
        <ul className={styles.grid}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <OfferCard offer={node} />
            </li>
          ))}
        </ul>
      )}
      <PagedListEnd
        paging={paging}
        pageSize={OFFERS_PAGE_SIZE}
        loading={<OfferCardSkeletons count={2} />}
        failedText={OFFERS_TEXTS.loadFailed}
        failedClassName={styles.nextError}
        retryClassName={styles.clear}
      />
    </div>
  );
}

/** The list's place when the whole list failed to load: the message and a way to try again. */
export function OffersListError({ labelledBy, panelId }: { labelledBy: string; panelId: string }) {
  return (
    <div id={panelId} role="tabpanel" aria-labelledby={labelledBy} className={styles.panel}>
      <div className={styles.nextError} role="alert">
        <p>{OFFERS_TEXTS.loadFailed}</p>
        <RetryButton />
      </div>
    </div>
  );
}
