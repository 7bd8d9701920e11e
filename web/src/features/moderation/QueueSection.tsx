import { useId, type ReactNode } from 'react';
import { errorNotice, successNotice, type Notice } from '../../components/FormNotice';
import type { Outcome } from '../../lib/relay/mutationOutcome';
import { spanishDate } from './moderationLabels';
import { MODERATION_TEXTS, moreWaiting } from './moderationTexts';
import styles from './ModerationPage.module.css';

/** Items a list loads at a time ('Ver más'): 20 job offers with their edits fit the graph's cost limit. */
export const QUEUE_PAGE = 20;

/** The most a reload asks for at once: the graph's page limit. */
const MAX_RELOAD = 50;

/** A list reloaded from its start with as many items as it shows (one page at least), so none drops off. */
export const reloadVariables = (shown: number) => ({
  count: Math.min(MAX_RELOAD, Math.max(QUEUE_PAGE, shown)),
  cursor: null,
});

/** What the page gives each list of the queue: its fragment's key, and where to announce a decision. */
export interface QueueListProps<TKey> {
  query: TKey;
  onNotice: (notice: Notice) => void;
}

/** What usePaginationFragment gives a list of the queue. */
export interface QueuePaging {
  loadNext: (count: number) => unknown;
  hasNext: boolean;
  isLoadingNext: boolean;
}

interface QueueSectionProps {
  title: string;
  total: number;
  shown: number;
  empty: string;
  paging: QueuePaging;
  children: ReactNode;
}

/**
 * One list of the queue: its heading with the count, its items, or its empty state, and
 * 'Ver más' while more wait than are shown, so an operator reaches every item.
 */
export function QueueSection({ title, total, shown, empty, paging, children }: QueueSectionProps) {
  const headingId = useId();
  const { hasNext, isLoadingNext, loadNext } = paging;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title} <span className={styles.count}>({total})</span>
      </h2>
      {shown === 0 ? <p className={styles.empty}>{empty}</p> : <ul className={styles.list}>{children}</ul>}
      {total > shown && shown > 0 && <p className={styles.more}>{moreWaiting(total - shown)}</p>}
      {hasNext && (
        <button
          type="button"
          className={`${styles.secondary} ${styles.loadMore}`}
          aria-describedby={headingId}
          disabled={isLoadingNext}
          onClick={() => loadNext(QUEUE_PAGE)}
        >
          {isLoadingNext ? MODERATION_TEXTS.loadingMore : MODERATION_TEXTS.more}
        </button>
      )}
    </section>
  );
}

/** The facts of an edit of a public offer (issue 17): when it was sent, and the title the public version has. */
export function ChangesFacts({ submittedAt, published }: { submittedAt: string; published: string }) {
  return (
    <>
      <dt>Cambios enviados</dt>
      <dd>{spanishDate(submittedAt)}</dd>
      <dt>Versión publicada</dt>
      <dd>{published}</dd>
    </>
  );
}

/** What the page announces after a decision: the server's confirmation or its refusal. */
export const outcomeNotice = (outcome: Outcome<true>): Notice =>
  outcome.ok ? successNotice(outcome.message ?? '') : errorNotice(outcome.message);

export interface QueueAction {
  label: string;
  tone: 'primary' | 'secondary';
  run: () => Promise<Outcome<true>>;
}

/**
 * The buttons of one item, described by its title. The decision is optimistic: the item
 * leaves the list at once (this component with it), and comes back when the server refuses;
 * either way the page announces the server's words (`onDone`).
 */
export function QueueActions({
  describedBy,
  actions,
  onDone,
}: {
  describedBy: string;
  actions: QueueAction[];
  onDone: (notice: Notice) => void;
}) {
  async function decide(action: QueueAction) {
    onDone(outcomeNotice(await action.run()));
  }
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={action.tone === 'primary' ? styles.primary : styles.secondary}
          aria-describedby={describedBy}
          onClick={() => void decide(action)}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}

interface QueueItemContent {
  title: string;
  /** One line under the title: who, where, what kind. */
  meta: string;
  /** The content to judge: texts and facts. */
  children: ReactNode;
}

/** Decisions of one click each, or ones that need more (a form), drawn by the list and named by the title. */
type QueueItemDecisions =
  { actions: QueueAction[]; onDone: (notice: Notice) => void } | { decisions: (titleId: string) => ReactNode };

/** One item of a list: its title (which names its buttons), a line of facts, its content, its decisions. */
export function QueueItem(props: QueueItemContent & QueueItemDecisions) {
  const titleId = useId();
  return (
    <li className={styles.card}>
      <h3 id={titleId} className={styles.cardTitle}>
        {props.title}
      </h3>
      <p className={styles.meta}>{props.meta}</p>
      {props.children}
      {'decisions' in props ? (
        props.decisions(titleId)
      ) : (
        <QueueActions describedBy={titleId} onDone={props.onDone} actions={props.actions} />
      )}
    </li>
  );
}
