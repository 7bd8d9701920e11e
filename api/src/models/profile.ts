// PUT /api/users/profile: from the accepted body to the column changes, after the
// checks a schema cannot express (part 1 §5 dates, part 2 §5 lists, entries, milestones
// and social links). Lists replace the stored ones; social, contract and locationType
// merge into them inside the UPDATE, so two saves of different sections lose nothing.
import { sql, type UpdateObject } from 'kysely';
import type { Database, EducationEntry, ExperienceEntry, Milestone } from '../db/tables';
import type { EducationInput, ExperienceInput, MilestoneInput, ProfileUpdateBody } from '../schemas/profile';
import { LinkError, normalizeSocial, websiteUrl } from './social-links';

export const PROFILE_MESSAGES = {
  profileUpdated: 'Perfil actualizado correctamente.',
  nothingToUpdate: 'No se ha enviado ningún dato para actualizar.',
  badBirthDate: 'La fecha de nacimiento es incorrecta.',
  badFoundingYear: 'El año de fundación no es válido.',
  badMonth: 'El mes debe ser un número entre 1 y 12.',
  badYear: 'El año debe tener cuatro cifras.',
  endBeforeStart: 'La fecha de finalización no puede ser anterior a la de inicio.',
  milestoneDate: 'La fecha es obligatoria',
  milestoneName: 'El nombre es obligatorio',
  milestoneEntity: 'La entidad es obligatoria',
  milestoneDescription: 'La descripción es obligatoria',
  milestoneDateFormat: 'La fecha debe tener el formato mm / aaaa.',
  milestonesCompaniesOnly: 'Solo las empresas e instituciones pueden añadir hitos profesionales.',
} as const;

/** The oldest founding year taken. */
const OLDEST_FOUNDING_YEAR = 1800;

/** Four digits, from 1800 to this year (the web app's forms check the same rule). */
function foundingYearAcceptable(value: string, today: Date): boolean {
  return /^\d{4}$/.test(value) && Number(value) >= OLDEST_FOUNDING_YEAR && Number(value) <= today.getUTCFullYear();
}

/** professionalType values that use the company/institution editor (part 2 §3). */
export const COMPANY_TYPES = [1, 2, 3, 4] as const;

export const isCompanyType = (type: number) => (COMPANY_TYPES as readonly number[]).includes(type);

export type UserChanges = UpdateObject<Database, 'users'>;

interface ProfileChanges {
  values: UserChanges;
  /** Non-empty milestones were sent: the account must be a company or institution. */
  milestonesSent: boolean;
}

/** A refusal of one field; the route answers it as 400 with `field`. */
export class ProfileError extends Error {
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

/** Everyone, creatives and professionals, is 1 to 90 years old (README § Product notes). */
const MIN_AGE_YEARS = 1;
const MAX_AGE_YEARS = 90;

type TextField =
  | 'fullName'
  | 'country'
  | 'city'
  | 'referralSource'
  | 'formationType'
  | 'institution'
  | 'creativeOther'
  | 'companyName'
  | 'productServiceType'
  | 'agencyServices'
  | 'bio'
  | 'biography'
  | 'professionalSummary'
  | 'professionalTitle';
type TextColumn =
  | 'full_name'
  | 'country'
  | 'city'
  | 'referral_source'
  | 'formation_type'
  | 'institution'
  | 'creative_other'
  | 'company_name'
  | 'product_service_type'
  | 'agency_services'
  | 'bio'
  | 'biography'
  | 'professional_summary'
  | 'professional_title';

/** Free-text fields: trimmed, and '' clears the column. */
const TEXT_COLUMNS: [TextField, TextColumn][] = [
  ['fullName', 'full_name'],
  ['country', 'country'],
  ['city', 'city'],
  ['referralSource', 'referral_source'],
  ['formationType', 'formation_type'],
  ['institution', 'institution'],
  ['creativeOther', 'creative_other'],
  ['companyName', 'company_name'],
  ['productServiceType', 'product_service_type'],
  ['agencyServices', 'agency_services'],
  ['bio', 'bio'],
  ['biography', 'biography'],
  ['professionalSummary', 'professional_summary'],
  ['professionalTitle', 'professional_title'],
];

type TagField = 'skills' | 'software' | 'languages' | 'professionalTags' | 'companyTags';
type TagColumn = 'skills' | 'software' | 'languages' | 'professional_tags' | 'company_tags';

const TAG_COLUMNS: [TagField, TagColumn][] = [
  ['skills', 'skills'],
  ['software', 'software'],
  ['languages', 'languages'],
  ['professionalTags', 'professional_tags'],
  ['companyTags', 'company_tags'],
];

const json = (value: unknown) => JSON.stringify(value);

/** Throws ProfileError for a value the schema let through but the rules refuse. */
export function profileChanges(body: ProfileUpdateBody, today: Date): ProfileChanges {
  const values: UserChanges = {};
  onboardingChanges(body, today, values);
  for (const [field, column] of TAG_COLUMNS) {
    const list = body[field];
    if (list !== undefined) values[column] = json(normalizeTags(list));
  }
  if (body.sitioWeb !== undefined) values.sitio_web = guard(() => websiteUrl(body.sitioWeb ?? '', 'sitioWeb')) || null;
  if (body.education !== undefined) values.education = json(body.education.map(educationEntry));
  if (body.professionalFormation !== undefined) {
    values.professional_formation = json(body.professionalFormation.map(experienceEntry));
  }
  if (body.offersPractices !== undefined) values.offers_practices = body.offersPractices;
  mergeChanges(body, values);
  const milestones = body.professionalMilestones?.map(milestone);
  if (milestones !== undefined) values.professional_milestones = json(milestones);
  if (Object.keys(values).length === 0) throw new ProfileError(PROFILE_MESSAGES.nothingToUpdate);
  return { values: { ...values, ...verificationAfter(values) }, milestonesSent: (milestones?.length ?? 0) > 0 };
}

/**
 * Verification belongs to the role, professional type (issue 6) and company name (issue 18) it
 * was granted for: changing any of them drops it until an operator grants it again, so a
 * verified company cannot rename itself to another brand and keep the badge. Compared inside
 * the UPDATE with the stored values, so sending the same values again keeps it.
 */
function verificationAfter(values: UserChanges): UserChanges {
  const { role, professional_type: type, company_name: name } = values;
  if (role === undefined && type === undefined && name === undefined) return {};
  const unchanged = sql<boolean>`true`;
  const sameRole = role === undefined ? unchanged : sql<boolean>`role is not distinct from ${role}`;
  const sameType =
    type === undefined ? unchanged : sql<boolean>`professional_type is not distinct from ${type}::smallint`;
  const sameName = name === undefined ? unchanged : sql<boolean>`company_name is not distinct from ${name}`;
  return {
    is_verificated_profesional: sql<boolean>`is_verificated_profesional and ${sameRole} and ${sameType} and ${sameName}`,
  };
}

function onboardingChanges(body: ProfileUpdateBody, today: Date, values: UserChanges): void {
  for (const [field, column] of TEXT_COLUMNS) {
    const value = body[field];
    if (value !== undefined) values[column] = value.trim() || null;
  }
  if (body.role !== undefined) values.role = body.role;
  if (body.creativeType !== undefined) values.creative_type = body.creativeType;
  if (body.professionalType !== undefined) values.professional_type = Number(body.professionalType);
  if (body.profileCompleted !== undefined) values.profile_completed = body.profileCompleted;
  if (body.showNameCompany !== undefined) values.show_name_company = body.showNameCompany;
  if (body.dateOfBirth !== undefined) {
    if (!birthDateAcceptable(body.dateOfBirth, today)) {
      throw new ProfileError(PROFILE_MESSAGES.badBirthDate, 'dateOfBirth');
    }
    values.date_of_birth = body.dateOfBirth;
  }
  if (body.foundingYear !== undefined) {
    if (!foundingYearAcceptable(body.foundingYear, today)) {
      throw new ProfileError(PROFILE_MESSAGES.badFoundingYear, 'foundingYear');
    }
    values.founding_year = body.foundingYear;
  }
}

/** JSON objects merged into the stored ones by Postgres (`||`), not read and rewritten here. */
function mergeChanges(body: ProfileUpdateBody, values: UserChanges): void {
  if (body.social !== undefined) {
    const social = guard(() => normalizeSocial(body.social ?? {}));
    values.social = sql<string>`coalesce(social, '{}'::jsonb) || ${json(social)}::jsonb`;
  }
  if (body.contract !== undefined) {
    const none = json({ practicas: false, tiempoCompleto: false, parcial: false });
    values.contract = sql<string>`coalesce(contract, ${none}::jsonb) || ${json(body.contract)}::jsonb`;
  }
  if (body.locationType !== undefined) {
    const none = json({ presencial: false, remoto: false, hibrido: false });
    values.location_type = sql<string>`coalesce(location_type, ${none}::jsonb) || ${json(body.locationType)}::jsonb`;
  }
}

function guard<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof LinkError) throw new ProfileError(error.message, error.field);
    throw error;
  }
}

/** Trimmed, blanks dropped, repeats (ignoring case and accents) dropped, first spelling kept. */
function normalizeTags(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of list) {
    const tag = raw.trim();
    const key = tag.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

function educationEntry(entry: EducationInput, index: number): EducationEntry {
  const result: EducationEntry = {
    ...trimmedTexts(entry, ['institution', 'otherInstitution', 'formationName', 'location', 'institutionLogo']),
    ...period(entry, index, {
      startMonth: 'formationStartMonth',
      startYear: 'formationStartYear',
      endMonth: 'formationEndMonth',
      endYear: 'formationEndYear',
      prefix: 'education',
    }),
  };
  if (entry.currentlyEnrolled !== undefined) result.currentlyEnrolled = entry.currentlyEnrolled;
  return result;
}

function experienceEntry(entry: ExperienceInput, index: number): ExperienceEntry {
  const result: ExperienceEntry = {
    ...trimmedTexts(entry, ['title', 'institution', 'location', 'description', 'companyLogo']),
    ...period(entry, index, {
      startMonth: 'startMonth',
      startYear: 'startYear',
      endMonth: 'endMonth',
      endYear: 'endYear',
      prefix: 'professionalFormation',
    }),
  };
  if (entry.currentlyWorking !== undefined) result.currentlyWorking = entry.currentlyWorking;
  return result;
}

function trimmedTexts<T extends object, K extends keyof T & string>(entry: T, keys: K[]): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = entry[key];
    if (typeof value === 'string') result[key] = value.trim();
  }
  return result;
}

interface PeriodKeys<K extends string> {
  startMonth: K;
  startYear: K;
  endMonth: K;
  endYear: K;
  prefix: string;
}

/** Months as two digits 01–12, years as four digits, "" when unknown; the end not before the start. */
function period<K extends string>(
  entry: Partial<Record<K, string | number>>,
  index: number,
  keys: PeriodKeys<K>,
): Partial<Record<K, string>> {
  const field = (key: K) => `${keys.prefix}.${index}.${key}`;
  const result: Partial<Record<K, string>> = {};
  for (const key of [keys.startMonth, keys.endMonth]) {
    const value = entry[key];
    if (value !== undefined) result[key] = month(value, field(key));
  }
  for (const key of [keys.startYear, keys.endYear]) {
    const value = entry[key];
    if (value !== undefined) result[key] = year(value, field(key));
  }
  const start = `${result[keys.startYear] ?? ''}${result[keys.startMonth] || '01'}`;
  const end = `${result[keys.endYear] ?? ''}${result[keys.endMonth] || '12'}`;
  if (result[keys.startYear] && result[keys.endYear] && end < start) {
    throw new ProfileError(PROFILE_MESSAGES.endBeforeStart, field(keys.endYear));
  }
  return result;
}

function month(value: string | number, field: string): string {
  const text = String(value).trim();
  if (!text) return '';
  const number = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!(number >= 1 && number <= 12)) throw new ProfileError(PROFILE_MESSAGES.badMonth, field);
  return String(number).padStart(2, '0');
}

function year(value: string | number, field: string): string {
  const text = String(value).trim();
  if (!text) return '';
  if (!/^\d{4}$/.test(text)) throw new ProfileError(PROFILE_MESSAGES.badYear, field);
  return text;
}

const MILESTONE_DATE = /^(0?[1-9]|1[0-2])\s*\/\s*(\d{4})$/;

/** Every field required (part 2 §5, in the editor's order); the date stored as "mm / yyyy". */
function milestone(input: MilestoneInput, index: number): Milestone {
  const field = (key: string) => `professionalMilestones.${index}.${key}`;
  const required: [keyof MilestoneInput, string][] = [
    ['date', PROFILE_MESSAGES.milestoneDate],
    ['name', PROFILE_MESSAGES.milestoneName],
    ['entity', PROFILE_MESSAGES.milestoneEntity],
    ['description', PROFILE_MESSAGES.milestoneDescription],
  ];
  const values: Record<string, string> = {};
  for (const [key, message] of required) {
    const value = input[key]?.trim() ?? '';
    if (!value) throw new ProfileError(message, field(key));
    values[key] = value;
  }
  const date = MILESTONE_DATE.exec(values.date ?? '');
  if (!date) throw new ProfileError(PROFILE_MESSAGES.milestoneDateFormat, field('date'));
  return {
    date: `${(date[1] ?? '').padStart(2, '0')} / ${date[2] ?? ''}`,
    name: values.name,
    entity: values.entity,
    description: values.description,
  };
}

/**
 * 1 to 90 whole years old on `today` (UTC), the wizard's rule for both roles (part 1 §5 for
 * creatives; the spec's professional window from 1970 is relaxed to it).
 */
function birthDateAcceptable(isoDate: string, today: Date): boolean {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const todayMonth = today.getUTCMonth() + 1;
  const birthdayPassed = todayMonth > month || (todayMonth === month && today.getUTCDate() >= day);
  const age = today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
  return age >= MIN_AGE_YEARS && age <= MAX_AGE_YEARS;
}
