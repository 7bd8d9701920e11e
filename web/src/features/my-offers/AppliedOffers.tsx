import type { ReactNode } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { AppliedOffers_application$key } from './__generated__/AppliedOffers_application.graphql';
import type { AppliedOffersPaginationQuery } from './__generated__/AppliedOffersPaginationQuery.graphql';
import type { AppliedOffers_viewer$key } from './__generated__/AppliedOffers_viewer.graphql';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { applicationStatusLabel } from './myOffersView';
import { appliedOn } from './offerLabels';
import { NextOffers } from './OfferSkeletons';
import { OfferCard } from '../job-offers/OfferCard';
import { StatusBadge } from './StatusBadge';
import cardStyles from '../job-offers/OfferCard.module.css';
import styles from './MyOffersPage.module.css';

const fragment = graphql`
  fragment AppliedOffers_viewer on User
  @refetchable(queryName: "AppliedOffersPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    jobApplications(first: $count, after: $cursor) @connection(key: "AppliedOffers_jobApplications") {
      edges {
        node {
          id
          ...AppliedOffers_application
        }
      }
    }
  }
`;

// Also what applying (job-offers' useApplyToJobOfferMutation) reads back, so the new
// application joins this list in the store as it is.
const applicationFragment = graphql`
  fragment AppliedOffers_application on Application {
    status
    appliedAt
    offer {
      ...OfferCard_offer
    }
  }
`;

/** 'Aplicaciones enviadas': each offer applied to, newest first, with where the application stands. */
export function AppliedOffers({ viewer }: { viewer: AppliedOffers_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AppliedOffersPaginationQuery,
    AppliedOffers_viewer$key
  >(fragment, viewer);
  const edges = data.jobApplications?.edges ?? [];
  if (edges.length === 0) return <p className={styles.empty}>{MY_OFFERS_TEXTS.noApplications}</p>;
  return (
    <>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <AppliedOffer application={node} />
          </li>
        ))}
      </ul>
      <NextOffers loadNext={loadNext} hasNext={hasNext} isLoadingNext={isLoadingNext} />
    </>
  );
}

/**
 * One offer applied to, with where the application stands and when it was sent. The graph
 * gives the approved version only; an offer withdrawn since comes without it (issue 18).
 */
function AppliedOffer({ application }: { application: AppliedOffers_application$key }) {
  const { status, appliedAt, offer } = useFragment(applicationFragment, application);
  const facts = (
    <>
      <StatusBadge status={status}>{applicationStatusLabel(status)}</StatusBadge>
      <span className={styles.note}>{appliedOn(appliedAt)}</span>
    </>
  );
  if (!offer) return <WithdrawnOffer>{facts}</WithdrawnOffer>;
  return <OfferCard offer={offer}>{facts}</OfferCard>;
}

/** An offer no longer public: nothing of it is shown but that it was withdrawn. */
function WithdrawnOffer({ children }: { children: ReactNode }) {
  return (
    <article className={cardStyles.card}>
      <h2 className={cardStyles.position}>{MY_OFFERS_TEXTS.withdrawnOffer}</h2>
      <p className={cardStyles.description}>{MY_OFFERS_TEXTS.withdrawnOfferText}</p>
      <div className={cardStyles.aside}>{children}</div>
    </article>
  );
}
