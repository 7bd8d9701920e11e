import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import { RichText, typedTextHtml } from '../../components/RichText';
import type { PendingEducationalOffersPaginationQuery } from './__generated__/PendingEducationalOffersPaginationQuery.graphql';
import type {
  PendingEducationalOffers_query$data,
  PendingEducationalOffers_query$key,
} from './__generated__/PendingEducationalOffers_query.graphql';
import type { PendingEducationalOffers_content$key } from './__generated__/PendingEducationalOffers_content.graphql';
import { enumWord } from './moderationLabels';
import { MODERATION_TEXTS } from './moderationTexts';
import { PendingOffersQueue, type PendingOffer } from './PendingOffersQueue';
import type { QueueListProps } from './QueueSection';
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
export function PendingEducationalOffers({ query, onNotice }: QueueListProps<PendingEducationalOffers_query$key>) {
  const { data, refetch, ...paging } = usePaginationFragment<
    PendingEducationalOffersPaginationQuery,
    PendingEducationalOffers_query$key
  >(fragment, query);
  // The screen shows this list to operators only, whose queue is never null.
  const list = data.moderationQueue?.pendingEducationalOffers;
  const offers = list?.edges.map(({ node }) => pending(node)) ?? [];
  return (
    <PendingOffersQueue
      title={MODERATION_TEXTS.educationalOffers}
      empty={MODERATION_TEXTS.noEducationalOffers}
      list={list ? { connectionId: list.__id, total: list.totalCount, offers } : null}
      paging={paging}
      refetch={refetch}
      onNotice={onNotice}
    />
  );
}

/** A new programme as sent, or the new version of a public one (its changes waiting for review). */
function pending(offer: Offer): PendingOffer {
  const read = (key: PendingEducationalOffers_content$key) => readInlineData(contentFragment, key);
  const content = read(offer.pendingChanges?.edited ?? offer.published);
  return {
    id: offer.id,
    revision: offer.revision,
    title: content.programName,
    meta: [offer.institutionName, `${content.city}, ${content.country}`, enumWord(content.modality, 'course')],
    body: content.description && <RichText className={styles.formatted} html={typedTextHtml(content.description)} />,
    sent: { label: 'Enviada', date: offer.publicationDate },
    changes: offer.pendingChanges && {
      submittedAt: offer.pendingChanges.submittedAt,
      publishedTitle: read(offer.published).programName,
    },
    publisherUsername: offer.institution.username,
  };
}
