// Job offers: reading them (one, pages of lists, search) and mapping rows to the REST
// offer object. Only accepted offers that have not expired are public; the owner sees
// every one of theirs.
import { expressionBuilder, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { JobLocationType, JobOfferContent, JobOfferRow, JobOfferStatus, JobType } from '../db/job-offer-tables';
import type { Database } from '../db/tables';
import { forbidden, notFound } from '../domain/refusals';
import { isUuid, type PageRequest } from '../schemas/common';
import type { JobOfferObject, JobOfferPage } from '../schemas/job-offer';
import { displayName } from './display-name';
import { PUBLIC_VIEW, REVISION_MESSAGES, revisionFields, type OfferView } from './offer-revisions';
import { found, matchCount, paginate, type Found } from './paginate';
import { ownerNotice, shownTo } from './visibility';

export const JOB_OFFER_MESSAGES = {
  notFound: 'Oferta no encontrada.',
  onlyProfessionals: 'Solo profesionales pueden crear ofertas.',
  notOwner: 'Solo el propietario de la oferta puede modificarla.',
  created: 'Oferta creada correctamente. Se publicará cuando la revisemos.',
  updated: 'Oferta actualizada correctamente.',
  updatedAwaitingReview: REVISION_MESSAGES.awaitingReview,
  cancelled: 'Oferta desactivada correctamente.',
  deleted: 'Oferta eliminada correctamente.',
} as const;

/** The product is Spanish: an offer expiring on a day takes applications until that day ends in Madrid. */
export function madridDate(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/** Offers joined with their publishers: every column the REST offer object needs. */
export function jobOffersWithPublisher(db: Kysely<Database>) {
  return db
    .selectFrom('job_offers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select([
      'u.username as publisher_username',
      'u.profile_picture as publisher_picture',
      'u.hidden_at as publisher_hidden_at',
      displayName('u').as('publisher_name'),
    ]);
}

export type JobOfferWithPublisher = JobOfferRow & {
  publisher_username: string;
  publisher_picture: string | null;
  /** Set when the publisher's profile is hidden (issue 24): the offer is then hidden too. */
  publisher_hidden_at: Date | null;
  /** The name shown for the publisher (models/display-name.ts). */
  publisher_name: string;
};

interface OfferCounts {
  applications_count: number;
  reviewed_applications_count: number;
}

/** Conditions and columns on `o`, the job offer of the query they go into. */
const eb = expressionBuilder<Database & { o: Database['job_offers'] }, 'o'>();

/** A condition on `o` (job_offers). */
export type OfferCondition = Expression<SqlBool>;

/** The offer's applications, counted by the database as a correlated subquery. */
const applicationsOfOffer = () =>
  eb
    .selectFrom('job_applications as a')
    .select(eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .whereRef('a.offer_id', '=', 'o.id');

/** Both counts as correlated subqueries: computed by the database, one row per offer. */
const applicationsCount = applicationsOfOffer().$asScalar();
const reviewedApplicationsCount = applicationsOfOffer().where('a.status', '<>', 'pending').$asScalar();

/** Accepted and not expired on `today` (YYYY-MM-DD); 'accepted' as a literal, so the planner matches the partial index. */
const isPublic = (today: string): OfferCondition =>
  eb.and([
    eb('o.status', '=', sql.lit('accepted')),
    shownTo('o'),
    eb.or([eb('o.expiration_date', 'is', null), eb('o.expiration_date', '>=', eb.cast<string>(eb.val(today), 'date'))]),
  ]);

export function toJobOfferObject(
  row: JobOfferWithPublisher & Partial<OfferCounts>,
  today: string,
  view: OfferView = PUBLIC_VIEW,
): JobOfferObject {
  return {
    _id: row.id,
    ...contentObject(row, today),
    publisher: {
      _id: row.user_id,
      username: row.publisher_username,
      profile: { profilePicture: row.publisher_picture },
    },
    publisherName: row.publisher_name,
    publicationDate: row.publication_date.toISOString(),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    ...revisionFields(row, view, (changes) => contentObject(changes, today)),
    ...ownerNotice(row, view),
    ...(row.applications_count === undefined
      ? {}
      : {
          applicationsCount: row.applications_count,
          reviewedApplicationsCount: row.reviewed_applications_count ?? 0,
        }),
  };
}

/** The fields the form sets, of the public version or of an edit waiting for review. */
function contentObject(content: JobOfferContent, today: string) {
  return {
    position: content.position,
    description: content.description,
    companyName: content.company_name,
    companyLogo: content.company_logo?.url ?? null,
    companyDescription: content.company_description,
    country: content.country,
    city: content.city,
    jobType: content.job_type,
    locationType: content.location_type,
    expirationDate: content.expiration_date,
    duration: content.duration,
    experienceYears: content.experience_years,
    salary: content.salary_currency
      ? {
          min: content.salary_min,
          max: content.salary_max,
          currency: content.salary_currency,
          period: content.salary_period ?? 'year',
        }
      : null,
    experience: content.experience,
    website: content.website,
    contactName: content.contact_name,
    descriptionEmployer: content.description_employer,
    functions: content.functions,
    offered: content.offered,
    requiredProfile: content.required_profile,
    tags: content.tags,
    hardSkills: content.tags.slice(0, content.hard_skills_count),
    softSkills: content.tags.slice(content.hard_skills_count),
    isUrgent: content.is_urgent,
    isExternal: content.is_external,
    externalLink: content.external_link,
    externalUrl: content.external_link,
    extraQuestions: content.extra_questions,
    isExpired: content.expiration_date !== null && content.expiration_date < today,
  };
}

/**
 * Whether anyone may read the offer: only an accepted offer is public (expired ones included),
 * unless reports hid it or its publisher (issue 24; the columns when the caller read them).
 */
export const isPublicJobOffer = (offer: {
  status: string;
  hidden_at?: Date | null;
  publisher_hidden_at?: Date | null;
}): boolean => offer.status === 'accepted' && !offer.hidden_at && !offer.publisher_hidden_at;

export function findJobOffer(db: Kysely<Database>, id: string): Promise<JobOfferWithPublisher | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return jobOffersWithPublisher(db).where('o.id', '=', id.toLowerCase()).executeTakeFirst();
}

/**
 * Offers of the given ids, in no particular order: the public ones (GET /api/offers/by-ids:
 * accepted, expired included, as anyone may open their detail), or with `ownerId` that owner's
 * own in any state, as their lists answer them (GET /api/offers/own/by-ids: counts, pendingChanges).
 */
export async function findJobOffersByIds(
  db: Db,
  ids: string[],
  today: string,
  ownerId: string | null,
): Promise<JobOfferObject[]> {
  if (ids.length === 0) return [];
  const rows = await jobOffersWithPublisher(db)
    .$if(ownerId !== null, (qb) =>
      qb.select([
        applicationsCount.as('applications_count'),
        reviewedApplicationsCount.as('reviewed_applications_count'),
      ]),
    )
    .where('o.id', 'in', ids)
    .where(ownerId === null ? eb.and([withStatus('accepted'), shownTo('o')]) : ownedBy(ownerId))
    .execute();
  return rows.map((row) => toJobOfferObject(row, today, { owner: ownerId !== null }));
}

/**
 * The offer when the caller owns it. Someone else's offer answers 403 when the caller can
 * see it (accepted) and 404 otherwise, so a hidden offer's existence is not revealed.
 */
export async function findOwnJobOffer(
  db: Kysely<Database>,
  id: string,
  userId: string,
): Promise<JobOfferWithPublisher> {
  const offer = await findJobOffer(db, id);
  if (offer?.user_id === userId) return offer;
  if (offer?.status === 'accepted') throw forbidden(JOB_OFFER_MESSAGES.notOwner);
  throw notFound(JOB_OFFER_MESSAGES.notFound);
}

interface JobOfferListQuery extends PageRequest {
  /** Conditions on `o` (job_offers), all of which must hold. */
  where: OfferCondition[];
  /** The owner's lists: add applicationsCount, reviewedApplicationsCount and the edit waiting for review. */
  counts: boolean;
  today: string;
}

/** One page of offers, newest publication first, with the size of the whole list. */
export async function jobOfferPage(db: Kysely<Database>, query: JobOfferListQuery): Promise<JobOfferPage> {
  let rows = jobOffersWithPublisher(db).$if(query.counts, (qb) =>
    qb.select([
      applicationsCount.as('applications_count'),
      reviewedApplicationsCount.as('reviewed_applications_count'),
    ]),
  );
  // Counted without the publisher: every offer has one.
  let counted = db.selectFrom('job_offers as o');
  for (const condition of query.where) {
    rows = rows.where(condition);
    counted = counted.where(condition);
  }
  const ordered = rows.orderBy('o.publication_date', 'desc').orderBy('o.id', 'desc');
  const { items, info } = await paginate(ordered, query, counted);
  return {
    offers: items.map((row) => toJobOfferObject(row, query.today, { owner: query.counts })),
    ...info,
  };
}

/** The public list's optional filters (extensions), as the offers screen offers them. */
interface PublicOfferFilters {
  search?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  companyName?: string | undefined;
  jobType?: JobType | undefined;
  locationType?: JobLocationType | undefined;
  practicas?: boolean | undefined;
  minSalary?: number | undefined;
}

/** Conditions of the public list: search in position, description or company; exact place and types. */
export function publicOfferConditions(filters: PublicOfferFilters, today: string): OfferCondition[] {
  const where = [isPublic(today)];
  const search = filters.search?.trim();
  if (search) {
    // The same expression as the index job_offers_list_search_idx of migration 0004.
    where.push(
      sql<boolean>`normalize_search(o.position || ' ' || o.description || ' ' || coalesce(o.company_name, '')) like ${containsPattern(search)}`,
    );
  }
  const company = filters.companyName?.trim();
  if (company) where.push(eb(normalized('o.company_name'), 'like', containsPattern(company)));
  const country = filters.country?.trim();
  if (country) where.push(eb(normalized('o.country'), '=', normalized(eb.val(country))));
  const city = filters.city?.trim();
  if (city) where.push(eb(normalized('o.city'), '=', normalized(eb.val(city))));
  if (filters.jobType) where.push(eb('o.job_type', '=', filters.jobType));
  if (filters.locationType) where.push(eb('o.location_type', '=', filters.locationType));
  if (filters.practicas) where.push(internshipsOnly);
  if (filters.minSalary) where.push(yearlySalaryReaches(filters.minSalary));
  return where;
}

/** normalize_search (migration 0004): lower case, accents removed. */
const normalized = (value: 'o.company_name' | 'o.country' | 'o.city' | Expression<string>) =>
  eb.fn<string>('normalize_search', [value]);

/** A LIKE pattern matching `text` anywhere, accent- and case-insensitively; its wildcards are escaped. */
function containsPattern(text: string): RawBuilder<string> {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<string>`'%' || normalize_search(${escaped}) || '%'`;
}

/** Hours in a working year (40 a week, 44 weeks): how an hourly salary is read as a yearly one. */
export const HOURS_A_YEAR = 1760;

/** An offer in euros whose salary (its top, or its only end) reaches `euros` a year. */
function yearlySalaryReaches(euros: number): OfferCondition {
  return sql<boolean>`o.salary_currency = 'EUR' and coalesce(o.salary_max, o.salary_min) *
    case o.salary_period when 'month' then 12 when 'hour' then ${HOURS_A_YEAR} else 1 end >= ${euros}`;
}

export const ownedBy = (userId: string): OfferCondition => eb('o.user_id', '=', userId);
export const withStatus = (status: JobOfferStatus): OfferCondition => eb('o.status', '=', status);
export const withAnyStatus = (statuses: readonly JobOfferStatus[]): OfferCondition => eb('o.status', 'in', statuses);
export const internshipsOnly: OfferCondition = eb('o.job_type', '=', 'Prácticas');

/**
 * The text search looks in; the same expression as the indexes of migration 0004, which
 * the planner uses only for an identical expression.
 */
const SEARCH_TEXT = sql`normalize_search(o.position || ' ' || coalesce(o.company_name, '') || ' ' || o.city || ' ' || o.description)`;
const MAX_SEARCH_WORDS = 8;

/**
 * Public offers matching a search, accent- and case-insensitively: every word of the query
 * appears in the position, description, company name or city (trigram index), or the
 * query matches as Spanish full text (so "diseñadoras" finds "diseñador"). Offers whose
 * position matches come first. Used by GET /api/users/search.
 */
export async function searchJobOffers(db: Db, query: string, limit: number): Promise<Found<JobOfferObject>> {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0 || limit < 1) return { items: [], total: 0 };
  const today = madridDate(new Date());
  const allWords = sql.join(
    words.map((word) => sql`${SEARCH_TEXT} like ${containsPattern(word)}`),
    sql` and `,
  );
  const phrase = words.join(' ');
  const fullText = sql`to_tsvector('spanish', ${SEARCH_TEXT}) @@ plainto_tsquery('spanish', normalize_search(${phrase}))`;
  const rows = await jobOffersWithPublisher(db)
    .select(matchCount.as('total'))
    .where(isPublic(today))
    .where(sql<boolean>`((${allWords}) or ${fullText})`)
    .orderBy(sql`case when normalize_search(o.position) like ${containsPattern(phrase)} then 0 else 1 end`)
    .orderBy(
      sql`ts_rank(to_tsvector('spanish', ${SEARCH_TEXT}), plainto_tsquery('spanish', normalize_search(${phrase})))`,
      'desc',
    )
    .orderBy('o.publication_date', 'desc')
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return found(rows, (row) => toJobOfferObject(row, today));
}

/**
 * Media URLs (logos and their resized copies) of a user's offers that no other user's
 * offer uses, so deleting the account can delete the files. Used by account deletion.
 */
export async function jobOfferFilesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('job_offers as o')
    .select('o.company_logo')
    .where('o.user_id', '=', userId)
    .where('o.company_logo', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('job_offers as other')
            .select((inner) => inner.lit(1).as('one'))
            .where('other.user_id', '<>', userId)
            .where((inner) =>
              inner(
                inner.ref('other.company_logo', '->>').key('url'),
                '=',
                inner.ref('o.company_logo', '->>').key('url'),
              ),
            ),
        ),
      ),
    )
    .execute();
  const urls = rows.flatMap((row) =>
    row.company_logo ? [row.company_logo.url, ...row.company_logo.variants.map((v) => v.url)] : [],
  );
  return [...new Set(urls)];
}
