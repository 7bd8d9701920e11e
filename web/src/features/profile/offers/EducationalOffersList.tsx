import { graphql, usePaginationFragment } from 'react-relay';
import { plainText } from '../../../lib/plainText';
import { paths } from '../../../lib/routing/paths';
import type { EducationalOffersList_user$key } from './__generated__/EducationalOffersList_user.graphql';
import type { EducationalOffersListPaginationQuery } from './__generated__/EducationalOffersListPaginationQuery.graphql';
import type { OffersEmptyTexts } from './OfferCard';
import { OffersList } from './OffersList';
import { educationalOfferFacts } from '../../../components/educationalOfferFacts';

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
          ...educationalOfferFacts_offer
          description
          publicationDate
        }
      }
    }
  }
`;

const EMPTY: OffersEmptyTexts = {
  own: 'Todavía no has publicado ninguna oferta educativa.',
  create: { to: paths.createEducationalOffer(), label: 'Crear una oferta educativa' },
  others: 'Esta institución todavía no tiene ofertas educativas publicadas.',
};

/** An institution's public educational offers, each opening EducationalOfferDetail/{id}. */
export function EducationalOffersList({ user, own }: { user: EducationalOffersList_user$key; own: boolean }) {
  const { data, ...pagination } = usePaginationFragment<
    EducationalOffersListPaginationQuery,
    EducationalOffersList_user$key
  >(fragment, user);
  const offers = data.educationalOffers.edges.map(({ node: offer }) => ({
    id: offer.id,
    to: paths.educationalOffer(offer.internalID),
    title: offer.programName,
    meta: educationalOfferFacts(offer),
    description: offer.description ? plainText(offer.description) : null,
    publicationDate: offer.publicationDate,
  }));
  return <OffersList label="Ofertas educativas" offers={offers} empty={EMPTY} own={own} pagination={pagination} />;
}
