// Writing job offers: creating, editing, deactivating and deleting them. Who may do it
// is the routes' business; each statement here is scoped to the owner's row.
import { sql, type Kysely, type RawBuilder, type UpdateObject } from 'kysely';
import type { StoredImage } from '../db/columns';
import {
  JOB_OFFER_CONTENT_COLUMNS,
  type JobOfferContent,
  type JobOfferRow,
  type JobOfferStatus,
} from '../db/job-offer-tables';
import type { Database } from '../db/tables';

/** The content as the table stores it (JSONB columns as JSON text). */
const storedContent = (content: JobOfferContent) => ({
  ...content,
  company_logo: content.company_logo ? JSON.stringify(content.company_logo) : null,
  tags: JSON.stringify(content.tags),
  extra_questions: JSON.stringify(content.extra_questions),
});

/** A new offer, pending until an operator approves it; answers its id. */
export async function insertJobOffer(
  db: Kysely<Database>,
  offer: { userId: string; content: JobOfferContent; now: Date },
): Promise<string> {
  const inserted = await db
    .insertInto('job_offers')
    .values({
      ...storedContent(offer.content),
      user_id: offer.userId,
      publication_date: offer.now,
      created_at: offer.now,
      updated_at: offer.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** How an edit was saved: over the offer (not public), or beside its public version for review. */
export type EditOutcome = 'applied' | 'awaitingReview';

/**
 * Saves an edit of the owner's offer. A public (accepted) offer stays as approved while the
 * edit waits beside it for an operator (pending_changes); any other offer is edited in place,
 * and goes back to review unless deactivated. Every edit is a new revision and clears a
 * refusal of the last one. Undefined when the offer is gone.
 */
export async function updateJobOffer(
  db: Kysely<Database>,
  existing: Pick<JobOfferRow, 'id' | 'user_id'>,
  edit: { content: JobOfferContent; now: Date },
): Promise<EditOutcome | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('job_offers')
      .select('status')
      .where('id', '=', existing.id)
      .where('user_id', '=', existing.user_id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    const live = current.status === 'accepted';
    await trx
      .updateTable('job_offers')
      .set({
        ...(live
          ? { pending_changes: JSON.stringify(edit.content), changes_submitted_at: edit.now }
          : {
              ...storedContent(edit.content),
              pending_changes: null,
              changes_submitted_at: null,
              ...(current.status === 'cancelled' ? {} : { status: 'pending' as const }),
            }),
        revision: sql<number>`revision + 1`,
        changes_rejected_at: null,
        updated_at: edit.now,
      })
      .where('id', '=', existing.id)
      .execute();
    return live ? 'awaitingReview' : 'applied';
  });
}

/**
 * Moves the edit waiting for review into the offer's columns (it becomes the offer's content)
 * and clears it; with `where`, only when that holds. False when nothing was moved.
 */
export async function applyPendingChanges(
  db: Kysely<Database>,
  offerId: string,
  set: { status?: JobOfferStatus; now: Date; where?: RawBuilder<boolean> },
): Promise<boolean> {
  const result = await db
    .updateTable('job_offers')
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
    .$if(set.where !== undefined, (qb) => qb.where(set.where!))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Each content column read from the edit, with the table's own column types (dates, jsonb). */
const fromPendingChanges = Object.fromEntries(
  JOB_OFFER_CONTENT_COLUMNS.map((column) => [
    column,
    sql`(jsonb_populate_record(null::job_offers, pending_changes)).${sql.ref(column)}`,
  ]),
) as UpdateObject<Database, 'job_offers'>;

/**
 * The owner deactivates an offer. An edit waiting for review is applied: a deactivated offer
 * is not public, and edits of deactivated offers need no review.
 */
export async function cancelJobOffer(db: Kysely<Database>, offerId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await applyPendingChanges(trx, offerId, { now });
    await trx
      .updateTable('job_offers')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', offerId)
      .execute();
  });
}

/**
 * Deletes the owner's offer; its applications and saves go with it (foreign keys).
 * Answers its logos (the public one and an edit's), or undefined when the offer was already gone.
 */
export async function deleteJobOffer(
  db: Kysely<Database>,
  offer: Pick<JobOfferRow, 'id' | 'user_id'>,
): Promise<StoredImage[] | undefined> {
  const deleted = await db
    .deleteFrom('job_offers')
    .where('id', '=', offer.id)
    .where('user_id', '=', offer.user_id)
    .returning(['company_logo', 'pending_changes'])
    .executeTakeFirst();
  return deleted && offerLogos(deleted);
}

/** The logos an offer row refers to: its own and its pending edit's. */
export function offerLogos(row: Pick<JobOfferRow, 'company_logo' | 'pending_changes'>): StoredImage[] {
  return [row.company_logo, row.pending_changes?.company_logo ?? null].filter((logo) => logo !== null);
}
