// The operator's decisions as data (issue 11, "Moderation while the product runs"): verify a
// professional account, approve or reject a job or educational offer, and the queues of what
// waits for review. One implementation: the admin command (commands.ts) words the outcomes in
// English for a terminal, the moderation routes (routes/moderation.ts) in Spanish for the web.
import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables';
import { isUuid, type PageRequest } from '../schemas/common';
import type { Db } from '../db/database';
import { selectOffers, toEducationalOffer } from '../models/educational-offers';
import { jobOffersWithPublisher, toJobOfferObject } from '../models/job-offers';
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
}

export type DecisionOutcome =
  | { result: 'invalidId' }
  | { result: 'notFound' }
  /** changed: done now; unchanged: it already had that status; refused: its status forbids it; raced: it changed meanwhile. */
  | { result: 'changed' | 'unchanged' | 'refused' | 'raced'; offer: DecidedOffer };

/** Applies a decision to the job or educational offer with this id, whichever it is. */
export async function decideOffer(db: Kysely<Database>, id: string, decision: Decision): Promise<DecisionOutcome> {
  const offerId = id.trim().toLowerCase();
  if (!isUuid(offerId)) return { result: 'invalidId' };
  const found = await findAnyOffer(db, offerId);
  if (!found) return { result: 'notFound' };
  const transition = TRANSITIONS[found.kind][decision];
  const offer: DecidedOffer = { ...found, id: offerId, from: found.status, to: transition.to };
  if (found.status === transition.to) return { result: 'unchanged', offer };
  if (!transition.from.includes(found.status)) return { result: 'refused', offer };
  // Another operator (or the owner) may change it between the read and the update.
  const changed = await setStatus(db, found.kind, offerId, transition);
  return { result: changed ? 'changed' : 'raced', offer };
}

interface FoundOffer {
  kind: OfferKind;
  title: string;
  status: string;
}

async function findAnyOffer(db: Kysely<Database>, id: string): Promise<FoundOffer | undefined> {
  const job = await db.selectFrom('job_offers').select(['position', 'status']).where('id', '=', id).executeTakeFirst();
  if (job) return { kind: 'job', title: job.position, status: job.status };
  const educational = await db
    .selectFrom('educational_offers')
    .select(['program_name', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  return educational && { kind: 'educational', title: educational.program_name, status: educational.status };
}

/** The update names the statuses it moves from, so it never overrides a concurrent change. */
async function setStatus(db: Kysely<Database>, kind: OfferKind, id: string, transition: Transition): Promise<boolean> {
  const now = new Date();
  const from = sql<boolean>`status in (${sql.join(transition.from)})`;
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
  const updated = await db
    .updateTable('users')
    .set({ is_verificated_profesional: true, updated_at: new Date() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
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

/** Pending job offers with their content, oldest first (the REST offer object). */
export async function pendingJobOffers(db: Db, request: PageRequest, today: string): Promise<Page<JobOfferObject>> {
  const rows = jobOffersWithPublisher(db).where('o.status', '=', 'pending').orderBy('o.created_at').orderBy('o.id');
  const counted = db.selectFrom('job_offers as o').where('o.status', '=', 'pending');
  const { items, info } = await paginate(rows, request, counted);
  return { items: items.map((row) => toJobOfferObject(row, today)), info };
}

/** Pending educational offers with their content, oldest first (the REST offer object). */
export async function pendingEducationalOffers(db: Db, request: PageRequest): Promise<Page<EducationalOfferObject>> {
  const rows = selectOffers(db).where('o.status', '=', 'pending').orderBy('o.created_at').orderBy('o.id');
  const counted = db.selectFrom('educational_offers as o').where('o.status', '=', 'pending');
  const { items, info } = await paginate(rows, request, counted);
  return { items: items.map(toEducationalOffer), info };
}
