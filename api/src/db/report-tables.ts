// Kysely types of migration 0014_reports (issue 24): the reports, and the columns that hide a
// post, a profile or an offer.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ReportKind } from '../domain/reports';
import type { NullableTimestamp, Opt, Timestamp } from './columns';

export type ReportStatus = 'open' | 'hidden' | 'dismissed';

/** Set by an operator who hid the row after reports; null while it is visible. */
export interface HiddenColumns {
  hidden_at: NullableTimestamp;
  /** One of the report reasons (domain/reports.ts): what the author is told. */
  hidden_reason: Opt<string>;
  /** The operator's words to the author, if any. */
  hidden_note: Opt<string>;
}

interface ReportsTable {
  id: Generated<string>;
  reporter_id: string;
  item_kind: ReportKind;
  item_id: string;
  reason: string;
  details: Opt<string>;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}

export type ReportRow = Selectable<ReportsTable>;

export interface ReportTables {
  reports: ReportsTable;
}
