// Reports (issue 24; CONTRACT.md § Reports): a signed-in person reports a post, a profile or
// an offer once; operators read the reported items, oldest report first, and hide the item
// (models/visibility.ts then keeps it from everyone but its author) or dismiss the reports.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { conflict, invalid, notFound, tooMany } from '../domain/refusals';
import { REPORT_KIND_WORDS, REPORT_REASON_LABELS, type ReportKind, type ReportReason } from '../domain/reports';
import { isUuid, pageInfo, type PageInfo, type PageRequest } from '../schemas/common';
import { displayName } from './display-name';
import { notify } from './notifications';
import { shownTo } from './visibility';

export const REPORT_MESSAGES = {
  received: 'Gracias. Hemos recibido tu denuncia y la revisaremos.',
  notFound: 'No encontramos ese contenido: puede que ya no esté publicado.',
  ownItem: 'No puedes denunciar tu propio contenido.',
  tooMany: 'Has enviado 20 denuncias en las últimas 24 horas, el máximo. Podrás enviar más después.',
  hidden: 'Contenido ocultado: ahora solo lo ve su autor, con el motivo.',
  dismissed: 'Denuncias descartadas: el contenido sigue visible.',
  nothingOpen: 'Este contenido no tiene denuncias abiertas.',
} as const;

export const alreadyReported = (kind: ReportKind) => `Ya has denunciado ${REPORT_KIND_WORDS[kind]}.`;

/** The tables behind each kind, with the columns the queue shows of an item. */
const ITEM_TABLES: Record<ReportKind, 'posts' | 'users' | 'job_offers' | 'educational_offers'> = {
  post: 'posts',
  user: 'users',
  jobOffer: 'job_offers',
  educationalOffer: 'educational_offers',
};

/**
 * Every reportable item as one relation: its kind, id, author, what an operator reads of it,
 * and whether anyone may see it now (only a visible item can be reported).
 */
const ITEMS = sql`(
  select 'post' as kind, p.id, p.user_id as owner_id, p.title, p.description as text,
    -- The main image's smallest copy (a thumbnail in the queue), else the image itself.
    coalesce(p.images -> 0 -> 'variants' -> 0 ->> 'url', p.images -> 0 ->> 'url') as image_url,
    ${shownTo('p')} as visible
  from posts p
  union all
  select 'user', u.id, u.id, ${displayName('u')}, coalesce(u.bio, u.professional_summary), u.profile_picture,
    u.hidden_at is null
  from users u
  union all
  select 'jobOffer', o.id, o.user_id, o.position, o.description, o.company_logo ->> 'url',
    o.status = 'accepted' and ${shownTo('o')}
  from job_offers o
  union all
  select 'educationalOffer', e.id, e.user_id, e.program_name, e.description, e.header_image ->> 'url',
    e.status in ('accepted', 'active') and ${shownTo('e')}
  from educational_offers e
)`;

interface ItemRow {
  kind: ReportKind;
  id: string;
  owner_id: string;
  title: string;
  text: string | null;
  image_url: string | null;
  visible: boolean;
}

async function findItem(db: Kysely<Database>, kind: ReportKind, itemId: string): Promise<ItemRow | undefined> {
  if (!isUuid(itemId)) return undefined;
  const { rows } =
    await sql<ItemRow>`select * from ${ITEMS} items where kind = ${kind} and id = ${itemId.toLowerCase()}`.execute(db);
  return rows[0];
}

/** Reports one person may send in 24 hours: enough for anyone reporting in good faith, not for a flood. */
export const REPORTS_A_DAY = 20;
const DAY_MS = 24 * 3_600_000;

export interface NewReport {
  now: Date;
  reporterId: string;
  kind: ReportKind;
  itemId: string;
  reason: ReportReason;
  details?: string | undefined;
}

/** Files a report: on an item the reporter can see, not their own, once per person and item. */
export async function fileReport(db: Kysely<Database>, report: NewReport): Promise<void> {
  const item = await findItem(db, report.kind, report.itemId);
  if (!item?.visible) throw notFound(REPORT_MESSAGES.notFound);
  if (item.owner_id === report.reporterId) throw invalid(REPORT_MESSAGES.ownItem, 'itemId');
  if ((await reportsSince(db, report.reporterId, new Date(report.now.getTime() - DAY_MS))) >= REPORTS_A_DAY) {
    throw tooMany(REPORT_MESSAGES.tooMany);
  }
  const details = report.details?.trim();
  const inserted = await db
    .insertInto('reports')
    .values({
      reporter_id: report.reporterId,
      item_kind: report.kind,
      item_id: item.id,
      reason: report.reason,
      details: details ? details : null,
      created_at: report.now,
    })
    .onConflict((oc) => oc.constraint('reports_once_per_person').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw conflict(alreadyReported(report.kind));
}

/** How many reports the person sent since `since`. */
async function reportsSince(db: Kysely<Database>, reporterId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('reporter_id', '=', reporterId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The most reported items the own profile lists (`viewerHasReported`); older ones read as not reported. */
const REPORTED_LISTED = 1000;

/** What the person reported, the latest first: the own profile's `reportedItems`. */
export async function reportedItemsOf(
  db: Kysely<Database>,
  reporterId: string,
): Promise<{ kind: ReportKind; itemId: string }[]> {
  const rows = await db
    .selectFrom('reports')
    .select(['item_kind', 'item_id'])
    .where('reporter_id', '=', reporterId)
    .orderBy('created_at', 'desc')
    .limit(REPORTED_LISTED)
    .execute();
  return rows.map((row) => ({ kind: row.item_kind, itemId: row.item_id }));
}

/** A reported item as the operators' queue shows it. */
export interface ReportedItem {
  kind: ReportKind;
  itemId: string;
  title: string;
  text: string | null;
  imageUrl: string | null;
  owner: { _id: string; username: string };
  reportCount: number;
  reasons: { reason: ReportReason; count: number }[];
  reports: {
    reason: ReportReason;
    details: string | null;
    createdAt: string;
    reporter: { _id: string; username: string };
  }[];
  firstReportedAt: string;
}

interface QueueRow {
  kind: ReportKind;
  id: string;
  title: string;
  text: string | null;
  image_url: string | null;
  owner_id: string;
  owner_username: string;
  report_count: number;
  first_at: Date;
  reasons: { reason: ReportReason; count: number }[];
  reports: {
    reason: ReportReason;
    details: string | null;
    created_at: string;
    reporter_id: string;
    reporter: string;
  }[];
}

/** The longest text the queue shows of an item: enough to judge it, the rest is on its page. */
const TEXT_SHOWN = 600;

/**
 * The items with open reports, the longest waiting first: each with its reports counted by
 * reason and its latest five. Items deleted since they were reported drop out.
 */
export async function reportQueue(
  db: Kysely<Database>,
  request: PageRequest,
): Promise<{ items: ReportedItem[]; info: PageInfo }> {
  const open = sql`(
    select r.item_kind, r.item_id, count(*)::int as report_count, min(r.created_at) as first_at
    from reports r where r.status = 'open' group by r.item_kind, r.item_id
  )`;
  const [{ rows }, counted] = await Promise.all([
    sql<QueueRow>`
      select i.kind, i.id, i.title, left(i.text, ${TEXT_SHOWN}) as text, i.image_url, i.owner_id,
        owner.username as owner_username, g.report_count, g.first_at,
        (select json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason)
          from (select reason, count(*)::int as n from reports
                where item_kind = g.item_kind and item_id = g.item_id and status = 'open' group by reason) x
        ) as reasons,
        (select json_agg(json_build_object('reason', y.reason, 'details', y.details, 'created_at', y.created_at,
            'reporter_id', y.reporter_id, 'reporter', y.username) order by y.created_at desc)
          from (select r.reason, r.details, r.created_at, r.reporter_id, ru.username from reports r
                join users ru on ru.id = r.reporter_id
                where r.item_kind = g.item_kind and r.item_id = g.item_id and r.status = 'open'
                order by r.created_at desc limit 5) y
        ) as reports
      from ${open} g
      join ${ITEMS} i on i.kind = g.item_kind and i.id = g.item_id
      join users owner on owner.id = i.owner_id
      order by g.first_at, g.item_kind, g.item_id
      offset ${(request.page - 1) * request.limit} limit ${request.limit}`.execute(db),
    sql<{ total: number }>`
      select count(*)::int as total from ${open} g join ${ITEMS} i on i.kind = g.item_kind and i.id = g.item_id`.execute(
      db,
    ),
  ]);
  return { items: rows.map(toReportedItem), info: pageInfo(counted.rows[0]?.total ?? 0, request) };
}

function toReportedItem(row: QueueRow): ReportedItem {
  return {
    kind: row.kind,
    itemId: row.id,
    title: row.title,
    text: row.text,
    imageUrl: row.image_url,
    owner: { _id: row.owner_id, username: row.owner_username },
    reportCount: row.report_count,
    reasons: row.reasons,
    reports: row.reports.map((report) => ({
      reason: report.reason,
      details: report.details,
      createdAt: new Date(report.created_at).toISOString(),
      reporter: { _id: report.reporter_id, username: report.reporter },
    })),
    firstReportedAt: new Date(row.first_at).toISOString(),
  };
}

export interface HideDecision {
  kind: ReportKind;
  itemId: string;
  reason: ReportReason;
  note?: string | undefined;
  now: Date;
}

/** The web app's page of an item (web/src/lib/routing/paths.ts), where its author reads why it is hidden. */
const ITEM_PATHS: Record<ReportKind, (id: string, username: string) => string> = {
  post: (id) => `/ControlPanel/post/${id}`,
  user: (_id, username) => `/ControlPanel/profile/${encodeURIComponent(username)}`,
  jobOffer: (id) => `/ControlPanel/JobOfferDetail/${id}`,
  educationalOffer: (id) => `/ControlPanel/EducationalOfferDetail/${id}`,
};

/**
 * Hides the item (its author still reads it, told why, and is notified) and closes its open
 * reports, in one transaction. An item hidden again takes the new reason.
 */
export async function hideItem(db: Kysely<Database>, decision: HideDecision): Promise<{ ownerId: string }> {
  const item = await findItem(db, decision.kind, decision.itemId);
  if (!item) throw notFound(REPORT_MESSAGES.notFound);
  const note = decision.note?.trim();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable(ITEM_TABLES[decision.kind])
      .set({ hidden_at: decision.now, hidden_reason: decision.reason, hidden_note: note ? note : null })
      .where('id', '=', item.id)
      .execute();
    await closeReports(trx, decision.kind, item.id, 'hidden', decision.now);
    await notifyAuthor(trx, item, decision);
  });
  return { ownerId: item.owner_id };
}

/** The Digital Services Act's statement of reasons: the author hears what was hidden and why. */
async function notifyAuthor(db: Kysely<Database>, item: ItemRow, decision: HideDecision): Promise<void> {
  const owner = await db.selectFrom('users').select('username').where('id', '=', item.owner_id).executeTakeFirst();
  const data = {
    itemKind: decision.kind,
    itemTitle: item.title,
    itemPath: ITEM_PATHS[decision.kind](item.id, owner?.username ?? ''),
    reasonLabel: REPORT_REASON_LABELS[decision.reason],
  };
  const eventKey = `content_hidden:${decision.kind}:${item.id}:${decision.now.getTime()}`;
  await notify(db, { userId: item.owner_id, kind: 'content_hidden', eventKey, data }, decision.now);
}

/** Closes the item's open reports without touching it; refused when none is open. */
export async function dismissReports(db: Kysely<Database>, kind: ReportKind, itemId: string, now: Date): Promise<void> {
  if (!isUuid(itemId)) throw notFound(REPORT_MESSAGES.notFound);
  const closed = await closeReports(db, kind, itemId.toLowerCase(), 'dismissed', now);
  if (closed === 0) throw conflict(REPORT_MESSAGES.nothingOpen);
}

async function closeReports(
  db: Kysely<Database>,
  kind: ReportKind,
  itemId: string,
  status: 'hidden' | 'dismissed',
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({ status, decided_at: now })
    .where('item_kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Shows a hidden item again (the admin command's restore-item); its closed reports stay closed. */
export async function restoreHiddenItem(
  db: Kysely<Database>,
  kind: ReportKind,
  itemId: string,
): Promise<'restored' | 'visible' | 'missing'> {
  const table = ITEM_TABLES[kind];
  const restored = await db
    .updateTable(table)
    .set({ hidden_at: null, hidden_reason: null, hidden_note: null })
    .where('id', '=', itemId)
    .where('hidden_at', 'is not', null)
    .executeTakeFirst();
  if (Number(restored.numUpdatedRows) > 0) return 'restored';
  const exists = await db.selectFrom(table).select('id').where('id', '=', itemId).executeTakeFirst();
  return exists ? 'visible' : 'missing';
}
