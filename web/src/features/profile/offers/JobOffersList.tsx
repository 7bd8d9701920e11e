import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { InfiniteScrollSentinel } from '../../../components/InfiniteScrollSentinel';
import { paths } from '../../../lib/routing/paths';
import { OFFERS_PAGE_SIZE } from '../profileLayout';
import type { JobOffersList_user$key } from './__generated__/JobOffersList_user.graphql';
import type { JobOffersListPaginationQuery } from './__generated__/JobOffersListPaginationQuery.graphql';
import { OfferCard, OffersEmpty } from './OfferCard';
import { OffersFooter } from './OffersFooter';
import { jobTypeLabel, locationTypeLabel, longDate } from './offerLabels';
import styles from './Offers.module.css';

const fragment = graphql`
  fragment JobOffersList_user on User
  @refetchable(queryName: "JobOffersListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    jobOffers(first: $count, after: $cursor) @connection(key: "JobOffersList_jobOffers") {
      edges {
        node {
          id
          internalID
          position
          companyName
          city
          jobType
          locationType
          description
          publicationDate
        }
      }
    }
  }
`;

/** A company's public job offers, each opening JobOfferDetail/{id}. */
export function JobOffersList({ user, own }: { user: JobOffersList_user$key; own: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    JobOffersListPaginationQuery,
    JobOffersList_user$key
  >(fragment, user);
  const [failed, setFailed] = useState(false);
  const offers = data.jobOffers.edges.map((edge) => edge.node);

  function loadMore() {
    loadNext(OFFERS_PAGE_SIZE, { onComplete: (error) => setFailed(error !== null) });
  }

  if (offers.length === 0) {
    return own ? (
      <OffersEmpty
        text="Todavía no has publicado ninguna oferta."
        create={{ to: paths.createJobOffer(), label: 'Crear una oferta' }}
      />
    ) : (
      <OffersEmpty text="Esta empresa todavía no tiene ofertas publicadas." create={null} />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Ofertas de empleo">
        {offers.map((offer) => (
          <OfferCard
            key={offer.id}
            to={paths.jobOffer(offer.internalID)}
            title={offer.position}
            meta={[offer.companyName, offer.city, jobTypeLabel(offer.jobType), locationTypeLabel(offer.locationType)]
              .filter(Boolean)
              .join(' · ')}
            description={offer.description}
            date={longDate(offer.publicationDate)}
          />
        ))}
      </ul>
      <InfiniteScrollSentinel onVisible={loadMore} disabled={!hasNext || isLoadingNext || failed} />
      <OffersFooter loading={isLoadingNext} failed={failed} onRetry={loadMore} />
    </>
  );
}
