import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { InfiniteScrollSentinel } from '../../../components/InfiniteScrollSentinel';
import { paths } from '../../../lib/routing/paths';
import { OFFERS_PAGE_SIZE } from '../profileLayout';
import type { EducationalOffersList_user$key } from './__generated__/EducationalOffersList_user.graphql';
import type { EducationalOffersListPaginationQuery } from './__generated__/EducationalOffersListPaginationQuery.graphql';
import { OfferCard, OffersEmpty } from './OfferCard';
import { OffersFooter } from './OffersFooter';
import { longDate, modalityLabel } from './offerLabels';
import styles from './Offers.module.css';

const fragment = graphql`
  fragment EducationalOffersList_user on User
  @refetchable(queryName: "EducationalOffersListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    educationalOffers(first: $count, after: $cursor) @connection(key: "EducationalOffersList_educationalOffers") {
      edges {
        node {
          id
          internalID
          programName
          city
          modality
          description
          publicationDate
        }
      }
    }
  }
`;

/** An institution's public educational offers, each opening EducationalOfferDetail/{id}. */
export function EducationalOffersList({ user, own }: { user: EducationalOffersList_user$key; own: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    EducationalOffersListPaginationQuery,
    EducationalOffersList_user$key
  >(fragment, user);
  const [failed, setFailed] = useState(false);
  const offers = data.educationalOffers.edges.map((edge) => edge.node);

  function loadMore() {
    loadNext(OFFERS_PAGE_SIZE, { onComplete: (error) => setFailed(error !== null) });
  }

  if (offers.length === 0) {
    return own ? (
      <OffersEmpty
        text="Todavía no has publicado ninguna oferta educativa."
        create={{ to: paths.createEducationalOffer(), label: 'Crear una oferta educativa' }}
      />
    ) : (
      <OffersEmpty text="Esta institución todavía no tiene ofertas educativas publicadas." create={null} />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Ofertas educativas">
        {offers.map((offer) => (
          <OfferCard
            key={offer.id}
            to={paths.educationalOffer(offer.internalID)}
            title={offer.programName}
            meta={[offer.city, modalityLabel(offer.modality)].filter(Boolean).join(' · ')}
            description={offer.description ?? null}
            date={longDate(offer.publicationDate)}
          />
        ))}
      </ul>
      <InfiniteScrollSentinel onVisible={loadMore} disabled={!hasNext || isLoadingNext || failed} />
      <OffersFooter loading={isLoadingNext} failed={failed} onRetry={loadMore} />
    </>
  );
}
