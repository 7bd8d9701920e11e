// The operator's decisions as data (issue 11, "Moderation while the product runs"): verify a
// professional account, approve or reject a job or educational offer, and the queues of what
// waits for review. One implementation: the admin command (commands.ts) words the outcomes in
// English for a terminal, the moderation routes (routes/moderation.ts) in Spanish for the web.
import { sql, type Kysely } from 'kysely';
import type { StoredImage } from '../db/columns';
import type { Database, UserRow } from '../db/tables';
import { isUuid, type PageRequest } from '../schemas/common';
import type { Db } from '../db/database';
import { offerImages, selectOffers, toEducationalOffer } from '../models/educational-offers';
import { offerLogos } from '../models/job-offer-changes';
import { jobOffersWithPublisher, toJobOfferObject } from '../models/job-offers';
import { awaitsReview, decidePendingChanges, sentForReview, type OfferTable } from '../models/offer-revisions';
import { notify, type NewNotification } from '../models/notifications';
import { paginate, type Page } from '../models/paginate';
import type { EducationalOfferObject } from '../schemas/educational-offer';
import type { JobOfferObject } from '../schemas/job-offer';

export type Decision = 'approve' | 'reject';
export type OfferKind = 'job' | 'educational';

interface Transition {
  /** Statuses the decision applies to. */
  from: string[];
  to: 'accepted' | 'rejected';
}

/** Approving publishes (accepted); rejecting refuses a pending offer or takes a public one down. */
const TRANSITIONS: Record<OfferKind, Record<Decision, Transition>> = {
  job: {
    approve: { from: ['pending', 'rejected'], to: 'accepted' },
    reject: { from: ['pending', 'accepted'], to: 'rejected' },
  },
  educational: {
    approve: { from: ['pending', 'rejected'], to: 'accepted' },
    reject: { from: ['pending', 'accepted', 'active'], to: 'rejected' },
  },
};

export interface DecidedOffer {
  kind: OfferKind;
  id: string;
  title: string;
  /** The status before the decision. */
  from: string;
  to: 'accepted' | 'rejected';
  /** What was decided on: a new (or refused) offer, or an edit of a public one waiting for review. */
  target: 'offer' | 'changes';
  /** The revision decided on (the latest version of the content when the decision was read). */
  revision: number;
}

export type DecisionOutcome =
  | { result: 'invalidId' }
  | { result: 'notFound' }
  /**
   * changed: done now; unchanged: it already had that status; refused: its status forbids it;
   * raced: it changed meanwhile; stale: it was edited after the revision the operator saw.
   */
  | { result: 'changed' | 'unchanged' | 'refused' | 'raced' | 'stale'; offer: DecidedOffer; images: StoredImage[] };

/**
 * Applies a decision to the job or educational offer with this id, whichever it is. An edit of
 * a public offer waiting for review is what is decided on while there is one: approving makes it
 * the public version, rejecting drops it (the approved version stays public). With `revision`,
 * only that version of the content is decided on. `images` are those a version dropped here
 * may leave unused (the caller removes the files no row mentions any more).
 */
export async function decideOffer(
  db: Kysely<Database>,
  id: string,
  decision: Decision,
  revision?: number,
): Promise<DecisionOutcome> {
  const offerId = id.trim().toLowerCase();
  if (!isUuid(offerId)) return { result: 'invalidId' };
  const found = await findAnyOffer(db, offerId);
  if (!found) return { result: 'notFound' };
  const transition = TRANSITIONS[found.kind][decision];
  const target = found.changes ? 'changes' : 'offer';
  const offer: DecidedOffer = {
    kind: found.kind,
    title: found.title,
    id: offerId,
    from: found.status,
    to: target === 'changes' ? (found.status as 'accepted') : transition.to,
    target,
    revision: found.revision,
  };
  const images = found.images;
  if (revision !== undefined && revision !== found.revision) return { result: 'stale', offer, images };
  if (!found.changes) {
    if (found.status === transition.to) return { result: 'unchanged', offer, images };
    if (!transition.from.includes(found.status)) return { result: 'refused', offer, images };
  }
  // The decision and the publisher's notification are saved together.
  const changed = await db.transaction().execute(async (trx) => {
    const now = new Date();
    const done = found.changes
      ? await decidePendingChanges(trx, TABLES[found.kind], offerId, {
          approve: decision === 'approve',
          revision: found.revision,
          now,
        })
      : // Another operator (or the owner) may change it between the read and the update.
        await setStatus(trx, found.kind, offerId, transition, found.revision);
    if (done) await notify(trx, decisionNotice(offer, found.ownerId, decision), now);
    return done;
  });
  return { result: changed ? 'changed' : 'raced', offer, images };
}

/** What the publisher is told of a decision: once per version of the offer and decision. */
function decisionNotice(offer: DecidedOffer, ownerId: string, decision: Decision): NewNotification {
  const changes = offer.target === 'changes';
  return {
    userId: ownerId,
    kind: decision === 'approve' ? 'offer_approved' : 'offer_rejected',
    eventKey: `offer:${offer.id}:${offer.target}:${offer.revision}:${decision}`,
    offerId: offer.id,
    data: { offerTitle: offer.title, offerKind: offer.kind, ...(changes ? { changes } : {}) },
  };
}

const TABLES: Record<OfferKind, OfferTable> = { job: 'job_offers', educational: 'educational_offers' };

interface FoundOffer {
  kind: OfferKind;
  /** The publisher. */
  ownerId: string;
  title: string;
  status: string;
  revision: number;
  /** Whether an edit of the public offer waits for review. */
  changes: boolean;
  /** The offer's images: its own and its waiting edit's. */
  images: StoredImage[];
}

async function findAnyOffer(db: Kysely<Database>, id: string): Promise<FoundOffer | undefined> {
  const job = await db
    .selectFrom('job_offers')
    .select(['user_id', 'position', 'status', 'revision', 'company_logo', 'pending_changes'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (job) {
    return {
      kind: 'job',
      ownerId: job.user_id,
      title: job.pending_changes?.position ?? job.position,
      status: job.status,
      revision: job.revision,
      changes: job.pending_changes !== null,
      images: offerLogos(job),
    };
  }
  const educational = await db
    .selectFrom('educational_offers')
    .select(['user_id', 'program_name', 'status', 'revision', 'header_image', 'pending_changes'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    educational && {
      kind: 'educational',
      ownerId: educational.user_id,
      title: educational.pending_changes?.program_name ?? educational.program_name,
      status: educational.status,
      revision: educational.revision,
      changes: educational.pending_changes !== null,
      images: offerImages(educational),
    }
  );
}

/** The update names the statuses it moves from and the revision read, so it never overrides a concurrent change. */
async function setStatus(
  db: Kysely<Database>,
  kind: OfferKind,
  id: string,
  transition: Transition,
  revision: number,
): Promise<boolean> {
  const now = new Date();
  const from = sql<boolean>`status in (${sql.join(transition.from)}) and revision = ${revision}`;
  if (kind === 'job') {
    const result = await db
      .updateTable('job_offers')
      // Publication is the moment an offer becomes public.
      .set(
        transition.to === 'accepted'
          ? { status: transition.to, publication_date: now, updated_at: now }
          : { status: transition.to, updated_at: now },
      )
      .where('id', '=', id)
      .where(from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
  const result = await db
    .updateTable('educational_offers')
    .set({ status: transition.to, updated_at: now })
    .where('id', '=', id)
    .where(from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type VerifyOutcome =
  | { result: 'invalidEmail' }
  | { result: 'notFound' }
  | { result: 'notProfessional' | 'unchanged' | 'changed'; user: UserRow };

/** Marks a Profesional account (found by email or id) as verified, which lets it publish offers. */
export async function verifyAccount(
  db: Kysely<Database>,
  who: { email: string } | { id: string },
): Promise<VerifyOutcome> {
  const user = await findAccount(db, who);
  if (user === null) return { result: 'invalidEmail' };
  if (!user) return { result: 'notFound' };
  if (user.role !== 'Profesional') return { result: 'notProfessional', user };
  if (user.is_verificated_profesional) return { result: 'unchanged', user };
  const updated = await db.transaction().execute(async (trx) => {
    const now = new Date();
    const row = await trx
      .updateTable('users')
      .set({ is_verificated_profesional: true, updated_at: now })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await notify(trx, { userId: user.id, kind: 'account_verified', eventKey: `verified:${user.id}` }, now);
    return row;
  });
  return { result: 'changed', user: updated };
}

/** The account; null when the email cannot be one. */
async function findAccount(
  db: Kysely<Database>,
  who: { email: string } | { id: string },
): Promise<UserRow | undefined | null> {
  if ('id' in who) {
    if (!isUuid(who.id)) return undefined;
    return db.selectFrom('users').selectAll().where('id', '=', who.id.toLowerCase()).executeTakeFirst();
  }
  const address = who.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return null;
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', address)
    .executeTakeFirst();
}

/** Professional accounts waiting for verification, oldest first. */
export function unverifiedProfessionals(db: Kysely<Database>, request: PageRequest): Promise<Page<UserRow>> {
  const rows = db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'Profesional')
    .where('is_verificated_profesional', '=', false)
    .orderBy('created_at')
    .orderBy('id');
  return paginate(rows, request);
}

/**
 * Job offers waiting for review with their content, oldest first (the REST offer object as its
 * owner sees it: an edit of a public offer is its `pendingChanges`), by when they were sent.
 */
export async function pendingJobOffers(db: Db, request: PageRequest, today: string): Promise<Page<JobOfferObject>> {
  const rows = jobOffersWithPublisher(db).where(awaitsReview).orderBy(sentForReview).orderBy('o.id');
  const counted = db.selectFrom('job_offers as o').where(awaitsReview);
  const { items, info } = await paginate(rows, request, counted);
  return { items: items.map((row) => toJobOfferObject(row, today, { owner: true })), info };
}

/** Educational offers waiting for review with their content, oldest first, as pendingJobOffers. */
export async function pendingEducationalOffers(db: Db, request: PageRequest): Promise<Page<EducationalOfferObject>> {
  const rows = selectOffers(db).where(awaitsReview).orderBy(sentForReview).orderBy('o.id');
  const counted = db.selectFrom('educational_offers as o').where(awaitsReview);
  const { items, info } = await paginate(rows, request, counted);
  return { items: items.map((row) => toEducationalOffer(row, { owner: true })), info };
}
