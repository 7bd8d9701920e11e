// Writing job offers: creating, editing, deactivating and deleting them. Who may do it
// is the routes' business; each statement here is scoped to the owner's row.
import type { Kysely } from 'kysely';
import type { StoredImage } from '../db/columns';
import type { JobOfferContent, JobOfferRow } from '../db/job-offer-tables';
import type { Database } from '../db/tables';
import { applyPendingChanges, saveOfferEdit, versionImages, type EditOutcome } from './offer-revisions';

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

/**
 * Saves an edit of the owner's offer (models/offer-revisions.ts): a public offer stays as
 * approved while the edit waits beside it. Undefined when the offer is gone.
 */
export function updateJobOffer(
  db: Kysely<Database>,
  existing: Pick<JobOfferRow, 'id' | 'user_id'>,
  edit: { content: JobOfferContent; now: Date },
): Promise<EditOutcome | undefined> {
  return saveOfferEdit(db, 'job_offers', { id: existing.id, userId: existing.user_id }, edit);
}

/**
 * The owner deactivates an offer. An edit waiting for review is applied: a deactivated offer
 * is not public, and edits of deactivated offers need no review.
 */
export async function cancelJobOffer(db: Kysely<Database>, offerId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await applyPendingChanges(trx, 'job_offers', offerId, { now });
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
  return versionImages(row.company_logo, row.pending_changes?.company_logo);
}
