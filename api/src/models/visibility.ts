// What reports hide (issue 24): a hidden post, profile or offer leaves every list and page for
// everyone but its author, and so does everything a hidden profile published. The author still
// reads it, told why (`hiddenNotice`).
import { sql, type SqlBool } from 'kysely';
import { REPORT_REASON_LABELS, isReportReason, type ReportReason } from '../domain/reports';

/** The hidden profiles' ids, which the database reads once per statement (they are few). */
const HIDDEN_PROFILES = sql`(select id from users where hidden_at is not null)`;

/**
 * Neither the row of `alias` nor the profile of its author (`ownerColumn`) is hidden. With
 * `viewerId`, the viewer's own rows pass too: their author still sees them.
 */
export function shownTo(alias: string, viewerId: string | null = null, ownerColumn = 'user_id') {
  const owner = sql.ref(`${alias}.${ownerColumn}`);
  const visible = sql<SqlBool>`(${sql.ref(`${alias}.hidden_at`)} is null and ${owner} not in ${HIDDEN_PROFILES})`;
  return viewerId === null ? visible : sql<SqlBool>`(${visible} or ${owner} = ${viewerId})`;
}

/** A profile that is not hidden (`alias` names the users table), or the viewer's own. */
export function profileShownTo(alias: string, viewerId: string | null = null) {
  const visible = sql<SqlBool>`${sql.ref(`${alias}.hidden_at`)} is null`;
  return viewerId === null ? visible : sql<SqlBool>`(${visible} or ${sql.ref(`${alias}.id`)} = ${viewerId})`;
}

/** What the author of a hidden row reads: when, why, and the operator's words. */
export interface HiddenNotice {
  hiddenAt: string;
  reason: ReportReason;
  reasonLabel: string;
  note: string | null;
}

/** The hidden columns (db/report-tables.ts) as a query reads them. */
interface HiddenState {
  hidden_at?: Date | null;
  hidden_reason?: string | null;
  hidden_note?: string | null;
}

/** The notice of a hidden row, null for a visible one. */
export function hiddenNotice(row: HiddenState): HiddenNotice | null {
  if (!row.hidden_at) return null;
  const stored = row.hidden_reason ?? null;
  const reason = isReportReason(stored) ? stored : 'other';
  return {
    hiddenAt: row.hidden_at.toISOString(),
    reason,
    reasonLabel: REPORT_REASON_LABELS[reason],
    note: row.hidden_note ?? null,
  };
}

/** Whether `viewerId` may open the profile: it is not hidden, or it is theirs. */
export const canSeeProfile = (user: { id: string; hidden_at: Date | null }, viewerId: string | null): boolean =>
  user.hidden_at === null || user.id === viewerId;

/** `moderation` of an offer object for its owner when reports hid it; nothing otherwise. */
export function ownerNotice(row: HiddenState, view: { owner: boolean }): { moderation?: HiddenNotice } {
  const notice = view.owner ? hiddenNotice(row) : null;
  return notice ? { moderation: notice } : {};
}
