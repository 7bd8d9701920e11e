import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { PendingJobOffersPaginationQuery } from './__generated__/PendingJobOffersPaginationQuery.graphql';
import type {
  PendingJobOffers_query$data,
  PendingJobOffers_query$key,
} from './__generated__/PendingJobOffers_query.graphql';
import type { PendingJobOffers_content$key } from './__generated__/PendingJobOffers_content.graphql';
import { enumWord, spanishDate } from './moderationLabels';
import { MODERATION_TEXTS } from './moderationTexts';
import { PendingOffersQueue, type PendingOffer } from './PendingOffersQueue';
import type { QueueListProps } from './QueueSection';
import styles from './ModerationPage.module.css';

// 20 a page ('Ver más' for the next): each offer may carry its edit beside it, and 50 of both
// pass the graph's cost limit.
const fragment = graphql`
  fragment PendingJobOffers_query on Query
  @refetchable(queryName: "PendingJobOffersPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    moderationQueue {
      pendingJobOffers(first: $count, after: $cursor) @connection(key: "PendingJobOffers_pendingJobOffers") {
        __id
        totalCount
        edges {
          node {
            id
            revision
            createdAt
            publisher {
              username
            }
            ...PendingJobOffers_content @alias(as: "published")
            pendingChanges {
              submittedAt
              ...PendingJobOffers_content @alias(as: "edited")
            }
          }
        }
      }
    }
  }
`;

// What the operator judges: a new offer's content, or the edit waiting beside a public offer.
const contentFragment = graphql`
  fragment PendingJobOffers_content on JobOfferContent @inline {
    position
    companyName
    city
    country
    jobType
    locationType
    description
    requiredProfile
    expirationDate
  }
`;

type Offer = NonNullable<PendingJobOffers_query$data['moderationQueue']>['pendingJobOffers']['edges'][number]['node'];

/** The job offers waiting for approval, with what an operator needs to judge them. */
export function PendingJobOffers({ query, onNotice }: QueueListProps<PendingJobOffers_query$key>) {
  const { data, refetch, ...paging } = usePaginationFragment<
    PendingJobOffersPaginationQuery,
    PendingJobOffers_query$key
  >(fragment, query);
  // The screen shows this list to operators only, whose queue is never null.
  const list = data.moderationQueue?.pendingJobOffers;
  const offers = list?.edges.map(({ node }) => pending(node)) ?? [];
  return (
    <PendingOffersQueue
      title={MODERATION_TEXTS.jobOffers}
      empty={MODERATION_TEXTS.noJobOffers}
      list={list ? { connectionId: list.__id, total: list.totalCount, offers } : null}
      paging={paging}
      refetch={refetch}
      onNotice={onNotice}
    />
  );
}

/** A new offer as sent, or the new version of a public one (its changes waiting for review). */
function pending(offer: Offer): PendingOffer {
  const read = (key: PendingJobOffers_content$key) => readInlineData(contentFragment, key);
  const content = read(offer.pendingChanges?.edited ?? offer.published);
  const where = `${content.city}, ${content.country}`;
  return {
    id: offer.id,
    revision: offer.revision,
    title: content.position,
    meta: [content.companyName, where, enumWord(content.jobType), enumWord(content.locationType)],
    body: (
      <>
        <p className={styles.body}>{content.description}</p>
        {content.requiredProfile && (
          <p className={styles.body}>
            <strong>Perfil requerido:</strong> {content.requiredProfile}
          </p>
        )}
      </>
    ),
    sent: { label: 'Creada', date: offer.createdAt },
    changes: offer.pendingChanges && {
      submittedAt: offer.pendingChanges.submittedAt,
      publishedTitle: read(offer.published).position,
    },
    moreFacts: (
      <>
        <dt>Caduca</dt>
        <dd>{content.expirationDate ? spanishDate(content.expirationDate) : 'Sin fecha'}</dd>
      </>
    ),
    publisherUsername: offer.publisher.username,
  };
}
