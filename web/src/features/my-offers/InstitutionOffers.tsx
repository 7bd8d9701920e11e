import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { requireLoaded } from '../../lib/relay/environment';
import { paths } from '../../lib/routing/paths';
import type { InstitutionOffersPaginationQuery } from './__generated__/InstitutionOffersPaginationQuery.graphql';
import type { InstitutionOffers_count$key } from './__generated__/InstitutionOffers_count.graphql';
import type { InstitutionOffers_viewer$key } from './__generated__/InstitutionOffers_viewer.graphql';
import { EducationalOfferCard } from './EducationalOfferCard';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { OwnOffersList } from './OwnOffersList';
import { BUTTONS } from './buttons';
import styles from './MyOffersPage.module.css';

const fragment = graphql`
  fragment InstitutionOffers_viewer on User
  @refetchable(queryName: "InstitutionOffersPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    profilePicture
    ...InstitutionOffers_count
    managedEducationalOffers(first: $count, after: $cursor)
      @connection(key: "InstitutionOffers_managedEducationalOffers") {
      __id
      edges {
        node {
          id
          ...EducationalOfferCard_offer
        }
      }
    }
  }
`;

// The count apart from the list: publishing and deleting an offer bring it back on their viewer.
const countFragment = graphql`
  fragment InstitutionOffers_count on User {
    offersCount: managedEducationalOffers(first: 1) {
      totalCount
    }
  }
`;

/** An institution's educational offers in every status, newest first (issue 12), to edit, deactivate or delete. */
export function InstitutionOffers({ viewer }: { viewer: InstitutionOffers_viewer$key }) {
  const { data, ...paging } = usePaginationFragment<InstitutionOffersPaginationQuery, InstitutionOffers_viewer$key>(
    fragment,
    viewer,
  );
  // Null when the list could not be read: the boundary shows the spec's failure text.
  const offers = requireLoaded(data.managedEducationalOffers);
  const { offersCount } = useFragment<InstitutionOffers_count$key>(countFragment, data);
  const empty = (
    <div className={styles.empty}>
      <p>{MY_OFFERS_TEXTS.noEducationalOffers}</p>
      <Link to={paths.createEducationalOffer()} className={BUTTONS.primary}>
        Crear oferta educativa
      </Link>
    </div>
  );
  return (
    <OwnOffersList totalCount={offersCount?.totalCount ?? 0} empty={empty} paging={paging}>
      {(onMessage) =>
        offers.edges.map(({ node }) => (
          <li key={node.id}>
            <EducationalOfferCard
              offer={node}
              logo={data.profilePicture ?? null}
              connection={offers.__id}
              onMessage={onMessage}
            />
          </li>
        ))
      }
    </OwnOffersList>
  );
}
