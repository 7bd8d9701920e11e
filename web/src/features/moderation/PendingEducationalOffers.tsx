import { useCallback } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { Notice } from '../../components/FormNotice';
import { RichText, typedTextHtml } from '../../components/RichText';
import type { PendingEducationalOffersPaginationQuery } from './__generated__/PendingEducationalOffersPaginationQuery.graphql';
import type {
  PendingEducationalOffers_query$data,
  PendingEducationalOffers_query$key,
} from './__generated__/PendingEducationalOffers_query.graphql';
import type { PendingEducationalOffers_content$key } from './__generated__/PendingEducationalOffers_content.graphql';
import { enumWord, spanishDate } from './moderationLabels';
import { MODERATION_TEXTS } from './moderationTexts';
import { ChangesFacts, QueueItem, QueueSection, reloadVariables, type QueueAction } from './QueueSection';
import { useOfferDecisions } from './useModerationActions';
import styles from './ModerationPage.module.css';

// 20 a page ('Ver más' for the next), as the job offers: each may carry its edit beside it.
const fragment = graphql`
  fragment PendingEducationalOffers_query on Query
  @refetchable(queryName: "PendingEducationalOffersPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    moderationQueue {
      pendingEducationalOffers(first: $count, after: $cursor)
        @connection(key: "PendingEducationalOffers_pendingEducationalOffers") {
        __id
        totalCount
        edges {
          node {
            id
            revision
            institutionName
            publicationDate
            institution {
              username
            }
            ...PendingEducationalOffers_content @alias(as: "published")
            pendingChanges {
              submittedAt
              ...PendingEducationalOffers_content @alias(as: "edited")
            }
          }
        }
      }
    }
  }
`;

// What the operator judges: a new programme's content, or the edit waiting beside a public one.
const contentFragment = graphql`
  fragment PendingEducationalOffers_content on EducationalOfferContent @inline {
    programName
    description
    city
    country
    modality
  }
`;

type Offer = NonNullable<
  PendingEducationalOffers_query$data['moderationQueue']
>['pendingEducationalOffers']['edges'][number]['node'];

/** The educational offers waiting for approval, with their content. */
export function PendingEducationalOffers({
  query,
  onNotice,
}: {
  query: PendingEducationalOffers_query$key;
  onNotice: (notice: Notice) => void;
}) {
  const { data, refetch, ...paging } = usePaginationFragment<
    PendingEducationalOffersPaginationQuery,
    PendingEducationalOffers_query$key
  >(fragment, query);
  const shown = data.moderationQueue?.pendingEducationalOffers.edges.length ?? 0;
  // After a refusal, the list as the server has it now (an offer edited since shows its new version).
  const { approveOffer, rejectOffer } = useOfferDecisions(
    useCallback(() => refetch(reloadVariables(shown), { fetchPolicy: 'network-only' }), [refetch, shown]),
  );
  // The screen shows this list to operators only, whose queue is never null.
  const list = data.moderationQueue?.pendingEducationalOffers;
  if (!list) return null;
  return (
    <QueueSection
      title={MODERATION_TEXTS.educationalOffers}
      total={list.totalCount}
      shown={list.edges.length}
      empty={MODERATION_TEXTS.noEducationalOffers}
      paging={paging}
    >
      {list.edges.map(({ node }) => (
        <EducationalOfferItem
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

/** A new programme as sent, or the new version of a public one (its changes waiting for review). */
function EducationalOfferItem({ offer, onNotice, approve, reject }: ItemProps) {
  const content = readInlineData<PendingEducationalOffers_content$key>(
    contentFragment,
    offer.pendingChanges?.edited ?? offer.published,
  );
  return (
    <QueueItem
      title={content.programName}
      meta={[
        ...(offer.pendingChanges ? [MODERATION_TEXTS.editOfLiveOffer] : []),
        offer.institutionName,
        `${content.city}, ${content.country}`,
        enumWord(content.modality, 'course'),
      ].join(' · ')}
      onDone={onNotice}
      actions={[
        { label: MODERATION_TEXTS.approve, tone: 'primary', run: approve },
        { label: MODERATION_TEXTS.reject, tone: 'secondary', run: reject },
      ]}
    >
      {content.description && <RichText className={styles.formatted} html={typedTextHtml(content.description)} />}
      <dl className={styles.facts}>
        <dt>Enviada</dt>
        <dd>{spanishDate(offer.publicationDate)}</dd>
        {offer.pendingChanges && (
          <ChangesFacts
            submittedAt={offer.pendingChanges.submittedAt}
            published={
              readInlineData<PendingEducationalOffers_content$key>(contentFragment, offer.published).programName
            }
          />
        )}
        <dt>Publicada por</dt>
        <dd>@{offer.institution.username}</dd>
      </dl>
    </QueueItem>
  );
}
