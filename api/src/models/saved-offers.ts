// Saved job offers: a user's bookmarks. Saving twice is one row (primary key), so saving
// and unsaving are idempotent whatever the concurrency.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { notFound } from '../domain/refusals';
import type { PageInfo, PageRequest } from '../schemas/common';
import type { SavedOfferObject } from '../schemas/job-offer';
import { JOB_OFFER_MESSAGES, jobOffersWithPublisher, toJobOfferObject } from './job-offers';
import { paginate } from './paginate';
import { shownTo } from './visibility';

export const SAVED_MESSAGES = {
  saved: '¡Oferta guardada!',
  removed: 'Oferta eliminada de guardados',
} as const;

/**
 * Saves an accepted offer (expired ones too: the saved list shows them as caducadas).
 * The insert reads the offer in the same statement, so an offer that is not public is never saved.
 */
export async function saveOffer(db: Kysely<Database>, userId: string, offerId: string, now: Date): Promise<void> {
  const inserted = await db
    .insertInto('saved_job_offers')
    .columns(['user_id', 'offer_id', 'saved_at'])
    .expression((eb) =>
      eb
        .selectFrom('job_offers')
        // Typed casts: the parameters of an INSERT … SELECT do not take the target columns' types.
        .select([sql<string>`${userId}::uuid`.as('user_id'), 'id', sql<Date>`${now}::timestamptz`.as('saved_at')])
        .where('id', '=', offerId)
        .where('status', '=', 'accepted'),
    )
    .onConflict((oc) => oc.columns(['user_id', 'offer_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return;
  const already = await db
    .selectFrom('saved_job_offers')
    .select('offer_id')
    .where('user_id', '=', userId)
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  if (!already) throw notFound(JOB_OFFER_MESSAGES.notFound);
}

export async function unsaveOffer(db: Kysely<Database>, userId: string, offerId: string): Promise<void> {
  await db.deleteFrom('saved_job_offers').where('user_id', '=', userId).where('offer_id', '=', offerId).execute();
}

/** A user's saved offers that are still public (or merely expired), most recently saved first. */
export async function savedOfferPage(
  db: Kysely<Database>,
  userId: string,
  request: PageRequest,
  today: string,
): Promise<{ savedOffers: SavedOfferObject[] } & PageInfo> {
  const saved = jobOffersWithPublisher(db)
    .innerJoin('saved_job_offers as s', 's.offer_id', 'o.id')
    .select('s.saved_at')
    .where('s.user_id', '=', userId)
    .where('o.status', '=', 'accepted')
    .where(shownTo('o'))
    .orderBy('s.saved_at', 'desc')
    .orderBy('o.id', 'desc');
  // Counted without the publisher: every offer has one.
  const counted = db
    .selectFrom('saved_job_offers as s')
    .innerJoin('job_offers as o', 'o.id', 's.offer_id')
    .where('s.user_id', '=', userId)
    .where('o.status', '=', 'accepted')
    .where(shownTo('o'));
  const { items, info } = await paginate(saved, request, counted);
  return {
    savedOffers: items.map((row) => ({ ...toJobOfferObject(row, today), savedAt: row.saved_at.toISOString() })),
    ...info,
  };
}

/** Ids of every offer the user saved, most recent first (the profile's `savedOffers`, part 1 §3). */
export async function savedOfferIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('saved_job_offers')
    .select('offer_id')
    .where('user_id', '=', userId)
    .orderBy('saved_at', 'desc')
    .execute();
  return rows.map((row) => row.offer_id);
}
