import { graphql, usePaginationFragment } from 'react-relay';
import { requireLoaded } from '../../lib/relay/environment';
import type { CompanyOffersPaginationQuery } from './__generated__/CompanyOffersPaginationQuery.graphql';
import type { CompanyOffers_viewer$key } from './__generated__/CompanyOffers_viewer.graphql';
import { ManagedOfferCard } from './ManagedOfferCard';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { OwnOffersList } from './OwnOffersList';
import styles from './MyOffersPage.module.css';

const fragment = graphql`
  fragment CompanyOffers_viewer on User
  @refetchable(queryName: "CompanyOffersPaginationQuery")
  @argumentDefinitions(
    statuses: { type: "[JobOfferStatus!]" }
    internshipsOnly: { type: "Boolean", defaultValue: false }
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
  ) {
    managedJobOffers(statuses: $statuses, internshipsOnly: $internshipsOnly, first: $count, after: $cursor)
      @connection(key: "CompanyOffers_managedJobOffers") {
      totalCount
      edges {
        node {
          id
          ...ManagedOfferCard_offer
        }
      }
    }
  }
`;

/** A company's offers under the chosen filters, with their counts and candidates (part 2 §2 'My Offers'). */
export function CompanyOffers({ viewer }: { viewer: CompanyOffers_viewer$key }) {
  const { data, ...paging } = usePaginationFragment<CompanyOffersPaginationQuery, CompanyOffers_viewer$key>(
    fragment,
    viewer,
  );
  // Null when the list could not be read: the boundary shows the spec's failure text.
  const offers = requireLoaded(data.managedJobOffers);
  return (
    <OwnOffersList
      totalCount={offers.totalCount}
      empty={<p className={styles.empty}>{MY_OFFERS_TEXTS.noPublished}</p>}
      paging={paging}
    >
      {(onMessage) =>
        offers.edges.map(({ node }) => (
          <li key={node.id}>
            <ManagedOfferCard offer={node} onMessage={onMessage} />
          </li>
        ))
      }
    </OwnOffersList>
  );
}
