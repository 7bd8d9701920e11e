// Educational offers seed: institution accounts (the main seed's three plus six more), their
// centre type (public or private) and educational offers of every type, modality and
// category, most accepted, some pending, one cancelled and one rejected per run.
// Stable ids and ON CONFLICT DO NOTHING: a second run adds nothing.
import type { InsertQueryBuilder, InsertResult, Kysely } from 'kysely';
import type { NewEducationalOffer } from '../db/educational-offer-tables';
import type { Database, NewUser } from '../db/tables';
import type { StoredImage } from '../db/columns';
import { courseDates } from '../models/educational-offers';
import type { EducationalOfferStatus } from '../schemas/educational-offer';
import { hashPassword } from '../services/passwords';
import type { SeedStep, SeedContext } from './context';
import {
  EXTRA_QUESTION_SETS,
  INSTITUTIONS,
  LOGO_COLOURS,
  type InstitutionSeed,
  type ProgrammeSeed,
} from './educational-offers-content';
import { seedId } from './random';
import { DEMO_PASSWORD } from './demo-accounts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first programme of each institution is public; the others follow this cycle. */
const STATUS_CYCLE: readonly EducationalOfferStatus[] = [
  'accepted',
  'pending',
  'accepted',
  'active',
  'cancelled',
  'accepted',
  'rejected',
  'pending',
];
/** 'small' keeps tests fast: two programmes per institution. */
const PROGRAMMES_PER_INSTITUTION = { small: 2, full: Infinity } as const;

const json = (value: unknown) => JSON.stringify(value);

export const seedEducationalOffers: SeedStep = async (db, context) => {
  const users = await institutionAccounts(db, context);
  const insertedUsers = users.length > 0 ? await insertIgnoring(db.insertInto('users').values(users)) : 0;
  const existing = await db
    .selectFrom('users')
    .select(['id', 'username', 'company_name', 'city', 'country'])
    .where(
      'id',
      'in',
      INSTITUTIONS.map((institution) => seedId(`user:${institution.key}`)),
    )
    .execute();
  const byId = new Map(existing.map((row) => [row.id, row]));
  const present = INSTITUTIONS.filter((institution) => byId.has(seedId(`user:${institution.key}`)));
  if (present.length === 0) return;

  await db
    .insertInto('institution_details')
    .values(
      present.map((institution) => ({
        user_id: seedId(`user:${institution.key}`),
        center_type: institution.centerType,
        updated_at: context.now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  const offers = present.flatMap((institution, institutionIndex) => {
    const user = byId.get(seedId(`user:${institution.key}`));
    if (!user) return [];
    return institution.programmes
      .slice(0, PROGRAMMES_PER_INSTITUTION[context.size])
      .map((programme, index) =>
        offerRow(context, { ...institution, index: institutionIndex, ...user }, programme, index),
      );
  });
  const insertedOffers =
    offers.length > 0 ? await insertIgnoring(db.insertInto('educational_offers').values(offers)) : 0;
  context.log(
    `seed (${context.size}): ${present.length} institutions (${insertedUsers} new accounts), ` +
      `${insertedOffers} educational offers added`,
  );
};

/** The institution accounts this seed adds, sharing the demo accounts' password hash. */
async function institutionAccounts(db: Kysely<Database>, context: SeedContext): Promise<NewUser[]> {
  const toAdd = INSTITUTIONS.filter((institution) => institution.account);
  const ids = toAdd.map((institution) => seedId(`user:${institution.key}`));
  const already = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  if (already.length === ids.length) return [];
  const passwordHash = await demoPasswordHash(db);
  const rows: NewUser[] = [];
  for (const [index, institution] of toAdd.entries()) {
    const account = institution.account;
    if (!account) continue;
    const logo = await drawLogo(context, account.companyName, LOGO_COLOURS[index % LOGO_COLOURS.length] ?? '#264653');
    rows.push({
      id: seedId(`user:${institution.key}`),
      username: account.username,
      email: `${account.username}@ejemplo.es`,
      password_hash: passwordHash,
      role: 'Profesional',
      professional_type: 4,
      is_verificated_profesional: true,
      company_name: account.companyName,
      country: account.country,
      city: account.city,
      referral_source: 'Búsqueda en Google',
      founding_year: account.foundingYear,
      profile_completed: true,
      professional_title: account.title,
      bio: account.bio,
      professional_summary: account.summary,
      sitio_web: `https://${account.username}.example.com`,
      profile_picture: logo.url,
      skills: json(account.skills),
      company_tags: json(account.tags),
      offers_practices: true,
      languages: json(account.country === 'Portugal' ? ['Portugués', 'Inglés', 'Español'] : ['Español', 'Inglés']),
      social: json({
        emailContacto: `info@${account.username}.example.com`,
        sitioWeb: `https://${account.username}.example.com`,
        instagram: `https://www.instagram.com/${account.username}`,
      }),
      created_at: new Date(context.now.getTime() - (170 - index * 9) * DAY_MS),
      updated_at: context.now,
    });
  }
  return rows;
}

/** The hash the main seed gave its demo accounts (argon2 is slow: reuse it). */
async function demoPasswordHash(db: Kysely<Database>): Promise<string> {
  const demo = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', seedId('user:institucion'))
    .executeTakeFirst();
  return demo?.password_hash ?? (await hashPassword(DEMO_PASSWORD));
}

/** A square logo: the institution's initials on a flat colour, inside a ring. */
async function drawLogo(context: SeedContext, name: string, colour: string): Promise<StoredImage> {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 3)
    .map((word) => word[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <rect width="512" height="512" fill="${colour}"/>
    <circle cx="256" cy="256" r="200" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="12"/>
    <text x="256" y="256" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
      font-size="150" font-weight="bold" fill="#ffffff">${initials}</text>
  </svg>`;
  return context.media.store(Buffer.from(svg), { trusted: true, square: 512 });
}

/** An institution of the seed with its account as stored. */
interface SeededInstitution extends InstitutionSeed {
  index: number;
  username: string;
  company_name: string | null;
  city: string | null;
  country: string | null;
}

function offerRow(
  context: SeedContext,
  institution: SeededInstitution,
  programme: ProgrammeSeed,
  index: number,
): NewEducationalOffer {
  const { random, pool, now } = context;
  const cycled = STATUS_CYCLE[(institution.index * 3 + index) % STATUS_CYCLE.length] ?? 'accepted';
  const status = index === 0 ? 'accepted' : cycled;
  const createdAt = new Date(now.getTime() - random.int(2, 120) * DAY_MS - random.int(0, 1439) * 60_000);
  const [startMonth, endMonth] = programme.schoolYear;
  const dates = courseDates(createdAt, startMonth, endMonth, programme.duration);
  const enrollment = enrollmentBefore(startMonth);
  const wide = pool.landscape.length > 0 ? pool.landscape : pool.all;
  const site = `https://${institution.username}.example.com`;
  return {
    id: seedId(`educational-offer:${institution.key}:${index}`),
    user_id: seedId(`user:${institution.key}`),
    program_name: programme.programName,
    study_type: programme.studyType,
    knowledge_area: programme.knowledgeArea,
    category: programme.category,
    city: institution.city ?? 'Madrid',
    country: institution.country ?? 'España',
    education_type: programme.educationType,
    modality: programme.modality,
    morning_schedule: programme.morningSchedule,
    duration_value: programme.duration.value,
    duration_unit: programme.duration.unit,
    credits: programme.credits,
    internships: programme.internships,
    erasmus: programme.erasmus,
    bilingual_education: programme.bilingual,
    enrollment_start_day: enrollment.start.day,
    enrollment_start_month: enrollment.start.month,
    enrollment_end_day: enrollment.end.day,
    enrollment_end_month: enrollment.end.month,
    school_year_start_month: startMonth,
    school_year_end_month: endMonth,
    start_date: dates.start,
    end_date: dates.end,
    website_url: `${site}/programas/${slug(programme.programName)}`,
    application_link: random.chance(0.6) ? `${site}/admision` : null,
    brochure_url: random.chance(0.5) ? `${site}/folletos/${slug(programme.programName)}.pdf` : null,
    description: programme.description,
    requirements: json(programme.requirements),
    syllabus: json(programme.syllabus),
    extra_questions: json(EXTRA_QUESTION_SETS[(institution.index + index) % EXTRA_QUESTION_SETS.length] ?? []),
    header_image: wide.length > 0 ? json(random.pick(wide)) : null,
    gallery: json(random.sample(pool.all, random.int(2, 4))),
    price_amount: programme.price,
    institution_name: institution.company_name ?? institution.username,
    status,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** Enrollment in the months before the course starts, within one calendar year (start before end). */
function enrollmentBefore(startMonth: number) {
  if (startMonth <= 2) return { start: { day: 2, month: 1 }, end: { day: 20, month: 1 } };
  return { start: { day: 1, month: Math.max(1, startMonth - 3) }, end: { day: 15, month: startMonth - 1 } };
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Runs an insert that skips rows already there; answers how many it added. */
async function insertIgnoring<T extends keyof Database>(
  insert: InsertQueryBuilder<Database, T, InsertResult>,
): Promise<number> {
  const result = await insert.onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
