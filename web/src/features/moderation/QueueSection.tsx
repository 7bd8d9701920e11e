import { useId, type ReactNode } from 'react';
import { errorNotice, successNotice, type Notice } from '../../components/FormNotice';
import type { Outcome } from '../../lib/relay/mutationOutcome';
import { moreWaiting } from './moderationTexts';
import styles from './ModerationPage.module.css';

interface QueueSectionProps {
  title: string;
  total: number;
  shown: number;
  empty: string;
  children: ReactNode;
}

/** One list of the queue: its heading with the count, its items, or its empty state. */
export function QueueSection({ title, total, shown, empty, children }: QueueSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title} <span className={styles.count}>({total})</span>
      </h2>
      {shown === 0 ? <p className={styles.empty}>{empty}</p> : <ul className={styles.list}>{children}</ul>}
      {total > shown && shown > 0 && <p className={styles.more}>{moreWaiting(total - shown)}</p>}
    </section>
  );
}

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
    const outcome = await action.run();
    onDone(outcome.ok ? successNotice(outcome.message ?? '') : errorNotice(outcome.message));
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

interface QueueItemProps {
  title: string;
  /** One line under the title: who, where, what kind. */
  meta: string;
  actions: QueueAction[];
  onDone: (notice: Notice) => void;
  /** The content to judge: texts and facts. */
  children: ReactNode;
}

/** One item of a list: its title (which names its buttons), a line of facts, its content, its decisions. */
export function QueueItem({ title, meta, actions, onDone, children }: QueueItemProps) {
  const titleId = useId();
  return (
    <li className={styles.card}>
      <h3 id={titleId} className={styles.cardTitle}>
        {title}
      </h3>
      <p className={styles.meta}>{meta}</p>
      {children}
      <QueueActions describedBy={titleId} onDone={onDone} actions={actions} />
    </li>
  );
}
