// The job offer form (POST /api/offers/create, PUT /api/offers/{offerId}): multipart text
// fields or a JSON body, checked against the rules of part 2 §5 and turned into columns.
// On an edit, absent fields keep their value and the required ones are checked on the result.
import { RESPONSE_TYPES, type ExtraQuestion, type ResponseType } from '../db/columns';
import {
  JOB_TYPES,
  LOCATION_TYPES,
  type JobLocationType,
  type JobOfferRow,
  type JobType,
} from '../db/job-offer-tables';
import { invalid } from '../domain/refusals';
import { refuseNul } from '../http/input-guards';

/** Field name → value as received: text from multipart, any JSON value from a JSON body. */
export type FormInput = Record<string, unknown>;

const MAX_EXTRA_QUESTIONS = 3;
const MAX_TAGS = 30;
/** The spec's detail shows the first 5 tags as hard skills: a form sending only `tags` is read so. */
const SPEC_HARD_SKILLS = 5;
const MAX_TAG_LENGTH = 60;
const MAX_QUESTION_LENGTH = 300;

export const FORM_MESSAGES = {
  missing: (fields: string[]) => `Faltan campos: ${fields.join(', ')}`,
  notText: (field: string) => `El campo "${field}" debe ser un texto.`,
  tooLong: (field: string, max: number) => `El campo "${field}" debe tener como máximo ${max} caracteres.`,
  badJobType: 'El tipo de contrato no es válido: elige Tiempo completo, Tiempo parcial o Prácticas.',
  badLocationType: 'La modalidad no es válida: elige Presencial, Remoto o Híbrido.',
  badUrl: (field: string) => `El campo "${field}" debe ser una URL válida.`,
  badBoolean: (field: string) => `El campo "${field}" debe ser verdadero o falso.`,
  badExperienceYears: 'Los años de experiencia deben ser un número entero entre 0 y 60.',
  badDate: 'La fecha de caducidad no es válida (usa el formato AAAA-MM-DD).',
  pastDate: 'La fecha de caducidad no puede ser anterior a hoy.',
  badTags: 'Las etiquetas deben enviarse como una lista JSON de textos.',
  tooManyTags: `Se admiten como máximo ${MAX_TAGS} etiquetas.`,
  tagTooLong: `Cada etiqueta puede tener como máximo ${MAX_TAG_LENGTH} caracteres.`,
  badQuestions: 'Las preguntas adicionales deben enviarse como una lista JSON de objetos {question, responseType}.',
  tooManyQuestions: `Se admiten como máximo ${MAX_EXTRA_QUESTIONS} preguntas adicionales.`,
  questionTooLong: `Cada pregunta puede tener como máximo ${MAX_QUESTION_LENGTH} caracteres.`,
  badResponseType: (n: number) =>
    `El tipo de respuesta de la pregunta ${n} no es válido: usa text, number, boolean o url.`,
  externalLinkMissing: 'Indica el enlace de la oferta externa (externalLink).',
} as const;

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

type TextColumn =
  | 'position'
  | 'description'
  | 'company_name'
  | 'company_description'
  | 'description_employer'
  | 'country'
  | 'city'
  | 'duration'
  | 'experience'
  | 'contact_name'
  | 'functions'
  | 'offered'
  | 'required_profile';

/** [payload field(s), column, max length]; the first field name is the one messages use. */
const TEXT_FIELDS: [string[], TextColumn, number][] = [
  [['position', 'title'], 'position', 150],
  [['description'], 'description', 10_000],
  [['companyName'], 'company_name', 100],
  [['companyDescription'], 'company_description', 5_000],
  [['descriptionEmployer'], 'description_employer', 5_000],
  [['country'], 'country', 60],
  [['city'], 'city', 100],
  [['duration'], 'duration', 100],
  [['experience'], 'experience', 500],
  [['contactName'], 'contact_name', 100],
  [['functions'], 'functions', 10_000],
  [['offered'], 'offered', 10_000],
  [['requiredProfile'], 'required_profile', 10_000],
];

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

/** Checks the form and answers every column it sets; a refusal is a 400 naming the field. */
export function parseOfferForm(input: FormInput, context: FormContext): OfferColumns {
  const columns: OfferColumns = context.existing
    ? columnsOf(context.existing)
    : { ...EMPTY, company_name: context.defaultCompanyName ?? null };
  const missing = new Set<string>();
  for (const [names, column, max] of TEXT_FIELDS) {
    const [field, value] = firstPresent(input, names);
    if (field === undefined) continue;
    const text = textValue(field, value, max);
    const required = REQUIRED.some(([name]) => name === field);
    if (text === null && required) missing.add(field);
    (columns as Record<TextColumn, string | null>)[column] = text ?? (required ? '' : null);
  }
  applyChoices(input, columns, missing);
  applyUrls(input, columns);
  applyFlags(input, columns);
  if (has(input, 'experienceYears')) columns.experience_years = experienceYears(input.experienceYears);
  if (has(input, 'expirationDate')) {
    columns.expiration_date = expirationDate(input.expirationDate, context.today, context.existing?.expiration_date);
  }
  applySkills(input, columns);
  if (has(input, 'extraQuestions')) columns.extra_questions = extraQuestions(input.extraQuestions);
  assertComplete(columns, missing);
  if (columns.is_external && !columns.external_link) throw invalid(FORM_MESSAGES.externalLinkMissing, 'externalLink');
  return columns;
}

function columnsOf(row: JobOfferRow): OfferColumns {
  const columns = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as (keyof OfferColumns)[]) (columns[key] as unknown) = row[key];
  return columns;
}

const has = (input: FormInput, field: string) => Object.hasOwn(input, field) && input[field] !== undefined;

function firstPresent(input: FormInput, names: string[]): [string | undefined, unknown] {
  const name = names.find((n) => has(input, n));
  return name === undefined ? [undefined, undefined] : [names[0], input[name]];
}

/** Trimmed text, null when blank. */
function textValue(field: string, value: unknown, max: number): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw invalid(FORM_MESSAGES.notText(field), field);
  const text = value.trim();
  if (text.length > max) throw invalid(FORM_MESSAGES.tooLong(field, max), field);
  return text === '' ? null : text;
}

function applyChoices(input: FormInput, columns: OfferColumns, missing: Set<string>): void {
  if (has(input, 'jobType')) {
    const value = textValue('jobType', input.jobType, 50);
    if (value === null) missing.add('jobType');
    else if (!(JOB_TYPES as readonly string[]).includes(value)) throw invalid(FORM_MESSAGES.badJobType, 'jobType');
    else columns.job_type = value as JobType;
  }
  if (has(input, 'locationType')) {
    const value = textValue('locationType', input.locationType, 50);
    if (value === null) missing.add('locationType');
    else if (!(LOCATION_TYPES as readonly string[]).includes(value)) {
      throw invalid(FORM_MESSAGES.badLocationType, 'locationType');
    } else columns.location_type = value as JobLocationType;
  }
}

function applyUrls(input: FormInput, columns: OfferColumns): void {
  if (has(input, 'website')) columns.website = url('website', input.website);
  const [field, value] = firstPresent(input, ['externalLink', 'externalUrl']);
  if (field !== undefined)
    columns.external_link = url(has(input, 'externalLink') ? 'externalLink' : 'externalUrl', value);
}

/** An http(s) URL; "www.marca.es" is read as https://www.marca.es. Null when blank. */
export function url(field: string, value: unknown): string | null {
  const text = textValue(field, value, 500);
  if (text === null) return null;
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

function applyFlags(input: FormInput, columns: OfferColumns): void {
  if (has(input, 'isUrgent')) columns.is_urgent = flag('isUrgent', input.isUrgent);
  if (has(input, 'isExternal')) columns.is_external = flag('isExternal', input.isExternal);
}

/** A checkbox: JSON booleans, or the texts a form sends ('true', 'on', '1'; 'false', '0', ''). */
export function flag(field: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null) return false;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['true', 'on', '1', 'sí', 'si'].includes(text)) return true;
    if (['false', 'off', '0', 'no', ''].includes(text)) return false;
  }
  throw invalid(FORM_MESSAGES.badBoolean(field), field);
}

function experienceYears(value: unknown): number | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > 60) {
    throw invalid(FORM_MESSAGES.badExperienceYears, 'experienceYears');
  }
  return number;
}

/** YYYY-MM-DD (a full ISO date-time is cut to its day); not before today unless unchanged. */
function expirationDate(value: unknown, today: string, stored: string | null | undefined): string | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') throw invalid(FORM_MESSAGES.badDate, 'expirationDate');
  const day = value.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw invalid(FORM_MESSAGES.badDate, 'expirationDate');
  }
  if (day < today && day !== stored) throw invalid(FORM_MESSAGES.pastDate, 'expirationDate');
  return day;
}

/** A JSON array, given as one (JSON body) or as its text (multipart). */
function jsonList(value: unknown, message: string, field: string): unknown[] {
  if (value === null) return [];
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalid(message, field);
    }
    // A "\u0000" escape turns into NUL only here, after the text part was checked.
    refuseNul(parsed, field);
  }
  if (!Array.isArray(parsed)) throw invalid(message, field);
  return parsed;
}

/**
 * The skills: `hardSkills` and `softSkills` (extensions) keep the company's split; the spec's
 * `tags` alone is read by its detail's rule (the first 5 hard). On an edit a list left out
 * keeps its stored skills. A skill in both lists is a hard skill.
 */
function applySkills(input: FormInput, columns: OfferColumns): void {
  const hasHard = has(input, 'hardSkills');
  const hasSoft = has(input, 'softSkills');
  if (!hasHard && !hasSoft) {
    if (!has(input, 'tags')) return;
    columns.tags = capped(skillList(input.tags, 'tags'), 'tags');
    columns.hard_skills_count = Math.min(SPEC_HARD_SKILLS, columns.tags.length);
    return;
  }
  const storedHard = columns.tags.slice(0, columns.hard_skills_count);
  const hard = hasHard ? skillList(input.hardSkills, 'hardSkills') : storedHard;
  const soft = hasSoft ? skillList(input.softSkills, 'softSkills') : columns.tags.slice(columns.hard_skills_count);
  const hardKeys = new Set(hard.map((skill) => skill.toLowerCase()));
  columns.tags = capped([...hard, ...soft.filter((skill) => !hardKeys.has(skill.toLowerCase()))], 'softSkills');
  columns.hard_skills_count = hard.length;
}

/** Skills: trimmed, blanks dropped, each once (whatever its case), in the order given. */
function skillList(value: unknown, field: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of jsonList(value, FORM_MESSAGES.badTags, field)) {
    if (typeof item !== 'string') throw invalid(FORM_MESSAGES.badTags, field);
    const tag = item.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    if (tag.length > MAX_TAG_LENGTH) throw invalid(FORM_MESSAGES.tagTooLong, field);
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

function capped(skills: string[], field: string): string[] {
  if (skills.length > MAX_TAGS) throw invalid(FORM_MESSAGES.tooManyTags, field);
  return skills;
}

/** At most 3 questions with a known response type (text by default); blank questions are dropped. */
export function extraQuestions(value: unknown): ExtraQuestion[] {
  const questions: ExtraQuestion[] = [];
  for (const item of jsonList(value, FORM_MESSAGES.badQuestions, 'extraQuestions')) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw invalid(FORM_MESSAGES.badQuestions, 'extraQuestions');
    }
    const { question, responseType } = item as { question?: unknown; responseType?: unknown };
    if (question !== undefined && question !== null && typeof question !== 'string') {
      throw invalid(FORM_MESSAGES.badQuestions, 'extraQuestions');
    }
    const text = (question ?? '').trim();
    if (text === '') continue;
    if (text.length > MAX_QUESTION_LENGTH) throw invalid(FORM_MESSAGES.questionTooLong, 'extraQuestions');
    const type = responseType === undefined || responseType === null || responseType === '' ? 'text' : responseType;
    if (typeof type !== 'string' || !(RESPONSE_TYPES as readonly string[]).includes(type)) {
      throw invalid(FORM_MESSAGES.badResponseType(questions.length + 1), 'extraQuestions');
    }
    questions.push({ question: text, responseType: type as ResponseType });
  }
  if (questions.length > MAX_EXTRA_QUESTIONS) throw invalid(FORM_MESSAGES.tooManyQuestions, 'extraQuestions');
  return questions;
}

/** 'Faltan campos: …' listing, in the spec's order, every required field left empty. */
function assertComplete(columns: OfferColumns, missing: Set<string>): void {
  const absent = REQUIRED.filter(([field, column]) => missing.has(field) || columns[column] === '').map(
    ([field]) => field,
  );
  if (absent.length > 0) throw invalid(FORM_MESSAGES.missing(absent), absent[0]);
}
