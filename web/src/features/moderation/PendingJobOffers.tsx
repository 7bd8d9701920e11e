import { graphql, readInlineData, useFragment } from 'react-relay';
import type { Notice } from '../../components/FormNotice';
import type {
  PendingJobOffers_queue$data,
  PendingJobOffers_queue$key,
} from './__generated__/PendingJobOffers_queue.graphql';
import type { PendingJobOffers_content$key } from './__generated__/PendingJobOffers_content.graphql';
import { enumWord, spanishDate } from './moderationLabels';
import { MODERATION_TEXTS } from './moderationTexts';
import { QueueItem, QueueSection, type QueueAction } from './QueueSection';
import { useOfferDecisions } from './useModerationActions';
import styles from './ModerationPage.module.css';

// 20 a page: each offer may carry its edit beside it, and 50 of both pass the graph's cost limit.
const fragment = graphql`
  fragment PendingJobOffers_queue on ModerationQueue {
    pendingJobOffers(first: 20) @connection(key: "PendingJobOffers_pendingJobOffers") {
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

type Offer = PendingJobOffers_queue$data['pendingJobOffers']['edges'][number]['node'];

/** The job offers waiting for approval, with what an operator needs to judge them. */
export function PendingJobOffers({
  queue,
  onNotice,
}: {
  queue: PendingJobOffers_queue$key;
  onNotice: (notice: Notice) => void;
}) {
  const { pendingJobOffers: list } = useFragment(fragment, queue);
  const { approveOffer, rejectOffer } = useOfferDecisions();
  return (
    <QueueSection
      title={MODERATION_TEXTS.jobOffers}
      total={list.totalCount}
      shown={list.edges.length}
      empty={MODERATION_TEXTS.noJobOffers}
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
          <>
            <dt>Cambios enviados</dt>
            <dd>{spanishDate(offer.pendingChanges.submittedAt)}</dd>
            <dt>Versión publicada</dt>
            <dd>{readInlineData<PendingJobOffers_content$key>(contentFragment, offer.published).position}</dd>
          </>
        )}
        <dt>Caduca</dt>
        <dd>{content.expirationDate ? spanishDate(content.expirationDate) : 'Sin fecha'}</dd>
        <dt>Publicada por</dt>
        <dd>@{offer.publisher.username}</dd>
      </dl>
    </QueueItem>
  );
}
