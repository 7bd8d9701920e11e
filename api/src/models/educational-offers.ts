// Educational offers: storage, visibility (public when accepted or active; the owner
// sees every status), paged lists, search, and the mapping to the REST object.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { EducationalOfferContent, EducationalOfferRow } from '../db/educational-offer-tables';
import type { SocialLinks } from '../db/tables';
import type { StoredImage } from '../db/columns';
import type { PageRequest } from '../schemas/common';
import type { DurationUnit, EducationalOfferObject, EducationalOfferStatus } from '../schemas/educational-offer';
import { monthName, type Duration, type EducationalOfferInput } from './educational-offer-form';
import { displayName, shownCompanyName } from './display-name';
import { contactHtml, syllabusHtml } from './educational-offer-html';
import {
  applyPendingChanges,
  latestContent,
  PUBLIC_VIEW,
  revisionFields,
  saveOfferEdit,
  versionImages,
  type EditOutcome,
  type OfferView,
} from './offer-revisions';
import { found, matchCount, paginate, type Found, type Page } from './paginate';
import { ownerNotice, shownTo } from './visibility';

/** Repeats the expression of migration 0005's search indexes, so they apply. */
const SEARCH_DOCUMENT = sql<string>`normalize_search(o.program_name || ' ' || o.city || ' ' || o.institution_name || ' ' || coalesce(o.description, ''))`;
/** Literal values (not parameters), so the planner matches the partial indexes. */
const IS_PUBLIC = sql<SqlBool>`(o.status in ('accepted', 'active') and ${shownTo('o')})`;
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
    .select(({ cast }) => [
      cast<number | null>('o.price_amount', 'float8').as('price'),
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

/** What the offer's contact block reads of the offer's row and of its publisher's account. */
interface PublisherFacts {
  institution_name: string;
  /** The publisher's company name when it is the name shown (models/display-name.ts). */
  company_name: string | null;
  sitio_web: string | null;
  social: SocialLinks | null;
  user_city: string | null;
  user_country: string | null;
}

type EducationalOfferWithPublisher = EducationalOfferRow &
  PublisherFacts & {
    price: number | null;
    username: string;
    publisher_name: string;
    profile_picture: string | null;
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
 * Replaces the form fields of the owner's offer (the header image only when a new one came),
 * by the rule of models/offer-revisions.ts: a public offer stays as approved while the edit
 * waits beside it; any other goes back to pending, except a cancelled one. Answers how it was
 * saved and the URLs of a header image the edit replaced, or null when the caller owns no such
 * offer.
 */
export async function updateEducationalOffer(
  db: Db,
  offerId: string,
  userId: string,
  input: EducationalOfferInput,
  headerImage: StoredImage | undefined,
  now: Date,
): Promise<{ outcome: EditOutcome; replacedImages: string[] } | null> {
  const existing = await db
    .selectFrom('educational_offers')
    .select([
      'created_at',
      'header_image',
      'revision',
      'pending_changes',
      'changes_submitted_at',
      'changes_rejected_at',
    ])
    .where('id', '=', offerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!existing) return null;
  // An edit starts from the latest version: an earlier edit still waiting for review included.
  const latest = latestContent(existing);
  await refreshInstitutionName(db, userId, input.institutionName);
  const content: EducationalOfferContent = {
    ...offerContent(input, existing.created_at),
    header_image: headerImage ?? latest.header_image,
  };
  const outcome = await saveOfferEdit(db, 'educational_offers', { id: offerId, userId }, { content, now });
  if (!outcome) return null;
  // The image replaced goes unless a version still shows it (the public one, while an edit waits).
  const replaced = headerImage && latest.header_image ? imageUrls([latest.header_image]) : [];
  return { outcome, replacedImages: replaced };
}

/** The columns the form decides, as values; course dates are counted from the publication date. */
function offerContent(input: EducationalOfferInput, publishedAt: Date): Omit<EducationalOfferContent, 'header_image'> {
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
    requirements: input.requirements,
    syllabus: input.syllabus,
    extra_questions: input.extraQuestions,
    price_amount: input.price,
    price_currency: input.currency,
  };
}

/** The form's columns as the table stores them on insert (JSONB columns as JSON text). */
function offerColumns(input: EducationalOfferInput, publishedAt: Date) {
  const content = offerContent(input, publishedAt);
  return {
    ...content,
    price_amount: input.price,
    requirements: JSON.stringify(content.requirements),
    syllabus: JSON.stringify(content.syllabus),
    extra_questions: JSON.stringify(content.extra_questions),
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
  return row && toEducationalOffer(row, { owner: row.user_id === viewerId });
}

/**
 * Offers of the given ids, in no particular order: the public ones (GET
 * /api/offers/educational/by-ids), or with `ownerId` that owner's own in any state, as their
 * list answers them (GET /api/offers/educational/own/by-ids: pendingChanges).
 */
export async function findEducationalOffersByIds(
  db: Db,
  ids: string[],
  ownerId: string | null,
): Promise<EducationalOfferObject[]> {
  if (ids.length === 0) return [];
  const rows = await selectOffers(db)
    .where('o.id', 'in', ids)
    .where((eb) => (ownerId === null ? IS_PUBLIC : eb('o.user_id', '=', ownerId)))
    .execute();
  return rows.map((row) => toEducationalOffer(row, { owner: ownerId !== null }));
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
  // The owner's own list shows the edit waiting beside a public offer.
  const view = { owner: !query.publicOnly };
  return { items: items.map((row) => toEducationalOffer(row, view)), info };
}

/**
 * The owner deactivates an offer (status cancelled). An edit waiting for review is applied: a
 * deactivated offer is not public, and edits of deactivated offers need no review. False when
 * the caller owns no such offer.
 */
export async function cancelEducationalOffer(db: Db, offerId: string, userId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('educational_offers')
      .select('id')
      .where('id', '=', offerId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!owned) return false;
    await applyPendingChanges(trx, 'educational_offers', offerId, { now });
    await trx
      .updateTable('educational_offers')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', offerId)
      .execute();
    return true;
  });
}

/** Answers the URLs of the deleted offer's images, or null when the caller owns no such offer. */
export async function deleteEducationalOffer(db: Db, offerId: string, userId: string): Promise<string[] | null> {
  const row = await db
    .deleteFrom('educational_offers')
    .where('id', '=', offerId)
    .where('user_id', '=', userId)
    .returning(['header_image', 'gallery', 'pending_changes'])
    .executeTakeFirst();
  return row ? imageUrls([...offerImages(row), ...row.gallery]) : null;
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
  return found(rows, (row) => toEducationalOffer(row));
}

/** URLs (originals and resized copies) of every image of the user's offers, without repeats. */
export async function educationalOfferFilesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('educational_offers')
    .select(['header_image', 'gallery', 'pending_changes'])
    .where('user_id', '=', userId)
    .execute();
  return imageUrls(rows.flatMap((row) => [...offerImages(row), ...row.gallery]));
}

/** The header images an offer row refers to: its own and its pending edit's. */
export function offerImages(row: Pick<EducationalOfferRow, 'header_image' | 'pending_changes'>): StoredImage[] {
  return versionImages(row.header_image, row.pending_changes?.header_image);
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

export function toEducationalOffer(
  row: EducationalOfferWithPublisher,
  view: OfferView = PUBLIC_VIEW,
): EducationalOfferObject {
  return {
    _id: row.id,
    ...contentObject(row),
    publicationDate: row.created_at.toISOString(),
    gallery: row.gallery.map((image) => image.url),
    status: row.status,
    institutionName: row.company_name ?? row.institution_name,
    institution: {
      _id: row.user_id,
      username: row.username,
      name: row.publisher_name,
      logo: row.profile_picture,
    },
    galleryDetails: row.gallery,
    updatedAt: row.updated_at.toISOString(),
    ...revisionFields(row, view, (changes) =>
      contentObject({ ...row, ...changes, price: changes.price_amount === null ? null : Number(changes.price_amount) }),
    ),
    ...ownerNotice(row, view),
  };
}

/** The fields the form sets, of the public version or of an edit waiting for review. */
function contentObject(row: EducationalOfferContent & PublisherFacts & { price: number | null }) {
  return {
    programName: row.program_name,
    title: row.program_name,
    studyType: row.study_type,
    knowledgeArea: row.knowledge_area ?? row.category,
    modality: row.modality,
    duration: { value: row.duration_value, unit: shownDurationUnit(row.duration_value, row.duration_unit) },
    location: { city: row.city, country: row.country },
    description: row.description,
    requirements: row.requirements,
    syllabus: syllabusHtml(row.syllabus),
    banner: row.header_image?.url ?? null,
    price: row.price === null ? null : { amount: row.price, currency: row.price_currency },
    startDate: row.start_date,
    endDate: row.end_date,
    brochureUrl: row.brochure_url,
    applicationLink: row.application_link ?? row.website_url,
    contactInfo: contactHtml({
      name: row.company_name ?? row.institution_name,
      city: row.user_city ?? row.city,
      country: row.user_country ?? row.country,
      email: row.social?.emailContacto ?? null,
      website: row.website_url ?? row.sitio_web ?? row.social?.sitioWeb ?? null,
    }),
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
    bannerDetails: row.header_image,
  };
}

function offerTags(row: EducationalOfferContent): string[] {
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
