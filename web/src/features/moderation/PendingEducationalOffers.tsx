import { graphql, useFragment } from 'react-relay';
import type { Notice } from '../../components/FormNotice';
import { RichText, typedTextHtml } from '../../components/RichText';
import type {
  PendingEducationalOffers_queue$data,
  PendingEducationalOffers_queue$key,
} from './__generated__/PendingEducationalOffers_queue.graphql';
import { enumWord, spanishDate } from './moderationLabels';
import { MODERATION_TEXTS } from './moderationTexts';
import { QueueItem, QueueSection, type QueueAction } from './QueueSection';
import { useOfferDecisions } from './useModerationActions';
import styles from './ModerationPage.module.css';

const fragment = graphql`
  fragment PendingEducationalOffers_queue on ModerationQueue {
    pendingEducationalOffers(first: 50) @connection(key: "PendingEducationalOffers_pendingEducationalOffers") {
      __id
      totalCount
      edges {
        node {
          id
          programName
          institutionName
          description
          city
          country
          modality
          publicationDate
          institution {
            username
          }
        }
      }
    }
  }
`;

type Offer = PendingEducationalOffers_queue$data['pendingEducationalOffers']['edges'][number]['node'];

/** The educational offers waiting for approval, with their content. */
export function PendingEducationalOffers({
  queue,
  onNotice,
}: {
  queue: PendingEducationalOffers_queue$key;
  onNotice: (notice: Notice) => void;
}) {
  const { pendingEducationalOffers: list } = useFragment(fragment, queue);
  const { approveOffer, rejectOffer } = useOfferDecisions();
  return (
    <QueueSection
      title={MODERATION_TEXTS.educationalOffers}
      total={list.totalCount}
      shown={list.edges.length}
      empty={MODERATION_TEXTS.noEducationalOffers}
    >
      {list.edges.map(({ node }) => (
        <EducationalOfferItem
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

function EducationalOfferItem({ offer, onNotice, approve, reject }: ItemProps) {
  return (
    <QueueItem
      title={offer.programName}
      meta={`${offer.institutionName} · ${offer.city}, ${offer.country} · ${enumWord(offer.modality, 'course')}`}
      onDone={onNotice}
      actions={[
        { label: MODERATION_TEXTS.approve, tone: 'primary', run: approve },
        { label: MODERATION_TEXTS.reject, tone: 'secondary', run: reject },
      ]}
    >
      {offer.description && <RichText className={styles.formatted} html={typedTextHtml(offer.description)} />}
      <dl className={styles.facts}>
        <dt>Enviada</dt>
        <dd>{spanishDate(offer.publicationDate)}</dd>
        <dt>Publicada por</dt>
        <dd>@{offer.institution.username}</dd>
      </dl>
    </QueueItem>
  );
}
