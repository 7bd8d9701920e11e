import { graphql, useFragment } from 'react-relay';
import type { Notice } from '../../components/FormNotice';
import type {
  PendingJobOffers_queue$data,
  PendingJobOffers_queue$key,
} from './__generated__/PendingJobOffers_queue.graphql';
import { enumWord, spanishDate } from './moderationLabels';
import { MODERATION_TEXTS } from './moderationTexts';
import { QueueItem, QueueSection, type QueueAction } from './QueueSection';
import { useOfferDecisions } from './useModerationActions';
import styles from './ModerationPage.module.css';

const fragment = graphql`
  fragment PendingJobOffers_queue on ModerationQueue {
    pendingJobOffers(first: 50) @connection(key: "PendingJobOffers_pendingJobOffers") {
      __id
      totalCount
      edges {
        node {
          id
          position
          companyName
          city
          country
          jobType
          locationType
          description
          requiredProfile
          createdAt
          expirationDate
          publisher {
            username
          }
        }
      }
    }
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
          approve={() => approveOffer(list.__id, node.id)}
          reject={() => rejectOffer(list.__id, node.id)}
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

function JobOfferItem({ offer, onNotice, approve, reject }: ItemProps) {
  return (
    <QueueItem
      title={offer.position}
      meta={[
        offer.companyName,
        `${offer.city}, ${offer.country}`,
        enumWord(offer.jobType),
        enumWord(offer.locationType),
      ].join(' · ')}
      onDone={onNotice}
      actions={[
        { label: MODERATION_TEXTS.approve, tone: 'primary', run: approve },
        { label: MODERATION_TEXTS.reject, tone: 'secondary', run: reject },
      ]}
    >
      <p className={styles.body}>{offer.description}</p>
      {offer.requiredProfile && (
        <p className={styles.body}>
          <strong>Perfil requerido:</strong> {offer.requiredProfile}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>Creada</dt>
        <dd>{spanishDate(offer.createdAt)}</dd>
        <dt>Caduca</dt>
        <dd>{offer.expirationDate ? spanishDate(offer.expirationDate) : 'Sin fecha'}</dd>
        <dt>Publicada por</dt>
        <dd>@{offer.publisher.username}</dd>
      </dl>
    </QueueItem>
  );
}
