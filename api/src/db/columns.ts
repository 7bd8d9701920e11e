// Column types shared by every table module: how JSONB, nullable and timestamp columns
// read and write, and the JSON values several tables hold (a stored image, an offer's
// extra questions).
import type { ColumnType } from 'kysely';

/** A JSONB column: read as T, written as JSON text (pg would send JS arrays as Postgres arrays). */
export type Json<T> = ColumnType<T, string, string>;
/** A nullable JSONB column. */
export type JsonOpt<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** A JSONB column with a database default. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
/** A nullable column that may be left out of an insert (it then reads null). */
export type Opt<T> = ColumnType<T | null, T | null | undefined, T | null>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ImageVariant {
  width: number;
  url: string;
}

/** An image as stored: the re-encoded original plus smaller copies for srcset. */
export interface StoredImage {
  url: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** How a candidate answers an offer's extra question (job and educational offers alike). */
export const RESPONSE_TYPES = ['text', 'number', 'boolean', 'url'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

/** A question an offer asks the candidates who apply. */
export interface ExtraQuestion {
  question: string;
  responseType: ResponseType;
}

/**
 * The columns of migration 0007, on both offer tables: an edit of a public offer waiting for
 * review beside the approved version, and the number of the latest version of the content. Each table adds `pending_changes`, the
 * edited content columns as it stores them (null when no edit waits).
 */
export interface RevisionColumns {
  revision: ColumnType<number, number | undefined, number>;
  changes_submitted_at: NullableTimestamp;
  changes_rejected_at: NullableTimestamp;
}
