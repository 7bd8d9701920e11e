import { graphql, usePaginationFragment } from 'react-relay';
import { plainText } from '../../../components/RichText';
import { paths } from '../../../lib/routing/paths';
import type { EducationalOffersList_user$key } from './__generated__/EducationalOffersList_user.graphql';
import type { EducationalOffersListPaginationQuery } from './__generated__/EducationalOffersListPaginationQuery.graphql';
import { OfferCard, OffersEmpty } from './OfferCard';
import { OffersList } from './OffersList';
import { durationText } from '../../../lib/studyDuration';
import { studyModalityLabel } from '../../../lib/studyModality';
import { longDate } from './offerLabels';

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
          duration {
            value
            unit
          }
          description
          publicationDate
        }
      }
    }
  }
`;

/** An institution's public educational offers, each opening EducationalOfferDetail/{id}. */
export function EducationalOffersList({ user, own }: { user: EducationalOffersList_user$key; own: boolean }) {
  const { data, ...pagination } = usePaginationFragment<
    EducationalOffersListPaginationQuery,
    EducationalOffersList_user$key
  >(fragment, user);
  const offers = data.educationalOffers.edges.map((edge) => edge.node);

  return (
    <OffersList
      label="Ofertas educativas"
      cards={offers.map((offer) => (
        <OfferCard
          key={offer.id}
          to={paths.educationalOffer(offer.internalID)}
          title={offer.programName}
          meta={[
            offer.city,
            studyModalityLabel(offer.modality),
            durationText({ value: offer.duration.value, unit: offer.duration.unit }),
          ]
            .filter(Boolean)
            .join(' · ')}
          description={offer.description ? plainText(offer.description) : null}
          date={longDate(offer.publicationDate)}
        />
      ))}
      empty={
        own ? (
          <OffersEmpty
            text="Todavía no has publicado ninguna oferta educativa."
            create={{ to: paths.createEducationalOffer(), label: 'Crear una oferta educativa' }}
          />
        ) : (
          <OffersEmpty text="Esta institución todavía no tiene ofertas educativas publicadas." create={null} />
        )
      }
      pagination={pagination}
    />
  );
}
