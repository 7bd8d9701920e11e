// The operator's actions (issue 3, "Server behaviour the spec leaves open"): verify a
// professional account, approve or reject a job or educational offer, list what waits
// for review. Each answers the lines to print and whether it succeeded; the command-line
// wrapper (run.ts) turns that into output and an exit code.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { isUuid } from '../schemas/common';

export interface CommandResult {
  ok: boolean;
  lines: string[];
}

const success = (...lines: string[]): CommandResult => ({ ok: true, lines });
const failure = (...lines: string[]): CommandResult => ({ ok: false, lines });

/** Marks a Profesional account as verified, which lets it publish offers. */
export async function verifyProfessional(db: Kysely<Database>, email: string): Promise<CommandResult> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return failure(`"${email}" is not an email address.`);
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'is_verificated_profesional'])
    .where(sql`lower(email)`, '=', address)
    .executeTakeFirst();
  if (!user) return failure(`No account has the email ${address}.`);
  if (user.role !== 'Profesional') {
    return failure(
      `@${user.username} (${address}) is not a professional account (role: ${user.role ?? 'none yet'}).`,
      'Only accounts with role Profesional are verified; the user chooses the role during onboarding.',
    );
  }
  if (user.is_verificated_profesional) return success(`@${user.username} (${address}) was already verified.`);
  await db
    .updateTable('users')
    .set({ is_verificated_profesional: true, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  return success(`Verified @${user.username} (${address}): the account can now publish offers.`);
}

type Decision = 'approve' | 'reject';
type OfferKind = 'job' | 'educational';

interface Transition {
  /** Statuses the decision applies to. */
  from: string[];
  to: string;
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

const KIND_NAMES: Record<OfferKind, string> = { job: 'Job offer', educational: 'Educational offer' };

export const approveOffer = (db: Kysely<Database>, id: string) => decide(db, id, 'approve');
export const rejectOffer = (db: Kysely<Database>, id: string) => decide(db, id, 'reject');

/** Applies a decision to the job or educational offer with this id, whichever it is. */
async function decide(db: Kysely<Database>, id: string, decision: Decision): Promise<CommandResult> {
  const offerId = id.trim().toLowerCase();
  if (!isUuid(offerId)) return failure(`"${id}" is not an offer id (a UUID such as 3f2b…-…).`);
  const found = await findAnyOffer(db, offerId);
  if (!found) return failure(`No job offer or educational offer has the id ${offerId}.`);
  const { kind, title, status } = found;
  const transition = TRANSITIONS[kind][decision];
  const label = `${KIND_NAMES[kind]} "${title}" (${offerId})`;
  if (status === transition.to) return success(`${label} was already ${transition.to}.`);
  if (!transition.from.includes(status)) {
    return failure(`${label} is ${status}: it cannot be ${decision === 'approve' ? 'approved' : 'rejected'}.`);
  }
  const changed = await setStatus(db, kind, offerId, transition);
  // Another operator (or the owner) changed it between the read and the update.
  if (!changed) return failure(`${label} changed while deciding; run the command again.`);
  const effect = transition.to === 'accepted' ? 'it is now public' : 'it is not public';
  return success(`${label}: ${status} → ${transition.to}; ${effect}.`);
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
  if (kind === 'job') {
    const to = transition.to as 'accepted' | 'rejected';
    const result = await db
      .updateTable('job_offers')
      // Publication is the moment an offer becomes public.
      .set(to === 'accepted' ? { status: to, publication_date: now, updated_at: now } : { status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', transition.from as ('pending' | 'accepted' | 'rejected')[])
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
  const result = await db
    .updateTable('educational_offers')
    .set({ status: transition.to as 'accepted' | 'rejected', updated_at: now })
    .where('id', '=', id)
    .where(sql<boolean>`status in (${sql.join(transition.from)})`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many pending offers of each kind are printed; the rest is counted. */
const LIST_LIMIT = 100;

/** Job and educational offers waiting for review, oldest first. */
export async function listPending(db: Kysely<Database>): Promise<CommandResult> {
  const [jobs, jobTotal, educational, educationalTotal] = await Promise.all([
    db
      .selectFrom('job_offers as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.id',
        'o.position as title',
        'o.company_name as organisation',
        'u.username',
        'u.email',
        'o.created_at',
      ])
      .where('o.status', '=', 'pending')
      .orderBy('o.created_at')
      .orderBy('o.id')
      .limit(LIST_LIMIT)
      .execute(),
    countPending(db, 'job_offers'),
    db
      .selectFrom('educational_offers as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select([
        'e.id',
        'e.program_name as title',
        'e.institution_name as organisation',
        'u.username',
        'u.email',
        'e.created_at',
      ])
      .where('e.status', '=', 'pending')
      .orderBy('e.created_at')
      .orderBy('e.id')
      .limit(LIST_LIMIT)
      .execute(),
    countPending(db, 'educational_offers'),
  ]);
  return success(
    ...section('Pending job offers', jobs, jobTotal),
    '',
    ...section('Pending educational offers', educational, educationalTotal),
    '',
    'Approve with `npm run admin -- approve-offer ID`, refuse with `npm run admin -- reject-offer ID`.',
  );
}

async function countPending(db: Kysely<Database>, table: 'job_offers' | 'educational_offers'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.n;
}

interface PendingRow {
  id: string;
  title: string;
  organisation: string | null;
  username: string;
  email: string;
  created_at: Date;
}

function section(heading: string, rows: PendingRow[], total: number): string[] {
  if (total === 0) return [`${heading}: none.`];
  const lines = [`${heading} (${total}):`];
  for (const row of rows) {
    const by = `${row.organisation ? `${row.organisation}, ` : ''}@${row.username} <${row.email}>`;
    lines.push(`  ${row.id}  ${row.created_at.toISOString().slice(0, 10)}  "${row.title}"  by ${by}`);
  }
  if (total > rows.length) lines.push(`  … and ${total - rows.length} more (the oldest are listed first).`);
  return lines;
}
