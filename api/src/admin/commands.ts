// The operator's actions (issue 3, "Server behaviour the spec leaves open"): verify a
// professional account, approve or reject a job or educational offer, list what waits
// for review. Each answers the lines to print and whether it succeeded; the command-line
// wrapper (run.ts) turns that into output and an exit code. The decisions themselves are
// moderation.ts's, shared with the api's moderation routes.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { awaitsReview, sentForReview, type OfferTable } from '../models/offer-revisions';
import { decideOffer, verifyAccount, type Decision, type OfferKind } from './moderation';

export interface CommandResult {
  ok: boolean;
  lines: string[];
}

const success = (...lines: string[]): CommandResult => ({ ok: true, lines });
const failure = (...lines: string[]): CommandResult => ({ ok: false, lines });

/** Marks a Profesional account as verified, which lets it publish offers. */
export async function verifyProfessional(db: Kysely<Database>, email: string): Promise<CommandResult> {
  const address = email.trim().toLowerCase();
  const outcome = await verifyAccount(db, { email });
  switch (outcome.result) {
    case 'invalidEmail':
      return failure(`"${email}" is not an email address.`);
    case 'notFound':
      return failure(`No account has the email ${address}.`);
    case 'notProfessional':
      return failure(
        `@${outcome.user.username} (${address}) is not a professional account (role: ${outcome.user.role ?? 'none yet'}).`,
        'Only accounts with role Profesional are verified; the user chooses the role during onboarding.',
      );
    case 'unchanged':
      return success(`@${outcome.user.username} (${address}) was already verified.`);
    case 'changed':
      return success(`Verified @${outcome.user.username} (${address}): the account can now publish offers.`);
  }
}

const KIND_NAMES: Record<OfferKind, string> = { job: 'Job offer', educational: 'Educational offer' };

export const approveOffer = (db: Kysely<Database>, id: string) => decide(db, id, 'approve');
export const rejectOffer = (db: Kysely<Database>, id: string) => decide(db, id, 'reject');

/** Applies a decision to the job or educational offer with this id, whichever it is. */
async function decide(db: Kysely<Database>, id: string, decision: Decision): Promise<CommandResult> {
  const outcome = await decideOffer(db, id, decision);
  if (outcome.result === 'invalidId') return failure(`"${id}" is not an offer id (a UUID such as 3f2b…-…).`);
  if (outcome.result === 'notFound') {
    return failure(`No job offer or educational offer has the id ${id.trim().toLowerCase()}.`);
  }
  const { offer } = outcome;
  const label = `${KIND_NAMES[offer.kind]} "${offer.title}" (${offer.id})`;
  switch (outcome.result) {
    case 'unchanged':
      return success(`${label} was already ${offer.to}.`);
    case 'refused':
      return failure(`${label} is ${offer.from}: it cannot be ${decision === 'approve' ? 'approved' : 'rejected'}.`);
    case 'raced':
    case 'stale':
      return failure(`${label} changed while deciding; run the command again.`);
    case 'changed': {
      if (offer.target === 'changes') {
        return success(
          decision === 'approve'
            ? `${label}: changes approved; the public offer shows them now.`
            : `${label}: changes refused; the approved version stays public.`,
        );
      }
      const effect = offer.to === 'accepted' ? 'it is now public' : 'it is not public';
      return success(`${label}: ${offer.from} → ${offer.to}; ${effect}.`);
    }
  }
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
        sentForReview.as('created_at'),
        isEdit.as('is_edit'),
      ])
      .where(awaitsReview)
      .orderBy(sentForReview)
      .orderBy('o.id')
      .limit(LIST_LIMIT)
      .execute(),
    countPending(db, 'job_offers'),
    db
      .selectFrom('educational_offers as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.id',
        'o.program_name as title',
        'o.institution_name as organisation',
        'u.username',
        'u.email',
        sentForReview.as('created_at'),
        isEdit.as('is_edit'),
      ])
      .where(awaitsReview)
      .orderBy(sentForReview)
      .orderBy('o.id')
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

/** An edit of a public offer waits beside it (the title is the public version's). */
const isEdit = sql<boolean>`o.pending_changes is not null`;

async function countPending(db: Kysely<Database>, table: OfferTable): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(table)} o where ${awaitsReview}`.execute(db);
  return rows[0]?.n ?? 0;
}

interface PendingRow {
  id: string;
  title: string;
  organisation: string | null;
  username: string;
  email: string;
  created_at: Date;
  /** An edit of a public offer (the title is the public version's). */
  is_edit: boolean;
}

function section(heading: string, rows: PendingRow[], total: number): string[] {
  if (total === 0) return [`${heading}: none.`];
  const lines = [`${heading} (${total}):`];
  for (const row of rows) {
    const by = `${row.organisation ? `${row.organisation}, ` : ''}@${row.username} <${row.email}>`;
    const edit = row.is_edit ? '  (changes to a public offer)' : '';
    lines.push(`  ${row.id}  ${row.created_at.toISOString().slice(0, 10)}  "${row.title}"  by ${by}${edit}`);
  }
  if (total > rows.length) lines.push(`  … and ${total - rows.length} more (the oldest are listed first).`);
  return lines;
}
