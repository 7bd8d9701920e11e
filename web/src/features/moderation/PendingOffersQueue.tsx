import { useCallback, type ReactNode } from 'react';
import type { Notice } from '../../components/FormNotice';
import { spanishDate } from './moderationLabels';
import { MODERATION_TEXTS } from './moderationTexts';
import { ChangesFacts, QueueItem, QueueSection, reloadVariables, type QueuePaging } from './QueueSection';
import { useOfferDecisions } from './useModerationActions';
import styles from './ModerationPage.module.css';

/**
 * One waiting offer (job or educational) as plain values: what a decision names (its ID and
 * the revision shown) and what the operator reads. Each list reads its own fragment into this.
 */
export interface PendingOffer {
  id: string;
  revision: number;
  title: string;
  /** Who, where, what kind: the line under the title. */
  meta: string[];
  /** The texts to judge. */
  body: ReactNode;
  /** The first fact: when the offer was created or sent. */
  sent: { label: string; date: string };
  /** An edit of a public offer (issue 17): when it was sent and the title the public version has. */
  changes?: { submittedAt: string; publishedTitle: string } | null;
  /** Facts of its own kind, after the edit's. */
  moreFacts?: ReactNode;
  publisherUsername: string;
}

/** One list of offers as read from its connection. */
export interface PendingOfferList {
  connectionId: string;
  total: number;
  offers: PendingOffer[];
}

interface PendingOffersQueueProps {
  title: string;
  empty: string;
  /** Null only for someone who is not an operator, to whom the screen shows no list. */
  list: PendingOfferList | null;
  paging: QueuePaging;
  /** The list's refetch (usePaginationFragment), to reload it after a refusal. */
  refetch: (variables: ReturnType<typeof reloadVariables>, options: { fetchPolicy: 'network-only' }) => unknown;
  onNotice: (notice: Notice) => void;
}

/** The job or educational offers waiting for approval, each with its content and its two decisions. */
export function PendingOffersQueue({ title, empty, list, paging, refetch, onNotice }: PendingOffersQueueProps) {
  const shown = list?.offers.length ?? 0;
  // After a refusal, the list as the server has it now (an offer edited since shows its new version).
  const { approveOffer, rejectOffer } = useOfferDecisions(
    useCallback(() => void refetch(reloadVariables(shown), { fetchPolicy: 'network-only' }), [refetch, shown]),
  );
  if (!list) return null;
  return (
    <QueueSection title={title} total={list.total} shown={shown} empty={empty} paging={paging}>
      {list.offers.map((offer) => (
        <QueueItem
          key={offer.id}
          title={offer.title}
          meta={[...(offer.changes ? [MODERATION_TEXTS.editOfLiveOffer] : []), ...offer.meta].join(' · ')}
          onDone={onNotice}
          actions={[
            {
              label: MODERATION_TEXTS.approve,
              tone: 'primary',
              run: () => approveOffer(list.connectionId, offer.id, offer.revision),
            },
            {
              label: MODERATION_TEXTS.reject,
              tone: 'secondary',
              run: () => rejectOffer(list.connectionId, offer.id, offer.revision),
            },
          ]}
        >
          {offer.body}
          <dl className={styles.facts}>
            <dt>{offer.sent.label}</dt>
            <dd>{spanishDate(offer.sent.date)}</dd>
            {offer.changes && (
              <ChangesFacts submittedAt={offer.changes.submittedAt} published={offer.changes.publishedTitle} />
            )}
            {offer.moreFacts}
            <dt>Publicada por</dt>
            <dd>@{offer.publisherUsername}</dd>
          </dl>
        </QueueItem>
      ))}
    </QueueSection>
  );
}
