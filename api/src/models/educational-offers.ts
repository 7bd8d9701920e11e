// Educational offers: storage, visibility (public when accepted or active; the owner
// sees every status), paged lists, search, and the mapping to the REST object.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { EducationalOfferRow } from '../db/educational-offer-tables';
import type { SocialLinks } from '../db/tables';
import type { StoredImage } from '../db/columns';
import type { PageRequest } from '../schemas/common';
import type { DurationUnit, EducationalOfferObject, EducationalOfferStatus } from '../schemas/educational-offer';
import { monthName, type Duration, type EducationalOfferInput } from './educational-offer-form';
import { displayName, shownCompanyName } from './display-name';
import { contactHtml, syllabusHtml } from './educational-offer-html';
import { found, matchCount, paginate, type Found, type Page } from './paginate';

/** Repeats the expression of migration 0005's search indexes, so they apply. */
const SEARCH_DOCUMENT = sql<string>`normalize_search(o.program_name || ' ' || o.city || ' ' || o.institution_name || ' ' || coalesce(o.description, ''))`;
/** Literal values (not parameters), so the planner matches the partial indexes. */
const IS_PUBLIC = sql<SqlBool>`o.status in ('accepted', 'active')`;
const MAX_SEARCH_RESULTS = 50;

interface EducationalOfferListQuery extends PageRequest {
  ownerId: string;
  /** Only accepted and active offers (anyone but the owner). */
  publicOnly: boolean;
  /** The owner's own view may narrow to some statuses. */
  statuses?: readonly EducationalOfferStatus[];
}

export function selectOffers(db: Db) {
  return db
    .selectFrom('educational_offers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select([
      sql<number | null>`o.price_amount::float8`.as('price'),
      'u.username',
      shownCompanyName('u').as('company_name'),
      displayName('u').as('publisher_name'),
      'u.profile_picture',
      'u.sitio_web',
      'u.social',
      'u.city as user_city',
      'u.country as user_country',
    ]);
}

type EducationalOfferWithPublisher = EducationalOfferRow & {
  price: number | null;
  username: string;
  /** The publisher's company name when it is the name shown (models/display-name.ts). */
  company_name: string | null;
  publisher_name: string;
  profile_picture: string | null;
  sitio_web: string | null;
  social: SocialLinks | null;
  user_city: string | null;
  user_country: string | null;
};

export async function insertEducationalOffer(
  db: Db,
  userId: string,
  input: EducationalOfferInput,
  headerImage: StoredImage | null,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const institutionName = await refreshInstitutionName(trx, userId, input.institutionName);
    const row = await trx
      .insertInto('educational_offers')
      .values({
        ...offerColumns(input, now),
        user_id: userId,
        header_image: headerImage ? JSON.stringify(headerImage) : null,
        institution_name: institutionName,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * Replaces the form fields of the owner's offer (the header image only when a new one
 * came). An edit needs approval again: the offer goes back to pending, except a
 * cancelled one, which stays cancelled. Answers the URLs of a replaced header image, or
 * null when the caller owns no such offer.
 */
export async function updateEducationalOffer(
  db: Db,
  offerId: string,
  userId: string,
  input: EducationalOfferInput,
  headerImage: StoredImage | undefined,
  now: Date,
): Promise<{ replacedImages: string[] } | null> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('educational_offers')
      .select(['created_at', 'header_image'])
      .where('id', '=', offerId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) return null;
    const institutionName = await refreshInstitutionName(trx, userId, input.institutionName);
    await trx
      .updateTable('educational_offers')
      .set({
        ...offerColumns(input, existing.created_at),
        ...(headerImage ? { header_image: JSON.stringify(headerImage) } : {}),
        institution_name: institutionName,
        status: sql<EducationalOfferStatus>`case when status = 'cancelled' then 'cancelled' else 'pending' end`,
        revision: sql<number>`revision + 1`,
        updated_at: now,
      })
      .where('id', '=', offerId)
      .where('user_id', '=', userId)
      .execute();
    const replaced = headerImage && existing.header_image ? imageUrls([existing.header_image]) : [];
    return { replacedImages: replaced };
  });
}

/** The columns the form decides; course dates are counted from the publication date. */
function offerColumns(input: EducationalOfferInput, publishedAt: Date) {
  const dates = courseDates(publishedAt, input.schoolYearStartMonth, input.schoolYearEndMonth, input.duration);
  return {
    program_name: input.programName,
    study_type: input.studyType,
    knowledge_area: input.knowledgeArea,
    category: input.category,
    city: input.city,
    country: input.country,
    education_type: input.educationType,
    modality: input.modality,
    morning_schedule: input.morningSchedule,
    duration_value: input.duration.value,
    duration_unit: input.duration.unit,
    credits: input.credits,
    internships: input.internships,
    erasmus: input.erasmus,
    bilingual_education: input.bilingualEducation,
    enrollment_start_day: input.enrollmentStart?.day ?? null,
    enrollment_start_month: input.enrollmentStart?.month ?? null,
    enrollment_end_day: input.enrollmentEnd?.day ?? null,
    enrollment_end_month: input.enrollmentEnd?.month ?? null,
    school_year_start_month: input.schoolYearStartMonth,
    school_year_end_month: input.schoolYearEndMonth,
    start_date: dates.start,
    end_date: dates.end,
    website_url: input.websiteUrl,
    application_link: input.applicationLink,
    brochure_url: input.brochureUrl,
    description: input.description,
    requirements: JSON.stringify(input.requirements),
    syllabus: JSON.stringify(input.syllabus),
    extra_questions: JSON.stringify(input.extraQuestions),
    price_amount: input.price,
    price_currency: input.currency,
  };
}

/**
 * The name offers are published and searched under: the account's company name as shown
 * (the form's institutionName only when the account has none), else the account's name
 * to show. Written to every offer of the account, so search follows a renamed
 * institution from its next publication on.
 */
async function refreshInstitutionName(db: Db, userId: string, formName: string | null): Promise<string> {
  const user = await db
    .selectFrom('users as u')
    .select([shownCompanyName('u').as('company'), displayName('u').as('shown')])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const name = user.company ?? formName ?? user.shown;
  await db
    .updateTable('educational_offers')
    .set({ institution_name: name })
    .where('user_id', '=', userId)
    .where('institution_name', '<>', name)
    .execute();
  return name;
}

/**
 * First and last day of the programme: the school year's first month, on or after the
 * publication month, and its last month `duration` school years later; a duration in
 * months ends that many months on, whatever the school year's last month.
 */
export function courseDates(
  publishedAt: Date,
  startMonth: number | null,
  endMonth: number | null,
  duration: Duration,
): { start: string | null; end: string | null } {
  if (startMonth === null) return { start: null, end: null };
  const publishedMonth = publishedAt.getUTCMonth() + 1;
  const startYear = publishedAt.getUTCFullYear() + (startMonth < publishedMonth ? 1 : 0);
  const start = isoDate(startYear, startMonth, 1);
  if (duration.unit === 'meses') {
    // Day 0 of the month after the last one is the last one's last day.
    const last = new Date(Date.UTC(startYear, startMonth - 1 + duration.value, 0));
    return { start, end: isoDate(last.getUTCFullYear(), last.getUTCMonth() + 1, last.getUTCDate()) };
  }
  if (endMonth === null) return { start, end: null };
  const endYear = startYear + duration.value - 1 + (endMonth < startMonth ? 1 : 0);
  const lastDay = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  return { start, end: isoDate(endYear, endMonth, lastDay) };
}

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export async function findEducationalOffer(
  db: Db,
  offerId: string,
  viewerId: string | null,
): Promise<EducationalOfferObject | undefined> {
  const row = await selectOffers(db)
    .where('o.id', '=', offerId)
    // Visible to the viewer: public, or their own.
    .where((eb) => (viewerId ? eb.or([IS_PUBLIC, eb('o.user_id', '=', viewerId)]) : IS_PUBLIC))
    .executeTakeFirst();
  return row && toEducationalOffer(row);
}

/** The public offers of the given ids, in no particular order (GET /api/offers/educational/by-ids). */
export async function findPublicEducationalOffersByIds(db: Db, ids: string[]): Promise<EducationalOfferObject[]> {
  if (ids.length === 0) return [];
  return (await selectOffers(db).where('o.id', 'in', ids).where(IS_PUBLIC).execute()).map(toEducationalOffer);
}

/** Whether the offer exists at all (to tell "not yours" from "not found" for public offers). */
export async function educationalOfferOwner(
  db: Db,
  offerId: string,
): Promise<{ userId: string; status: EducationalOfferStatus } | undefined> {
  const row = await db
    .selectFrom('educational_offers')
    .select(['user_id', 'status'])
    .where('id', '=', offerId)
    .executeTakeFirst();
  return row && { userId: row.user_id, status: row.status };
}

export async function listEducationalOffers(
  db: Db,
  query: EducationalOfferListQuery,
): Promise<Page<EducationalOfferObject>> {
  let rows = selectOffers(db).where('o.user_id', '=', query.ownerId);
  // Counted without the publisher: every offer has one.
  let counted = db.selectFrom('educational_offers as o').where('o.user_id', '=', query.ownerId);
  if (query.publicOnly) {
    rows = rows.where(IS_PUBLIC);
    counted = counted.where(IS_PUBLIC);
  }
  if (query.statuses) {
    rows = rows.where('o.status', 'in', query.statuses);
    counted = counted.where('o.status', 'in', query.statuses);
  }
  const ordered = rows.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');
  const { items, info } = await paginate(ordered, query, counted);
  return { items: items.map(toEducationalOffer), info };
}

/** The owner deactivates an offer (status cancelled). False when the caller owns no such offer. */
export async function cancelEducationalOffer(db: Db, offerId: string, userId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('educational_offers')
    .set({ status: 'cancelled', updated_at: now })
    .where('id', '=', offerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Answers the URLs of the deleted offer's images, or null when the caller owns no such offer. */
export async function deleteEducationalOffer(db: Db, offerId: string, userId: string): Promise<string[] | null> {
  const row = await db
    .deleteFrom('educational_offers')
    .where('id', '=', offerId)
    .where('user_id', '=', userId)
    .returning(['header_image', 'gallery'])
    .executeTakeFirst();
  return row ? imageUrls([...(row.header_image ? [row.header_image] : []), ...row.gallery]) : null;
}

/**
 * Public offers whose programme name, description, city or institution name contain the
 * query, accent- and case-insensitively (trigrams), or share a Spanish word stem with it
 * (full text). Programme-name matches first, then the newest.
 */
export async function searchEducationalOffers(
  db: Db,
  query: string,
  limit: number,
): Promise<Found<EducationalOfferObject>> {
  const text = query.trim();
  if (!text) return { items: [], total: 0 };
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const contains = sql<SqlBool>`${SEARCH_DOCUMENT} like normalize_search(${pattern})`;
  const stems = sql<SqlBool>`to_tsvector('spanish', ${SEARCH_DOCUMENT}) @@ plainto_tsquery('spanish', normalize_search(${text}))`;
  const rows = await selectOffers(db)
    .select(matchCount.as('total'))
    .where(IS_PUBLIC)
    .where((eb) => eb.or([contains, stems]))
    .orderBy(sql`normalize_search(o.program_name) like normalize_search(${pattern})`, 'desc')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(Math.min(Math.max(Math.trunc(limit), 1), MAX_SEARCH_RESULTS))
    .execute();
  return found(rows, toEducationalOffer);
}

/** URLs (originals and resized copies) of every image of the user's offers, without repeats. */
export async function educationalOfferFilesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('educational_offers')
    .select(['header_image', 'gallery'])
    .where('user_id', '=', userId)
    .execute();
  return imageUrls(rows.flatMap((row) => [...(row.header_image ? [row.header_image] : []), ...row.gallery]));
}

/** Originals and resized copies, without repeats. */
function imageUrls(images: StoredImage[]): string[] {
  return [...new Set(images.flatMap((image) => [image.url, ...image.variants.map((variant) => variant.url)]))];
}

/** The spec's `duration.unit` as shown beside the value: 1 mes, 18 meses, 1 año, 2 años. */
function shownDurationUnit(value: number, unit: DurationUnit): string {
  if (unit === 'meses') return value === 1 ? 'mes' : 'meses';
  return value === 1 ? 'año' : 'años';
}

export function toEducationalOffer(row: EducationalOfferWithPublisher): EducationalOfferObject {
  const institutionName = row.company_name ?? row.institution_name;
  return {
    _id: row.id,
    programName: row.program_name,
    title: row.program_name,
    studyType: row.study_type,
    knowledgeArea: row.knowledge_area ?? row.category,
    modality: row.modality,
    duration: { value: row.duration_value, unit: shownDurationUnit(row.duration_value, row.duration_unit) },
    location: { city: row.city, country: row.country },
    publicationDate: row.created_at.toISOString(),
    description: row.description,
    requirements: row.requirements,
    syllabus: syllabusHtml(row.syllabus),
    gallery: row.gallery.map((image) => image.url),
    banner: row.header_image?.url ?? null,
    price: row.price === null ? null : { amount: row.price, currency: row.price_currency },
    startDate: row.start_date,
    endDate: row.end_date,
    brochureUrl: row.brochure_url,
    applicationLink: row.application_link ?? row.website_url,
    contactInfo: contactHtml({
      name: institutionName,
      city: row.user_city ?? row.city,
      country: row.user_country ?? row.country,
      email: row.social?.emailContacto ?? null,
      website: row.website_url ?? row.sitio_web ?? row.social?.sitioWeb ?? null,
    }),
    status: row.status,
    schedule: row.morning_schedule ? 'Horario de mañana' : null,
    practices: row.internships,
    tags: offerTags(row),
    categories: [row.category],
    educationType: row.education_type,
    category: row.category,
    credits: row.credits,
    durationUnit: row.duration_unit,
    morningSchedule: row.morning_schedule,
    internships: row.internships,
    erasmus: row.erasmus,
    bilingualEducation: row.bilingual_education,
    enrollmentStartDate: row.enrollment_start_day,
    enrollmentStartMonth: monthName(row.enrollment_start_month),
    enrollmentEndDate: row.enrollment_end_day,
    enrollmentEndMonth: monthName(row.enrollment_end_month),
    schoolYearStartMonth: monthName(row.school_year_start_month),
    schoolYearEndMonth: monthName(row.school_year_end_month),
    websiteUrl: row.website_url,
    syllabusModules: row.syllabus,
    extraQuestions: row.extra_questions,
    institutionName,
    institution: {
      _id: row.user_id,
      username: row.username,
      name: row.publisher_name,
      logo: row.profile_picture,
    },
    bannerDetails: row.header_image,
    galleryDetails: row.gallery,
    updatedAt: row.updated_at.toISOString(),
  };
}

function offerTags(row: EducationalOfferWithPublisher): string[] {
  return [
    row.education_type,
    row.modality,
    row.category,
    ...(row.internships ? ['Prácticas'] : []),
    ...(row.erasmus ? ['Erasmus'] : []),
    ...(row.bilingual_education ? ['Bilingüe'] : []),
    ...(row.morning_schedule ? ['Horario de mañana'] : []),
  ];
}
