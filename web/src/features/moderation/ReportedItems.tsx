import { useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { Notice } from '../../components/FormNotice';
import { describedBy, Field, fieldStyles, useFieldIds } from '../../components/field/Field';
import type { Outcome } from '../../lib/relay/mutationOutcome';
import { paths } from '../../lib/routing/paths';
import type { ReportedItemsPaginationQuery } from './__generated__/ReportedItemsPaginationQuery.graphql';
import type { ReportedItemsQuery } from './__generated__/ReportedItemsQuery.graphql';
import type { ReportedItems_query$data, ReportedItems_query$key } from './__generated__/ReportedItems_query.graphql';
import { spanishDate } from './moderationLabels';
import {
  asReportReason,
  MODERATION_TEXTS,
  REPORT_REASON_LABELS,
  reportCount,
  reportedKindLabel,
  reportReasonLabel,
  type ReportReason,
} from './moderationTexts';
import { outcomeNotice, QueueItem, QueueSection, type QueueListProps } from './QueueSection';
import { useReportDecisions, type HideDecision } from './useModerationActions';
import styles from './ModerationPage.module.css';

const fragment = graphql`
  fragment ReportedItems_query on Query
  @refetchable(queryName: "ReportedItemsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    moderationQueue {
      reportedItems(first: $count, after: $cursor) @connection(key: "ReportedItems_reportedItems") {
        __id
        totalCount
        edges {
          node {
            id
            itemId
            internalID
            kind
            title
            text
            imageUrl
            ownerUsername
            reportCount
            reasons {
              reason
              count
            }
            reports {
              reason
              details
              createdAt
              reporterUsername
            }
            firstReportedAt
          }
        }
      }
    }
  }
`;

type Reported = NonNullable<ReportedItems_query$data['moderationQueue']>['reportedItems']['edges'][number]['node'];

/** What one item's decisions send: the queue's entry leaves the list, the item is named by its own ID. */
interface ItemDecisions {
  hide: (decision: HideDecision) => Promise<Outcome<true>>;
  dismiss: () => Promise<Outcome<true>>;
  /** The hide the operator last sent for this item, until the server takes it. */
  draft: HideDecision | undefined;
  keepDraft: (decision: HideDecision | null) => void;
}

/** The limit the graph puts on the note to the author. */
const NOTE_MAX = 1000;

const query = graphql`
  query ReportedItemsQuery {
    ...ReportedItems_query
  }
`;

/** 'Denuncias', read by its own query once the page's queues are on screen. */
export function ReportedItemsSection({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const data = useLazyLoadQuery<ReportedItemsQuery>(query, {});
  return <ReportedItems query={data} onNotice={onNotice} />;
}

/** Posts, profiles and offers people reported, the longest waiting first: hide them or dismiss the reports. */
export function ReportedItems({ query, onNotice }: QueueListProps<ReportedItems_query$key>) {
  const { data, ...paging } = usePaginationFragment<ReportedItemsPaginationQuery, ReportedItems_query$key>(
    fragment,
    query,
  );
  const { hideReported, dismissReports } = useReportDecisions();
  // A refused hide brings its item back (remounted): the form reopens with what was chosen and
  // written. One map for the list's life, written by the decisions only, never a reason to render.
  const [drafts] = useState(() => new Map<string, HideDecision>());
  // The screen shows this list to operators only, whose queue is never null.
  const list = data.moderationQueue?.reportedItems;
  if (!list) return null;
  return (
    <QueueSection
      title={MODERATION_TEXTS.reports}
      total={list.totalCount}
      shown={list.edges.length}
      empty={MODERATION_TEXTS.noReports}
      paging={paging}
    >
      {list.edges.map(({ node: item }) => (
        <ReportedItemCard
          key={item.id}
          item={item}
          onNotice={onNotice}
          decisions={{
            hide: (decision) => hideReported(list.__id, item.id, item.itemId, decision),
            dismiss: () => dismissReports(list.__id, item.id, item.itemId),
            draft: drafts.get(item.id),
            keepDraft: (decision) => (decision ? drafts.set(item.id, decision) : drafts.delete(item.id)),
          }}
        />
      ))}
    </QueueSection>
  );
}

function ReportedItemCard({
  item,
  decisions,
  onNotice,
}: {
  item: Reported;
  decisions: ItemDecisions;
  onNotice: (notice: Notice) => void;
}) {
  const meta = [reportedKindLabel(item.kind), `@${item.ownerUsername}`, reportCount(item.reportCount)];
  const contentPath = pathOf(item);
  return (
    <QueueItem
      title={item.title}
      meta={meta.filter(Boolean).join(' · ')}
      decisions={(titleId) => (
        <ReportDecisions
          titleId={titleId}
          // The reason most reporters gave is the likeliest one the operator hides the item for.
          topReason={asReportReason(item.reasons[0]?.reason ?? 'OTHER')}
          decisions={decisions}
          onNotice={onNotice}
        />
      )}
    >
      {(item.imageUrl || item.text) && (
        <div className={styles.reported}>
          {item.imageUrl && (
            <img className={styles.reportedThumb} src={item.imageUrl} alt="" width={64} height={64} loading="lazy" />
          )}
          {item.text && <p className={styles.body}>{item.text}</p>}
        </div>
      )}
      <ReasonCounts reasons={item.reasons} />
      <LatestReports reports={item.reports} />
      <dl className={styles.facts}>
        <dt>Primera denuncia</dt>
        <dd>{spanishDate(item.firstReportedAt)}</dd>
      </dl>
      {contentPath && (
        <p className={styles.viewContent}>
          <Link to={contentPath} target="_blank" rel="noopener noreferrer">
            {MODERATION_TEXTS.viewContent}
            <span className="visually-hidden"> {MODERATION_TEXTS.newTab}</span>
          </Link>
        </p>
      )}
    </QueueItem>
  );
}

/** Where the item lives in the app; none for a kind the screen does not know yet. */
function pathOf(item: Reported): string | null {
  switch (item.kind) {
    case 'POST':
      return paths.post(item.internalID);
    case 'PROFILE':
      return paths.profile(item.ownerUsername);
    case 'JOB_OFFER':
      return paths.jobOffer(item.internalID);
    case 'EDUCATIONAL_OFFER':
      return paths.educationalOffer(item.internalID);
    default:
      return null;
  }
}

/** How many reports give each reason, the most frequent first (as the server sorts them). */
function ReasonCounts({ reasons }: { reasons: Reported['reasons'] }) {
  if (reasons.length === 0) return null;
  return (
    <div className={styles.reportBlock}>
      <h4 className={styles.reportHeading}>{MODERATION_TEXTS.reasonsHeading}</h4>
      <ul className={styles.reasonList}>
        {reasons.map(({ reason, count }) => (
          <li key={reason}>{`${reportReasonLabel(reason)}: ${count}`}</li>
        ))}
      </ul>
    </div>
  );
}

/** The latest reports (the server sends up to five, newest first): what each reporter said, who and when. */
function LatestReports({ reports }: { reports: Reported['reports'] }) {
  if (reports.length === 0) return null;
  return (
    <div className={styles.reportBlock}>
      <h4 className={styles.reportHeading}>{MODERATION_TEXTS.latestReports}</h4>
      <ul className={styles.reportList}>
        {reports.map((report) => (
          <li key={`${report.reporterUsername}:${report.createdAt}`} className={styles.report}>
            <span className={styles.reportReason}>{reportReasonLabel(report.reason)}</span>
            {report.details && <span className={styles.body}>{`«${report.details}»`}</span>}
            <span className={styles.meta}>
              @{report.reporterUsername} · {spanishDate(report.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Ocultar' and 'Descartar denuncias'. Dismissing takes one click; hiding first asks what
 * the author will be told, so it opens a form in the buttons' place. Either decision is
 * optimistic: the item leaves the list (this component with it) and comes back on a refusal.
 */
function ReportDecisions({
  titleId,
  topReason,
  decisions,
  onNotice,
}: {
  titleId: string;
  topReason: ReportReason;
  decisions: ItemDecisions;
  onNotice: (notice: Notice) => void;
}) {
  const [hiding, setHiding] = useState(decisions.draft !== undefined);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // Back on 'Ocultar' after 'Cancelar', so the keyboard does not fall to the page's start.
  useEffect(() => {
    if (hiding || !cancelled.current) return;
    cancelled.current = false;
    opener.current?.focus();
  }, [hiding]);

  async function decide(run: () => Promise<Outcome<true>>) {
    onNotice(outcomeNotice(await run()));
  }
  async function hide(decision: HideDecision) {
    decisions.keepDraft(decision);
    const outcome = await decisions.hide(decision);
    if (outcome.ok) decisions.keepDraft(null);
    onNotice(outcomeNotice(outcome));
  }
  function cancel() {
    cancelled.current = true;
    setHiding(false);
  }

  if (hiding) {
    return (
      <HideForm
        titleId={titleId}
        initial={decisions.draft ?? { reason: topReason, note: null }}
        onSubmit={(decision) => void hide(decision)}
        onCancel={cancel}
      />
    );
  }
  return (
    <div className={styles.actions}>
      <button
        ref={opener}
        type="button"
        className={styles.primary}
        aria-describedby={titleId}
        onClick={() => setHiding(true)}
      >
        {MODERATION_TEXTS.hide}
      </button>
      <button
        type="button"
        className={styles.secondary}
        aria-describedby={titleId}
        onClick={() => void decide(decisions.dismiss)}
      >
        {MODERATION_TEXTS.dismiss}
      </button>
    </div>
  );
}

const REASON_OPTIONS = Object.entries(REPORT_REASON_LABELS);

/** The reason the author will read (the most reported one to start with) and an optional note. */
function HideForm({
  titleId,
  initial,
  onSubmit,
  onCancel,
}: {
  titleId: string;
  initial: HideDecision;
  onSubmit: (decision: HideDecision) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState(initial.reason);
  const [note, setNote] = useState(initial.note ?? '');
  const reasonIds = useFieldIds();
  const noteIds = useFieldIds();
  const reasonField = useRef<HTMLSelectElement>(null);
  // The form opens where 'Ocultar' was: the keyboard goes on from its first field.
  useEffect(() => {
    reasonField.current?.focus();
  }, []);

  return (
    <form
      className={styles.hideForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ reason, note: note.trim() || null });
      }}
    >
      <Field ids={reasonIds} label={MODERATION_TEXTS.hideReason}>
        <select
          ref={reasonField}
          id={reasonIds.id}
          className={fieldStyles.input}
          value={reason}
          onChange={(event) => setReason(asReportReason(event.target.value))}
        >
          {REASON_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field ids={noteIds} label={MODERATION_TEXTS.hideNote} count={{ used: note.length, max: NOTE_MAX }}>
        <textarea
          id={noteIds.id}
          className={fieldStyles.textarea}
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          {...describedBy(noteIds, { count: true })}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} aria-describedby={titleId}>
          {MODERATION_TEXTS.confirmHide}
        </button>
        <button type="button" className={styles.secondary} aria-describedby={titleId} onClick={onCancel}>
          {MODERATION_TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}
