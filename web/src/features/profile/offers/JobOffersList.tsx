import { graphql, usePaginationFragment } from 'react-relay';
import { paths } from '../../../lib/routing/paths';
import type { JobOffersList_user$key } from './__generated__/JobOffersList_user.graphql';
import type { JobOffersListPaginationQuery } from './__generated__/JobOffersListPaginationQuery.graphql';
import type { OffersEmptyTexts } from './OfferCard';
import { OffersList } from './OffersList';
import { jobTypeLabel, locationTypeLabel } from './offerLabels';

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

const EMPTY: OffersEmptyTexts = {
  own: 'Todavía no has publicado ninguna oferta.',
  create: { to: paths.createJobOffer(), label: 'Crear una oferta' },
  others: 'Esta empresa todavía no tiene ofertas publicadas.',
};

/** A company's public job offers, each opening JobOfferDetail/{id}. */
export function JobOffersList({ user, own }: { user: JobOffersList_user$key; own: boolean }) {
  const { data, ...pagination } = usePaginationFragment<JobOffersListPaginationQuery, JobOffersList_user$key>(
    fragment,
    user,
  );
  const offers = data.jobOffers.edges.map(({ node: offer }) => ({
    id: offer.id,
    to: paths.jobOffer(offer.internalID),
    title: offer.position,
    meta: [offer.companyName, offer.city, jobTypeLabel(offer.jobType), locationTypeLabel(offer.locationType)],
    description: offer.description,
    publicationDate: offer.publicationDate,
  }));
  return <OffersList label="Ofertas de empleo" offers={offers} empty={EMPTY} own={own} pagination={pagination} />;
}
