// The educational offer form (part 2 §3) read from its fields, checked for shape against
// schemas/educational-offer.ts, with every rule of part 2 §5 (Spanish messages exactly as
// the spec words them) plus the limits a real product needs. Blank reads as absent.
import { invalid } from '../domain/refusals';
import {
  CATEGORIES,
  EDUCATIONAL_OFFER_FORM_MESSAGES as FORM_MESSAGES,
  DURATION_UNITS,
  EDUCATION_TYPES,
  MODALITIES,
  MONTHS,
  type Category,
  type DurationUnit,
  type EducationType,
  type EducationalOfferFormFields,
  type Modality,
} from '../schemas/educational-offer';
import { RESPONSE_TYPES, type ExtraQuestion, type ResponseType } from '../db/columns';

/** Limits read here; the texts' lengths are the schema's. */
const MAX = {
  url: 500,
  requirements: 10,
  requirement: 300,
  questions: 3,
  question: 300,
  syllabus: 30,
  module: 200,
  /** Ten years, in each unit. */
  duration: { meses: 120, años: 10 } satisfies Record<DurationUnit, number>,
  credits: 600,
  price: 1_000_000,
} as const;

export interface Duration {
  value: number;
  unit: DurationUnit;
}

interface DayMonth {
  day: number;
  /** 1–12 */
  month: number;
}

export interface EducationalOfferInput {
  programName: string;
  studyType: string | null;
  knowledgeArea: string | null;
  category: Category;
  city: string;
  country: string;
  educationType: EducationType;
  modality: Modality;
  morningSchedule: boolean;
  duration: Duration;
  credits: number | null;
  internships: boolean;
  erasmus: boolean;
  bilingualEducation: boolean;
  enrollmentStart: DayMonth | null;
  enrollmentEnd: DayMonth | null;
  schoolYearStartMonth: number | null;
  schoolYearEndMonth: number | null;
  websiteUrl: string | null;
  applicationLink: string | null;
  brochureUrl: string | null;
  description: string | null;
  requirements: string[];
  syllabus: string[];
  extraQuestions: ExtraQuestion[];
  price: number | null;
  currency: string;
  institutionName: string | null;
}

type Fields = EducationalOfferFormFields;
type TextField = { [K in keyof Fields]-?: Fields[K] extends string | undefined ? K : never }[keyof Fields];

export function parseEducationalOfferForm(fields: Fields): EducationalOfferInput {
  const form = new FormReader(fields);
  const programName = form.required('programName', FORM_MESSAGES.titleRequired);
  const studyType = form.text('studyType');
  const city = form.required('city', FORM_MESSAGES.cityRequired);
  const country = form.required('country', FORM_MESSAGES.countryRequired);
  const educationType = form.choice('educationType', EDUCATION_TYPES, FORM_MESSAGES.educationTypeInvalid, {
    missing: FORM_MESSAGES.educationTypeRequired,
  });
  const modality = form.choice('modality', MODALITIES, FORM_MESSAGES.modalityInvalid, {
    missing: FORM_MESSAGES.modalityRequired,
    // The institutions screen's filter says "Híbrido"; both name the same modality.
    aliases: { híbrido: 'Híbrida', hibrido: 'Híbrida', hibrida: 'Híbrida' },
  });
  const morningSchedule = form.flag('morningSchedule');
  // The spec's form sends years; months are an extension (issue 17).
  const durationUnit =
    form.choice('durationUnit', DURATION_UNITS, FORM_MESSAGES.durationUnitInvalid, {
      aliases: { mes: 'meses', ano: 'años' },
    }) ?? 'años';
  const durationValue = form.wholeNumber('duration', {
    missing: FORM_MESSAGES.durationRequired,
    positive: FORM_MESSAGES.durationPositive,
    whole: FORM_MESSAGES.durationWhole,
    max: MAX.duration[durationUnit],
    tooLarge: FORM_MESSAGES.durationTooLong,
  });
  if (durationValue === null) throw invalid(FORM_MESSAGES.durationRequired, 'duration');
  const credits = form.wholeNumber('credits', {
    positive: FORM_MESSAGES.creditsPositive,
    whole: FORM_MESSAGES.creditsWhole,
    max: MAX.credits,
    tooLarge: FORM_MESSAGES.creditsTooMany,
  });
  const internships = form.flag('internships');
  const erasmus = form.flag('erasmus');
  const bilingualEducation = form.flag('bilingualEducation');
  const enrollmentStart = form.dayMonth(
    'enrollmentStartDate',
    'enrollmentStartMonth',
    FORM_MESSAGES.enrollmentStartIncomplete,
  );
  // A start after the end is a period across the new year (20 Septiembre → 10 Julio), not an error.
  const enrollmentEnd = form.dayMonth('enrollmentEndDate', 'enrollmentEndMonth', FORM_MESSAGES.enrollmentEndIncomplete);
  const schoolYearStartMonth = form.month('schoolYearStartMonth');
  const schoolYearEndMonth = form.month('schoolYearEndMonth');
  const websiteUrl = form.url('websiteUrl');
  const description = form.text('description');
  const requirements = form.textList(fields.requirements, 'requirements', {
    format: FORM_MESSAGES.requirementsFormat,
    maxItems: MAX.requirements,
    tooMany: FORM_MESSAGES.tooManyRequirements,
    maxLength: MAX.requirement,
    tooLong: FORM_MESSAGES.requirementTooLong,
  });
  const extraQuestions = questions(fields.extraQuestions);
  const institutionName = form.text('institutionName');
  return {
    programName,
    studyType,
    knowledgeArea: form.text('knowledgeArea'),
    category: form.choice('category', CATEGORIES, FORM_MESSAGES.categoryInvalid) ?? 'Moda',
    city,
    country,
    educationType: educationType as EducationType,
    modality: modality as Modality,
    morningSchedule,
    duration: { value: durationValue, unit: durationUnit },
    credits,
    internships,
    erasmus,
    bilingualEducation,
    enrollmentStart,
    enrollmentEnd,
    schoolYearStartMonth,
    schoolYearEndMonth,
    websiteUrl,
    applicationLink: form.url('applicationLink'),
    brochureUrl: form.url('brochureUrl'),
    description,
    requirements,
    syllabus: form.textList(fields.syllabus, 'syllabus', {
      format: FORM_MESSAGES.syllabusFormat,
      maxItems: MAX.syllabus,
      tooMany: FORM_MESSAGES.syllabusTooLong,
      maxLength: MAX.module,
      tooLong: FORM_MESSAGES.syllabusTooLong,
    }),
    extraQuestions,
    price: form.price('price'),
    currency: form.currency('currency'),
    institutionName,
  };
}

/** Days per month in a leap year: 29 February is a valid enrollment day. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'Septiembre' (any case, any accents) → 9; null when not a month name. */
function monthNumber(name: string): number | null {
  const wanted = fold(name);
  const index = MONTHS.findIndex((month) => fold(month) === wanted);
  return index === -1 ? null : index + 1;
}

export function monthName(month: number | null): (typeof MONTHS)[number] | null {
  return month === null ? null : (MONTHS[month - 1] ?? null);
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/**
 * An http(s) address. Like the form's pattern, the scheme may be left out: "www.escuela.es"
 * is stored as "https://www.escuela.es". Anything else (javascript:, spaces, no dot) is refused.
 */
function normalizeUrl(value: string): string | null {
  const text = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (text.length > MAX.url || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // A public host name: dotted labels (international names arrive punycoded as xn--…).
  if (!/^([a-z0-9-]+\.)+[a-z0-9-]{2,}$/i.test(url.hostname)) return null;
  return text;
}

interface NumberRules {
  missing?: string;
  positive: string;
  whole: string;
  max: number;
  tooLarge: string;
}

interface ListRules {
  format: string;
  maxItems: number;
  tooMany: string;
  maxLength: number;
  tooLong: string;
}

/** Reads one field at a time; blank reads as absent (untouched form inputs send ''). */
class FormReader {
  constructor(private readonly fields: Fields) {}

  text(field: TextField): string | null {
    return this.fields[field] || null;
  }

  required(field: TextField, missing: string): string {
    const value = this.text(field);
    if (value === null) throw invalid(missing, field);
    return value;
  }

  choice<T extends string>(
    field: TextField,
    values: readonly T[],
    invalidMessage: string,
    options: { missing?: string; aliases?: Record<string, T> } = {},
  ): T | null {
    const value = this.text(field);
    if (value === null) {
      if (options.missing) throw invalid(options.missing, field);
      return null;
    }
    const folded = fold(value);
    const match = values.find((candidate) => fold(candidate) === folded) ?? options.aliases?.[folded];
    if (!match) throw invalid(invalidMessage, field);
    return match;
  }

  flag(field: TextField): boolean {
    const value = this.text(field)?.toLowerCase() ?? 'false';
    if (['true', '1', 'on', 'sí', 'si'].includes(value)) return true;
    if (['false', '0', 'off', 'no'].includes(value)) return false;
    throw invalid(`El campo "${field}" debe ser verdadero o falso.`, field);
  }

  wholeNumber(field: TextField, rules: NumberRules): number | null {
    const value = this.text(field);
    if (value === null) {
      if (rules.missing) throw invalid(rules.missing, field);
      return null;
    }
    const number = parseDecimal(value);
    if (number === null || number <= 0) throw invalid(rules.positive, field);
    if (!Number.isInteger(number)) throw invalid(rules.whole, field);
    if (number > rules.max) throw invalid(rules.tooLarge, field);
    return number;
  }

  month(field: TextField): number | null {
    const value = this.text(field);
    if (value === null) return null;
    const month = monthNumber(value);
    if (month === null) throw invalid(FORM_MESSAGES.monthInvalid, field);
    return month;
  }

  dayMonth(dayField: TextField, monthField: TextField, incomplete: string): DayMonth | null {
    const dayText = this.text(dayField);
    const month = this.month(monthField);
    if (dayText === null && month === null) return null;
    if (dayText === null) throw invalid(incomplete, dayField);
    const day = /^\d{1,2}$/.test(dayText) ? Number(dayText) : NaN;
    if (!(day >= 1 && day <= 31)) throw invalid(FORM_MESSAGES.dayRange, dayField);
    if (month === null) throw invalid(incomplete, monthField);
    if (day > (DAYS_IN_MONTH[month - 1] ?? 31)) throw invalid(FORM_MESSAGES.dayNotInMonth, dayField);
    return { day, month };
  }

  url(field: TextField): string | null {
    const value = this.text(field);
    if (value === null) return null;
    const url = normalizeUrl(value);
    if (url === null) throw invalid(FORM_MESSAGES.invalidUrl, field);
    return url;
  }

  /** A JSON list of texts: trimmed, blanks dropped, then counted. */
  textList(items: string[] | null | undefined, field: 'requirements' | 'syllabus', rules: ListRules): string[] {
    const texts = (items ?? []).map((item) => item.trim()).filter(Boolean);
    if (texts.length > rules.maxItems) throw invalid(rules.tooMany, field);
    if (texts.some((text) => [...text].length > rules.maxLength)) throw invalid(rules.tooLong, field);
    return texts;
  }

  price(field: TextField): number | null {
    const value = this.text(field);
    if (value === null) return null;
    const amount = /^\d+([.,]\d{1,2})?$/.test(value) ? parseDecimal(value) : null;
    if (amount === null || amount > MAX.price) throw invalid(FORM_MESSAGES.priceInvalid, field);
    return amount;
  }

  currency(field: TextField): string {
    const value = this.text(field);
    if (value === null) return 'EUR';
    if (!/^[a-z]{3}$/i.test(value)) throw invalid(FORM_MESSAGES.currencyInvalid, field);
    return value.toUpperCase();
  }
}

/** Extra questions: objects {question, responseType}, or plain texts (type text); blank ones dropped. */
function questions(items: Fields['extraQuestions']): ExtraQuestion[] {
  const field = 'extraQuestions';
  const questions: ExtraQuestion[] = [];
  for (const item of items ?? []) {
    const { question, responseType } = typeof item === 'string' ? { question: item, responseType: 'text' } : item;
    if (!question.trim()) continue;
    const type = responseType === undefined || responseType === null || responseType === '' ? 'text' : responseType;
    if (!RESPONSE_TYPES.includes(type as ResponseType)) throw invalid(FORM_MESSAGES.responseTypeInvalid, field);
    questions.push({ question: question.trim(), responseType: type as ResponseType });
  }
  if (questions.length > MAX.questions) throw invalid(FORM_MESSAGES.tooManyQuestions, field);
  if (questions.some((q) => [...q.question].length > MAX.question)) throw invalid(FORM_MESSAGES.questionTooLong, field);
  return questions;
}

/** "3", "2.5" or "2,5" (Spanish decimal comma); null for anything else. */
function parseDecimal(value: string): number | null {
  if (!/^-?\d+([.,]\d+)?$/.test(value)) return null;
  return Number(value.replace(',', '.'));
}
