// Demo job offers, applications and saved offers. The verified companies publish offers
// of every type and format (internships, urgent, external, expired, pending, cancelled,
// rejected); creatives, the demo creative among them, apply with answers of each type
// and get every application status; the demo creative saves a few offers. Deterministic:
// stable ids, and a second run conflicts instead of adding.
import type { Insertable, Kysely } from 'kysely';
import type {
  ApplicationAnswer,
  ApplicationStatus,
  JobApplicationsTable,
  NewJobOffer,
  JobOfferStatus,
  SavedJobOffersTable,
} from '../db/job-offer-tables';
import type { Database } from '../db/tables';
import type { StoredImage } from '../db/columns';
import type { SeedStep, SeedContext } from './context';
import { drawSvg } from './images';
import { OFFER_TEMPLATES, TEXT_ANSWERS, type OfferTemplate } from './job-offers-content';
import { seedId, type Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What happens to some templates in the first round; the others are simply accepted. */
const FIRST_ROUND_FATE: Record<number, 'pending' | 'expired' | 'cancelled' | 'rejected'> = {
  2: 'expired',
  5: 'pending',
  8: 'expired',
  11: 'cancelled',
  14: 'pending',
  15: 'rejected',
};

/** The second round ('full' only) posts the same roles in other cities. */
const SECOND_ROUND_CITIES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'A Coruña', 'Zaragoza'];

/** The demo creative's applications: template index → status. */
const DEMO_APPLICATIONS: [number, ApplicationStatus][] = [
  [0, 'pending'],
  [1, 'accepted'],
  [10, 'rejected'],
  [2, 'pending'],
  [16, 'pending'],
];
/** The demo creative's saved offers (template indexes; 8 is expired, 0 is also applied to). */
const DEMO_SAVED = [4, 8, 9, 13, 0];

const CREATIVE_KEYS = 32;

export const seedJobOffers: SeedStep = async (db, context) => {
  const companies = await existingIds(db, [...new Set(OFFER_TEMPLATES.map((t) => `user:${t.company}`))]);
  const creativeIds = await existingIds(db, [
    'user:creativa',
    ...Array.from({ length: CREATIVE_KEYS }, (_, i) => `user:creative:${i}`),
  ]);
  const logos = await drawLogos(context, [...companies.values()]);
  const names = await companyNames(db, [...companies.values()]);
  const offers = offerRows(context, companies, { logos, names });
  const applications = applicationRows(context.random, offers, creativeIds, context.now);
  const saved = savedRows(offers, creativeIds.get('user:creativa'), context.now);
  const counts = {
    offers: await insertAll(db, 'job_offers', offers),
    applications: await insertAll(db, 'job_applications', applications),
    saved: await insertAll(db, 'saved_job_offers', saved),
  };
  context.log(
    `seed (${context.size}): ${counts.offers} job offers, ${counts.applications} applications, ` +
      `${counts.saved} saved offers added`,
  );
};

/** seed key → id, for the keys whose users exist (a user may have been deleted since). */
async function existingIds(db: Kysely<Database>, keys: string[]): Promise<Map<string, string>> {
  const wanted = new Map(keys.map((key) => [seedId(key), key]));
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...wanted.keys()])
    .execute();
  const found = new Set(rows.map((row) => row.id));
  return new Map(keys.filter((key) => found.has(seedId(key))).map((key) => [key, seedId(key)]));
}

/** One small logo per company, drawn like the other demo images (same bytes on every run). */
async function drawLogos(context: SeedContext, companyIds: string[]): Promise<Map<string, StoredImage>> {
  const logos = new Map<string, StoredImage>();
  for (const id of companyIds) {
    const svg = drawSvg(context.random, 'square');
    logos.set(id, await context.media.store(Buffer.from(svg), { trusted: true, square: 256 }));
  }
  return logos;
}

interface SeedOffer extends NewJobOffer {
  id: string;
  user_id: string;
  status: JobOfferStatus;
  template: OfferTemplate;
  templateIndex: number;
  publication: Date;
}

/**
 * Verified professional id → company name, which a new offer takes by default (as the
 * create call does). Only these accounts may publish, here as in the api.
 */
async function companyNames(db: Kysely<Database>, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'company_name'])
    .where('id', 'in', ids)
    .where('role', '=', 'Profesional')
    .where('is_verificated_profesional', '=', true)
    .execute();
  return new Map(rows.map((row) => [row.id, row.company_name]));
}

interface CompanyFacts {
  logos: Map<string, StoredImage>;
  names: Map<string, string | null>;
}

function offerRows(context: SeedContext, companies: Map<string, string>, facts: CompanyFacts) {
  const rounds = context.size === 'full' ? 2 : 1;
  const offers: SeedOffer[] = [];
  for (let round = 0; round < rounds; round++) {
    OFFER_TEMPLATES.forEach((template, index) => {
      const userId = companies.get(`user:${template.company}`);
      if (!userId || !facts.names.has(userId)) return;
      const fate = round === 0 ? FIRST_ROUND_FATE[index] : undefined;
      const city = round === 0 ? template.city : (SECOND_ROUND_CITIES[index % SECOND_ROUND_CITIES.length] as string);
      const daysAgo = round === 0 ? 2 + index * 3 : 1 + index;
      const company = { logo: facts.logos.get(userId), name: facts.names.get(userId) ?? null };
      offers.push(offerRow(context, { template, index, round, userId, fate, city, daysAgo, company }));
    });
  }
  return offers;
}

interface OfferPlan {
  template: OfferTemplate;
  index: number;
  round: number;
  userId: string;
  fate: (typeof FIRST_ROUND_FATE)[number] | undefined;
  city: string;
  daysAgo: number;
  company: { logo: StoredImage | undefined; name: string | null };
}

function offerRow(context: SeedContext, plan: OfferPlan): SeedOffer {
  const { template, fate } = plan;
  const publication = new Date(context.now.getTime() - plan.daysAgo * DAY_MS - plan.index * 37 * 60_000);
  const expiration =
    fate === 'expired'
      ? day(new Date(context.now.getTime() - (3 + plan.index) * DAY_MS))
      : plan.index % 3 === 0
        ? null
        : day(new Date(context.now.getTime() + (20 + plan.index * 4) * DAY_MS));
  const status: JobOfferStatus = fate === 'expired' || fate === undefined ? 'accepted' : fate;
  const website = `https://${template.company.replace(/^org-/, '').replace(/-/g, '')}.example.com`;
  return {
    id: seedId(`job-offer:${plan.round}:${plan.index}`),
    user_id: plan.userId,
    template,
    templateIndex: plan.index,
    publication,
    position: template.position,
    description: template.description,
    company_name: plan.company.name,
    company_description: template.descriptionEmployer,
    // Two offers in three carry the company's logo; the rest show the default one.
    company_logo: plan.company.logo && plan.index % 3 !== 2 ? JSON.stringify(plan.company.logo) : null,
    description_employer: template.descriptionEmployer,
    country: 'España',
    city: plan.city,
    job_type: template.jobType,
    location_type: template.locationType,
    status,
    publication_date: publication,
    expiration_date: expiration,
    duration: template.duration ?? null,
    experience_years: template.experienceYears ?? null,
    ...salaryOf(template, plan.index),
    experience: template.experience ?? null,
    website,
    contact_name: null,
    functions: template.functions,
    offered: template.offered,
    required_profile: template.requiredProfile,
    tags: JSON.stringify([...template.hardSkills, ...template.softSkills]),
    hard_skills_count: template.hardSkills.length,
    is_urgent: template.isUrgent ?? (plan.round === 1 && plan.index % 5 === 0),
    is_external: template.externalPath !== undefined,
    external_link: template.externalPath ? `${website}${template.externalPath}` : null,
    extra_questions: JSON.stringify(template.extraQuestions ?? []),
    created_at: new Date(publication.getTime() - DAY_MS),
    updated_at: publication,
  };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Applications to the offers that were public at some point: the demo creative's (every
 * status) and a few from other creatives on each offer.
 */
/**
 * Three offers in four state their pay, as the directive asks: internships by the month, part
 * time by the hour, full time by the year and by experience. The fourth shows the empty state.
 */
function salaryOf(template: OfferTemplate, index: number) {
  if (index % 4 === 3) return { salary_min: null, salary_max: null, salary_currency: null, salary_period: null };
  const years = template.experienceYears ?? 0;
  const [min, max, period] =
    template.jobType === 'Prácticas'
      ? [600 + (index % 3) * 100, null, 'month' as const]
      : template.jobType === 'Tiempo parcial'
        ? [12 + (index % 3), 15 + (index % 3), 'hour' as const]
        : [22_000 + years * 3_000, 26_000 + years * 4_000, 'year' as const];
  return { salary_min: min, salary_max: max, salary_currency: 'EUR' as const, salary_period: period };
}

function applicationRows(
  random: Random,
  offers: SeedOffer[],
  creatives: Map<string, string>,
  now: Date,
): Insertable<JobApplicationsTable>[] {
  const demo = creatives.get('user:creativa');
  const others = [...creatives.entries()].filter(([key]) => key !== 'user:creativa').map(([, id]) => id);
  const rows: Insertable<JobApplicationsTable>[] = [];
  for (const offer of offers) {
    if (offer.status === 'pending' || offer.status === 'rejected') continue;
    const demoStatus = DEMO_APPLICATIONS.find(([index]) => index === offer.templateIndex)?.[1];
    const applicants = random.sample(others, random.int(0, Math.min(5, others.length)));
    const chosen: [string, ApplicationStatus][] = applicants.map((id) => [
      id,
      random.pick(['pending', 'pending', 'accepted', 'rejected'] as const),
    ]);
    if (demo && demoStatus && offer.id === seedId(`job-offer:0:${offer.templateIndex}`))
      chosen.push([demo, demoStatus]);
    chosen.forEach(([userId, status], n) => {
      const applied = new Date(
        Math.min(now.getTime() - 60_000, offer.publication.getTime() + (n + 1) * random.int(2, 20) * 3_600_000),
      );
      rows.push({
        id: seedId(`job-application:${offer.id}:${userId}`),
        offer_id: offer.id,
        user_id: userId,
        answers: JSON.stringify(answersFor(random, offer, userId)),
        status,
        created_at: applied,
        updated_at: status === 'pending' ? applied : new Date(Math.min(now.getTime(), applied.getTime() + DAY_MS)),
      });
    });
  }
  return rows;
}

function answersFor(random: Random, offer: SeedOffer, userId: string): ApplicationAnswer[] {
  return (offer.template.extraQuestions ?? []).map((question) => {
    switch (question.responseType) {
      case 'number':
        return { ...question, answer: random.int(0, 8) };
      case 'boolean':
        return { ...question, answer: random.chance(0.6) };
      case 'url':
        return { ...question, answer: `https://portfolio.example.com/${userId.slice(0, 8)}` };
      default:
        return { ...question, answer: random.pick(TEXT_ANSWERS) };
    }
  });
}

function savedRows(offers: SeedOffer[], demo: string | undefined, now: Date): Insertable<SavedJobOffersTable>[] {
  if (!demo) return [];
  return DEMO_SAVED.flatMap((index, n) => {
    const offer = offers.find((o) => o.id === seedId(`job-offer:0:${index}`));
    return offer
      ? [{ user_id: demo, offer_id: offer.id, saved_at: new Date(now.getTime() - (n + 1) * 3_600_000) }]
      : [];
  });
}

type JobOfferTable = 'job_offers' | 'job_applications' | 'saved_job_offers';

async function insertAll<T extends JobOfferTable>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 50) {
    const result = await db
      .insertInto(table)
      .values(rows.slice(i, i + 50).map(withoutSeedFields) as Insertable<Database[T]>[])
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

/** The offers carry their plan for the application rows; the table takes only its columns. */
function withoutSeedFields<T extends object>(row: T): T {
  const { template: _t, templateIndex: _i, publication: _p, ...columns } = row as T & Partial<SeedOffer>;
  return columns as T;
}
