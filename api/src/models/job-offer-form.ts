// The job offer form (POST /api/offers/create, PUT /api/offers/{offerId}): its fields,
// checked for shape against schemas/job-offer.ts, read by the rules of part 2 §5 and
// turned into columns. On an edit, absent fields keep their value and the required ones
// are checked on the result.
import { RESPONSE_TYPES, type ExtraQuestion, type ResponseType } from '../db/columns';
import {
  JOB_TYPES,
  LOCATION_TYPES,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  type JobLocationType,
  type JobOfferRow,
  type JobType,
  type SalaryCurrency,
  type SalaryPeriod,
} from '../db/job-offer-tables';
import { asksPayHistory } from '../domain/pay-transparency';
import { invalid } from '../domain/refusals';
import {
  JOB_OFFER_FORM_LIMITS as LIMITS,
  JOB_OFFER_FORM_MESSAGES as FORM_MESSAGES,
  type JobOfferFormFields,
} from '../schemas/job-offer';

/** The spec's detail shows the first 5 tags as hard skills: a form sending only `tags` is read so. */
const SPEC_HARD_SKILLS = 5;

/** The columns the form sets; every one present (an edit starts from the stored row). */
export interface OfferColumns {
  position: string;
  description: string;
  company_name: string | null;
  company_description: string | null;
  description_employer: string;
  country: string;
  city: string;
  job_type: JobType;
  location_type: JobLocationType;
  expiration_date: string | null;
  duration: string | null;
  experience_years: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: SalaryCurrency | null;
  salary_period: SalaryPeriod | null;
  experience: string | null;
  website: string | null;
  contact_name: string | null;
  functions: string | null;
  offered: string | null;
  required_profile: string;
  /** Hard skills first, then soft ones (the spec's combined list). */
  tags: string[];
  /** How many of `tags` are hard skills. */
  hard_skills_count: number;
  is_urgent: boolean;
  is_external: boolean;
  external_link: string | null;
  extra_questions: ExtraQuestion[];
}

/** The text fields and the column each sets (their lengths are the schema's). */
const TEXT_FIELDS = [
  ['position', 'position'],
  ['description', 'description'],
  ['companyName', 'company_name'],
  ['companyDescription', 'company_description'],
  ['descriptionEmployer', 'description_employer'],
  ['country', 'country'],
  ['city', 'city'],
  ['duration', 'duration'],
  ['experience', 'experience'],
  ['contactName', 'contact_name'],
  ['functions', 'functions'],
  ['offered', 'offered'],
  ['requiredProfile', 'required_profile'],
] as const satisfies readonly (readonly [keyof JobOfferFormFields, keyof OfferColumns])[];

/** The spec's required fields, in its order, with the column that holds each. */
const REQUIRED: [string, keyof OfferColumns][] = [
  ['position', 'position'],
  ['jobType', 'job_type'],
  ['locationType', 'location_type'],
  ['city', 'city'],
  ['country', 'country'],
  ['descriptionEmployer', 'description_employer'],
  ['description', 'description'],
  ['requiredProfile', 'required_profile'],
];

const EMPTY: OfferColumns = {
  position: '',
  description: '',
  company_name: null,
  company_description: null,
  description_employer: '',
  country: '',
  city: '',
  job_type: 'Tiempo completo',
  location_type: 'Presencial',
  expiration_date: null,
  duration: null,
  experience_years: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  experience: null,
  website: null,
  contact_name: null,
  functions: null,
  offered: null,
  required_profile: '',
  tags: [],
  hard_skills_count: 0,
  is_urgent: false,
  is_external: false,
  external_link: null,
  extra_questions: [],
};

interface FormContext {
  /** Today in Madrid (YYYY-MM-DD): the earliest expiration date accepted. */
  today: string;
  /** The stored offer when editing. */
  existing?: JobOfferRow;
  /** Company name used when a new offer names none (the publisher's). */
  defaultCompanyName?: string | null;
}

/** Reads the checked fields into every column they set; a refusal names the field. */
export function parseOfferForm(input: JobOfferFormFields, context: FormContext): OfferColumns {
  const columns: OfferColumns = context.existing
    ? columnsOf(context.existing)
    : { ...EMPTY, company_name: context.defaultCompanyName ?? null };
  const missing = new Set<string>();
  for (const [field, column] of TEXT_FIELDS) {
    const text = input[field];
    if (text === undefined) continue;
    const required = REQUIRED.some(([name]) => name === field);
    if (text === '' && required) missing.add(field);
    (columns[column] as string | null) = text || (required ? '' : null);
  }
  columns.job_type = choice(input, 'jobType', JOB_TYPES, FORM_MESSAGES.badJobType, missing) ?? columns.job_type;
  columns.location_type =
    choice(input, 'locationType', LOCATION_TYPES, FORM_MESSAGES.badLocationType, missing) ?? columns.location_type;
  applyUrls(input, columns);
  if (input.isUrgent !== undefined) columns.is_urgent = flag('isUrgent', input.isUrgent);
  if (input.isExternal !== undefined) columns.is_external = flag('isExternal', input.isExternal);
  if (input.experienceYears !== undefined) columns.experience_years = experienceYears(input.experienceYears);
  if (input.expirationDate !== undefined) {
    columns.expiration_date = expirationDate(input.expirationDate, context.today, context.existing?.expiration_date);
  }
  applySalary(input, columns);
  applySkills(input, columns);
  if (input.extraQuestions !== undefined) columns.extra_questions = extraQuestions(input.extraQuestions);
  assertComplete(columns, missing);
  if (columns.is_external && !columns.external_link) throw invalid(FORM_MESSAGES.externalLinkMissing, 'externalLink');
  return columns;
}

function columnsOf(row: JobOfferRow): OfferColumns {
  const columns = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as (keyof OfferColumns)[]) (columns[key] as unknown) = row[key];
  return columns;
}

/** One of `values`; undefined when not sent, and when blank (then counted as missing). */
function choice<T extends string>(
  input: JobOfferFormFields,
  field: 'jobType' | 'locationType',
  values: readonly T[],
  refusal: string,
  missing: Set<string>,
): T | undefined {
  const value = input[field];
  if (value === undefined) return undefined;
  if (value === '') missing.add(field);
  else if ((values as readonly string[]).includes(value)) return value as T;
  else throw invalid(refusal, field);
  return undefined;
}

function applyUrls(input: JobOfferFormFields, columns: OfferColumns): void {
  if (input.website !== undefined) columns.website = url('website', input.website);
  if (input.externalLink !== undefined) columns.external_link = url('externalLink', input.externalLink);
  else if (input.externalUrl !== undefined) columns.external_link = url('externalUrl', input.externalUrl);
}

/** An http(s) URL; "www.marca.es" is read as https://www.marca.es. Null when blank. */
function url(field: string, text: string): string | null {
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  if (!isWebUrl(withScheme)) throw invalid(FORM_MESSAGES.badUrl(field), field);
  return withScheme;
}

export function isWebUrl(text: string): boolean {
  try {
    const parsed = new URL(text);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A checkbox: JSON booleans, or the texts a form sends ('true', 'on', '1'; 'false', '0', ''). */
function flag(field: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.toLowerCase();
    if (['true', 'on', '1', 'sí', 'si'].includes(text)) return true;
    if (['false', 'off', '0', 'no', ''].includes(text)) return false;
  }
  throw invalid(FORM_MESSAGES.badBoolean(field), field);
}

function experienceYears(value: unknown): number | null {
  if (value === '') return null;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > 60) {
    throw invalid(FORM_MESSAGES.badExperienceYears, 'experienceYears');
  }
  return number;
}

/**
 * The salary range: either end may be left empty, not both (both empty: no salary). The
 * currency is EUR and the period a year unless told; on an edit, fields left out keep theirs.
 */
function applySalary(input: JobOfferFormFields, columns: OfferColumns): void {
  const { salaryMin, salaryMax, salaryCurrency, salaryPeriod } = input;
  if ([salaryMin, salaryMax, salaryCurrency, salaryPeriod].every((value) => value === undefined)) return;
  const min = salaryMin === undefined ? columns.salary_min : salaryAmount('salaryMin', salaryMin);
  const max = salaryMax === undefined ? columns.salary_max : salaryAmount('salaryMax', salaryMax);
  const currency = salaryCurrency
    ? oneOf(salaryCurrency, SALARY_CURRENCIES, FORM_MESSAGES.badSalaryCurrency, 'salaryCurrency')
    : (columns.salary_currency ?? 'EUR');
  const period = salaryPeriod
    ? oneOf(salaryPeriod, SALARY_PERIODS, FORM_MESSAGES.badSalaryPeriod, 'salaryPeriod')
    : (columns.salary_period ?? 'year');
  if (min !== null && max !== null && min > max) throw invalid(FORM_MESSAGES.salaryRange, 'salaryMin');
  const none = min === null && max === null;
  Object.assign(columns, {
    salary_min: min,
    salary_max: max,
    salary_currency: none ? null : currency,
    salary_period: none ? null : period,
  });
}

/** A whole amount; "30.000" and "30 000" are read as 30000. Null when blank. */
function salaryAmount(field: 'salaryMin' | 'salaryMax', value: unknown): number | null {
  if (value === '' || value === null) return null;
  let number = value;
  if (typeof value === 'string') {
    const text = value.trim().replace(/\s/g, '');
    const digits = /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replaceAll('.', '') : text;
    number = /^\d+$/.test(digits) ? Number(digits) : NaN;
  }
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 10_000_000) {
    throw invalid(FORM_MESSAGES.badSalary(field), field);
  }
  return number;
}

function oneOf<T extends string>(value: string, values: readonly T[], refusal: string, field: string): T {
  if (!(values as readonly string[]).includes(value)) throw invalid(refusal, field);
  return value as T;
}

/** YYYY-MM-DD (a full ISO date-time is cut to its day); not before today unless unchanged. */
function expirationDate(value: unknown, today: string, stored: string | null | undefined): string | null {
  if (value === '') return null;
  if (typeof value !== 'string') throw invalid(FORM_MESSAGES.badDate, 'expirationDate');
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw invalid(FORM_MESSAGES.badDate, 'expirationDate');
  }
  if (day < today && day !== stored) throw invalid(FORM_MESSAGES.pastDate, 'expirationDate');
  return day;
}

/**
 * The skills: `hardSkills` and `softSkills` (extensions) keep the company's split; the spec's
 * `tags` alone is read by its detail's rule (the first 5 hard). On an edit a list left out
 * keeps its stored skills. A skill in both lists is a hard skill.
 */
function applySkills(input: JobOfferFormFields, columns: OfferColumns): void {
  const { hardSkills, softSkills, tags } = input;
  if (hardSkills === undefined && softSkills === undefined) {
    if (tags === undefined) return;
    columns.tags = capped(skillList(tags, 'tags'), 'tags');
    columns.hard_skills_count = Math.min(SPEC_HARD_SKILLS, columns.tags.length);
    return;
  }
  const storedHard = columns.tags.slice(0, columns.hard_skills_count);
  const hard = hardSkills !== undefined ? skillList(hardSkills, 'hardSkills') : storedHard;
  const soft =
    softSkills !== undefined ? skillList(softSkills, 'softSkills') : columns.tags.slice(columns.hard_skills_count);
  const hardKeys = new Set(hard.map((skill) => skill.toLowerCase()));
  columns.tags = capped([...hard, ...soft.filter((skill) => !hardKeys.has(skill.toLowerCase()))], 'softSkills');
  columns.hard_skills_count = hard.length;
}

/** Skills: trimmed, blanks dropped, each once (whatever its case), in the order given. */
function skillList(items: string[] | null, field: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items ?? []) {
    const tag = item.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    if (tag.length > LIMITS.tagLength) throw invalid(FORM_MESSAGES.tagTooLong, field);
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

function capped(skills: string[], field: string): string[] {
  if (skills.length > LIMITS.tags) throw invalid(FORM_MESSAGES.tooManyTags, field);
  return skills;
}

/** At most 3 questions with a known response type (text by default); blank questions are dropped. */
function extraQuestions(items: NonNullable<JobOfferFormFields['extraQuestions']> | null): ExtraQuestion[] {
  const questions: ExtraQuestion[] = [];
  for (const { question, responseType } of items ?? []) {
    const text = (question ?? '').trim();
    if (text === '') continue;
    if (text.length > LIMITS.questionLength) throw invalid(FORM_MESSAGES.questionTooLong, 'extraQuestions');
    if (asksPayHistory(text)) throw invalid(FORM_MESSAGES.salaryHistoryQuestion, 'extraQuestions');
    const type = responseType === undefined || responseType === null || responseType === '' ? 'text' : responseType;
    if (typeof type !== 'string' || !(RESPONSE_TYPES as readonly string[]).includes(type)) {
      throw invalid(FORM_MESSAGES.badResponseType(questions.length + 1), 'extraQuestions');
    }
    questions.push({ question: text, responseType: type as ResponseType });
  }
  if (questions.length > LIMITS.extraQuestions) throw invalid(FORM_MESSAGES.tooManyQuestions, 'extraQuestions');
  return questions;
}

/** 'Faltan campos: …' listing, in the spec's order, every required field left empty. */
function assertComplete(columns: OfferColumns, missing: Set<string>): void {
  const absent = REQUIRED.filter(([field, column]) => missing.has(field) || columns[column] === '').map(
    ([field]) => field,
  );
  if (absent.length > 0) throw invalid(FORM_MESSAGES.missing(absent), absent[0]);
}
