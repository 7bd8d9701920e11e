// Writing job offers: creating, editing, deactivating and deleting them. Who may do it
// is the routes' business; each statement here is scoped to the owner's row.
import type { Kysely } from 'kysely';
import type { StoredImage } from '../db/columns';
import type { JobOfferRow } from '../db/job-offer-tables';
import type { Database } from '../db/tables';
import type { OfferColumns } from './job-offer-form';

/** The checked form as the table stores it (JSONB columns as JSON text). */
const storedColumns = (columns: OfferColumns) => ({
  ...columns,
  tags: JSON.stringify(columns.tags),
  extra_questions: JSON.stringify(columns.extra_questions),
});

/** A new offer, pending until an operator approves it; answers its id. */
export async function insertJobOffer(
  db: Kysely<Database>,
  offer: { userId: string; columns: OfferColumns; logo: StoredImage | null; now: Date },
): Promise<string> {
  const inserted = await db
    .insertInto('job_offers')
    .values({
      ...storedColumns(offer.columns),
      company_logo: offer.logo ? JSON.stringify(offer.logo) : null,
      user_id: offer.userId,
      publication_date: offer.now,
      created_at: offer.now,
      updated_at: offer.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Saves an edit of the owner's offer (a new logo only when one came). Edited content is
 * reviewed again before it is public, as educational offers are; a deactivated offer
 * stays deactivated. False when the offer is gone.
 */
export async function updateJobOffer(
  db: Kysely<Database>,
  existing: Pick<JobOfferRow, 'id' | 'user_id' | 'status'>,
  edit: { columns: OfferColumns; logo: StoredImage | null; now: Date },
): Promise<boolean> {
  const updated = await db
    .updateTable('job_offers')
    .set({
      ...storedColumns(edit.columns),
      ...(edit.logo ? { company_logo: JSON.stringify(edit.logo) } : {}),
      ...(existing.status === 'cancelled' ? {} : { status: 'pending' as const }),
      updated_at: edit.now,
    })
    .where('id', '=', existing.id)
    .where('user_id', '=', existing.user_id)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** The owner deactivates an offer. */
export async function cancelJobOffer(db: Kysely<Database>, offerId: string, now: Date): Promise<void> {
  await db.updateTable('job_offers').set({ status: 'cancelled', updated_at: now }).where('id', '=', offerId).execute();
}

/**
 * Deletes the owner's offer; its applications and saves go with it (foreign keys).
 * Answers its logo (null when it had none), or undefined when the offer was already gone.
 */
export async function deleteJobOffer(
  db: Kysely<Database>,
  offer: Pick<JobOfferRow, 'id' | 'user_id'>,
): Promise<StoredImage | null | undefined> {
  const deleted = await db
    .deleteFrom('job_offers')
    .where('id', '=', offer.id)
    .where('user_id', '=', offer.user_id)
    .returning('company_logo')
    .executeTakeFirst();
  return deleted?.company_logo;
}
