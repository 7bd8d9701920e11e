// Kysely types of the table created by migration 0013_data_exports (issue 24).
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

export type DataExportStatus = 'pending' | 'ready' | 'failed';

interface DataExportsTable {
  id: Generated<string>;
  user_id: string;
  status: ColumnType<DataExportStatus, DataExportStatus | undefined, DataExportStatus>;
  /** Postgres bigint, read as a string. */
  size_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  requested_at: Timestamp;
  ready_at: NullableTimestamp;
}

export type DataExportRow = Selectable<DataExportsTable>;

export interface DataExportTables {
  data_exports: DataExportsTable;
}
