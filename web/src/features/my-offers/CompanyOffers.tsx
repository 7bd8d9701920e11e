import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { requireLoaded } from '../../lib/relay/environment';
import type { CompanyOffersPaginationQuery } from './__generated__/CompanyOffersPaginationQuery.graphql';
import type { CompanyOffers_count$key } from './__generated__/CompanyOffers_count.graphql';
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
    ...CompanyOffers_count @arguments(statuses: $statuses, internshipsOnly: $internshipsOnly)
    managedJobOffers(statuses: $statuses, internshipsOnly: $internshipsOnly, first: $count, after: $cursor)
      @connection(key: "CompanyOffers_managedJobOffers") {
      edges {
        node {
          id
          ...ManagedOfferCard_offer
        }
      }
    }
  }
`;

// The count apart from the list: publishing, editing, deactivating and deleting an offer
// bring it back on their viewer (CompanyOffers_everyCount), as the server counts it.
const countFragment = graphql`
  fragment CompanyOffers_count on User
  @argumentDefinitions(
    statuses: { type: "[JobOfferStatus!]" }
    internshipsOnly: { type: "Boolean", defaultValue: false }
  ) {
    jobOffersCount: managedJobOffers(statuses: $statuses, internshipsOnly: $internshipsOnly, first: 1) {
      totalCount
    }
  }
`;

/**
 * The count of every filter of a company's offers (STATUSES_OF_FILTER, with and without
 * 'Prácticas'), as each filter's CompanyOffers_count stores it: what the changes of an
 * offer read back, since it may move between any of them.
 */
/* eslint-disable relay/unused-fields -- read through CompanyOffers_count, whose records these are */
graphql`
  fragment CompanyOffers_everyCount on User {
    active: managedJobOffers(statuses: [ACCEPTED], internshipsOnly: false, first: 1) {
      totalCount
    }
    activeInternships: managedJobOffers(statuses: [ACCEPTED], internshipsOnly: true, first: 1) {
      totalCount
    }
    pending: managedJobOffers(statuses: [PENDING], internshipsOnly: false, first: 1) {
      totalCount
    }
    pendingInternships: managedJobOffers(statuses: [PENDING], internshipsOnly: true, first: 1) {
      totalCount
    }
    inactive: managedJobOffers(statuses: [CANCELLED, REJECTED], internshipsOnly: false, first: 1) {
      totalCount
    }
    inactiveInternships: managedJobOffers(statuses: [CANCELLED, REJECTED], internshipsOnly: true, first: 1) {
      totalCount
    }
  }
`;
/* eslint-enable relay/unused-fields */

/** A company's offers under the chosen filters, with their counts and candidates (part 2 §2 'My Offers'). */
export function CompanyOffers({ viewer }: { viewer: CompanyOffers_viewer$key }) {
  const { data, ...paging } = usePaginationFragment<CompanyOffersPaginationQuery, CompanyOffers_viewer$key>(
    fragment,
    viewer,
  );
  // Null when the list could not be read: the boundary shows the spec's failure text.
  const offers = requireLoaded(data.managedJobOffers);
  const { jobOffersCount } = useFragment<CompanyOffers_count$key>(countFragment, data);
  return (
    <OwnOffersList
      totalCount={jobOffersCount?.totalCount ?? 0}
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
