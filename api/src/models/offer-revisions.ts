// Issue 17, one rule for both kinds of offer (job and educational): an edit of a public offer
// waits for an operator beside the approved version (pending_changes, the content columns as
// the table stores them), which every public call keeps answering; an edit of any other offer
// is saved over it. `revision` numbers the versions of the content, so a decision can name the
// one the operator judged. The routes decide who may edit; each statement here names its row.
import { expressionBuilder, sql, type ColumnType, type Kysely, type UpdateObject } from 'kysely';
import type { RevisionColumns, StoredImage, Timestamp } from '../db/columns';
import { EDUCATIONAL_OFFER_CONTENT_COLUMNS } from '../db/educational-offer-tables';
import { JOB_OFFER_CONTENT_COLUMNS } from '../db/job-offer-tables';
import type { Database } from '../db/tables';

export type OfferTable = 'job_offers' | 'educational_offers';

/** The statuses in which an offer is public: an edit of it then waits for review. */
const LIVE_STATUSES: Record<OfferTable, readonly string[]> = {
  job_offers: ['accepted'],
  educational_offers: ['accepted', 'active'],
};

const CONTENT_COLUMNS: Record<OfferTable, readonly string[]> = {
  job_offers: JOB_OFFER_CONTENT_COLUMNS,
  educational_offers: EDUCATIONAL_OFFER_CONTENT_COLUMNS,
};

export const REVISION_MESSAGES = {
  awaitingReview: 'Cambios guardados. Tu oferta seguirá publicada tal como está hasta que revisemos los cambios.',
} as const;

/** The columns both offer tables share, which the rule reads and writes. */
interface RevisedOffer extends RevisionColumns {
  id: string;
  user_id: string;
  status: ColumnType<string, string, string>;
  pending_changes: ColumnType<object | null, string | null, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Either offer table, seen through the columns the rule needs (both have them: migration 0007). */
const revised = (db: Kysely<Database>) => db as unknown as Kysely<Record<OfferTable, RevisedOffer>>;

/** Either offer table as `o`, for the queue's expressions below. */
const onOffer = expressionBuilder<Record<'o', RevisedOffer>, 'o'>();

/**
 * Waiting for an operator, on `o`: a new offer (pending) or an edit of a public one.
 * 'pending' as a literal, so the planner matches the partial index of pending offers.
 */
export const awaitsReview = onOffer.or([
  onOffer('o.status', '=', sql.lit('pending')),
  onOffer('o.pending_changes', 'is not', null),
]);
/** When an item of the queue was sent for review, on `o`: the queue is oldest first by it. */
export const sentForReview = onOffer.fn.coalesce('o.changes_submitted_at', 'o.created_at');

/** How an edit was saved: over the offer (not public), or beside its public version for review. */
export type EditOutcome = 'applied' | 'awaitingReview';

/**
 * Saves an edit of the owner's offer: `content`, every content column as the table stores it
 * (JSON values as values). A public offer stays as approved while the edit waits beside it; any
 * other offer is edited in place and goes back to review, unless deactivated. Every edit is a
 * new revision and clears a refusal of the last one. Undefined when the caller owns no such offer.
 */
export async function saveOfferEdit(
  db: Kysely<Database>,
  table: OfferTable,
  offer: { id: string; userId: string },
  edit: { content: object; now: Date },
): Promise<EditOutcome | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await revised(trx)
      .selectFrom(table)
      .select('status')
      .where('id', '=', offer.id)
      .where('user_id', '=', offer.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    await revised(trx)
      .updateTable(table)
      .set((eb) => ({
        pending_changes: JSON.stringify(edit.content),
        changes_submitted_at: edit.now,
        changes_rejected_at: null,
        revision: eb('revision', '+', 1),
        updated_at: edit.now,
      }))
      .where('id', '=', offer.id)
      .execute();
    if (LIVE_STATUSES[table].includes(current.status)) return 'awaitingReview';
    // Not public: the edit needs no version beside it; it goes back to review unless deactivated.
    await applyPendingChanges(trx, table, offer.id, {
      now: edit.now,
      ...(current.status === 'cancelled' ? {} : { status: 'pending' }),
    });
    return 'applied';
  });
}

/**
 * Moves the edit waiting for review into the offer's columns (it becomes the offer's content)
 * and clears it; with `revision`, only when the edit is still that one. False when nothing was moved.
 */
export async function applyPendingChanges(
  db: Kysely<Database>,
  table: OfferTable,
  offerId: string,
  set: { status?: string; now: Date; revision?: number },
): Promise<boolean> {
  // Each content column read from the edit, with the table's own column types (dates, numeric, jsonb).
  const fromPendingChanges = Object.fromEntries(
    CONTENT_COLUMNS[table].map((column) => [
      column,
      sql`(jsonb_populate_record(null::${sql.table(table)}, pending_changes)).${sql.ref(column)}`,
    ]),
  ) as UpdateObject<Record<OfferTable, RevisedOffer>, OfferTable>;
  const result = await revised(db)
    .updateTable(table)
    .set(fromPendingChanges)
    .set({
      pending_changes: null,
      changes_submitted_at: null,
      changes_rejected_at: null,
      ...(set.status ? { status: set.status } : {}),
      updated_at: set.now,
    })
    .where('id', '=', offerId)
    .where('pending_changes', 'is not', null)
    .$if(set.revision !== undefined, (qb) => qb.where('revision', '=', set.revision!))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Refuses the edit of revision `revision` waiting beside a public offer; false when it changed meanwhile. */
export async function refusePendingChanges(
  db: Kysely<Database>,
  table: OfferTable,
  offerId: string,
  revision: number,
  now: Date,
): Promise<boolean> {
  const result = await revised(db)
    .updateTable(table)
    .set({ pending_changes: null, changes_submitted_at: null, changes_rejected_at: now, updated_at: now })
    .where('id', '=', offerId)
    .where('pending_changes', 'is not', null)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** An operator decides on the edit of revision `revision` waiting beside a public offer; false when it changed meanwhile. */
export function decidePendingChanges(
  db: Kysely<Database>,
  table: OfferTable,
  offerId: string,
  decision: { approve: boolean; revision: number; now: Date },
): Promise<boolean> {
  if (!decision.approve) return refusePendingChanges(db, table, offerId, decision.revision, decision.now);
  return applyPendingChanges(db, table, offerId, { now: decision.now, revision: decision.revision });
}

/** The offer's revision bookkeeping as read. */
interface RevisedRow<C> {
  revision: number;
  pending_changes: C | null;
  changes_submitted_at: Date | null;
  changes_rejected_at: Date | null;
}

/**
 * The offer's latest content: the edit waiting for review over the public version. An edit
 * starts from it, so a second edit keeps the first one's changes.
 */
export function latestContent<C extends object, T extends RevisedRow<C>>(row: T): T {
  return row.pending_changes ? { ...row, ...row.pending_changes } : row;
}

/** Who reads the object: the owner (their lists and view) and operators also see an edit waiting for review. */
export interface OfferView {
  owner: boolean;
}

export const PUBLIC_VIEW: OfferView = { owner: false };

/**
 * The REST object's revision fields (CONTRACT.md, issue 17): `revision` for anyone; for the
 * owner and operators, the edit waiting (`pendingChanges`, its content as `contentOf` maps
 * it) and when an operator last refused one.
 */
export function revisionFields<C, O extends object>(row: RevisedRow<C>, view: OfferView, contentOf: (content: C) => O) {
  if (!view.owner) return { revision: row.revision };
  const { pending_changes: changes, changes_submitted_at: submittedAt } = row;
  return {
    revision: row.revision,
    pendingChanges:
      changes && submittedAt
        ? { revision: row.revision, submittedAt: submittedAt.toISOString(), ...contentOf(changes) }
        : null,
    changesRejectedAt: row.changes_rejected_at?.toISOString() ?? null,
  };
}

/** The images of both versions of an offer: a decision or a deletion may leave either unused. */
export function versionImages(own: StoredImage | null, waiting: StoredImage | null | undefined): StoredImage[] {
  return [own, waiting ?? null].filter((image) => image !== null);
}
