import { useCallback } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { Notice } from '../../components/FormNotice';
import type { PendingJobOffersPaginationQuery } from './__generated__/PendingJobOffersPaginationQuery.graphql';
import type {
  PendingJobOffers_query$data,
  PendingJobOffers_query$key,
} from './__generated__/PendingJobOffers_query.graphql';
import type { PendingJobOffers_content$key } from './__generated__/PendingJobOffers_content.graphql';
import { enumWord, spanishDate } from './moderationLabels';
import { MODERATION_TEXTS } from './moderationTexts';
import { ChangesFacts, QueueItem, QueueSection, reloadVariables, type QueueAction } from './QueueSection';
import { useOfferDecisions } from './useModerationActions';
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
export function PendingJobOffers({
  query,
  onNotice,
}: {
  query: PendingJobOffers_query$key;
  onNotice: (notice: Notice) => void;
}) {
  const { data, refetch, ...paging } = usePaginationFragment<
    PendingJobOffersPaginationQuery,
    PendingJobOffers_query$key
  >(fragment, query);
  const shown = data.moderationQueue?.pendingJobOffers.edges.length ?? 0;
  // After a refusal, the list as the server has it now (an offer edited since shows its new version).
  const { approveOffer, rejectOffer } = useOfferDecisions(
    useCallback(() => refetch(reloadVariables(shown), { fetchPolicy: 'network-only' }), [refetch, shown]),
  );
  // The screen shows this list to operators only, whose queue is never null.
  const list = data.moderationQueue?.pendingJobOffers;
  if (!list) return null;
  return (
    <QueueSection
      title={MODERATION_TEXTS.jobOffers}
      total={list.totalCount}
      shown={list.edges.length}
      empty={MODERATION_TEXTS.noJobOffers}
      paging={paging}
    >
      {list.edges.map(({ node }) => (
        <JobOfferItem
          key={node.id}
          offer={node}
          onNotice={onNotice}
          approve={() => approveOffer(list.__id, node.id, node.revision)}
          reject={() => rejectOffer(list.__id, node.id, node.revision)}
        />
      ))}
    </QueueSection>
  );
}

interface ItemProps {
  offer: Offer;
  onNotice: (notice: Notice) => void;
  approve: QueueAction['run'];
  reject: QueueAction['run'];
}

/** A new offer as sent, or the new version of a public one (its changes waiting for review). */
function JobOfferItem({ offer, onNotice, approve, reject }: ItemProps) {
  const content = readInlineData<PendingJobOffers_content$key>(
    contentFragment,
    offer.pendingChanges?.edited ?? offer.published,
  );
  return (
    <QueueItem
      title={content.position}
      meta={[
        ...(offer.pendingChanges ? [MODERATION_TEXTS.editOfLiveOffer] : []),
        content.companyName,
        `${content.city}, ${content.country}`,
        enumWord(content.jobType),
        enumWord(content.locationType),
      ].join(' · ')}
      onDone={onNotice}
      actions={[
        { label: MODERATION_TEXTS.approve, tone: 'primary', run: approve },
        { label: MODERATION_TEXTS.reject, tone: 'secondary', run: reject },
      ]}
    >
      <p className={styles.body}>{content.description}</p>
      {content.requiredProfile && (
        <p className={styles.body}>
          <strong>Perfil requerido:</strong> {content.requiredProfile}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>Creada</dt>
        <dd>{spanishDate(offer.createdAt)}</dd>
        {offer.pendingChanges && (
          <ChangesFacts
            submittedAt={offer.pendingChanges.submittedAt}
            published={readInlineData<PendingJobOffers_content$key>(contentFragment, offer.published).position}
          />
        )}
        <dt>Caduca</dt>
        <dd>{content.expirationDate ? spanishDate(content.expirationDate) : 'Sin fecha'}</dd>
        <dt>Publicada por</dt>
        <dd>@{offer.publisher.username}</dd>
      </dl>
    </QueueItem>
  );
}
