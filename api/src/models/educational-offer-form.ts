// The educational offer form (part 2 §3) read from its text fields, with every rule of
// part 2 §5 (Spanish messages exactly as the spec words them) plus the limits a real
// product needs. The first failing field is refused with 400 and its name.
import { invalid } from '../domain/refusals';
import { refuseNul } from '../http/input-guards';
import {
  CATEGORIES,
  DURATION_UNITS,
  EDUCATION_TYPES,
  MODALITIES,
  MONTHS,
  type Category,
  type DurationUnit,
  type EducationType,
  type Modality,
} from '../schemas/educational-offer';
import { RESPONSE_TYPES, type ExtraQuestion, type ResponseType } from '../db/columns';

export const FORM_MESSAGES = {
  titleRequired: 'El título es obligatorio.',
  titleTooLong: 'El título no puede exceder los 100 caracteres',
  cityRequired: 'La ciudad es obligatoria.',
  countryRequired: 'El país es obligatorio.',
  educationTypeRequired: 'El tipo de formación es obligatorio.',
  educationTypeInvalid: `El tipo de formación no es válido. Elige uno de: ${EDUCATION_TYPES.join(', ')}.`,
  modalityRequired: 'La modalidad es obligatoria.',
  modalityInvalid: `La modalidad no es válida. Elige una de: ${MODALITIES.join(', ')}.`,
  categoryInvalid: `La categoría no es válida. Elige una de: ${CATEGORIES.join(', ')}.`,
  durationRequired: 'La duración es obligatoria.',
  durationPositive: 'La duración debe ser un número positivo',
  durationWhole: 'La duración debe ser un número entero.',
  durationTooLong: 'La duración no puede superar los 10 años.',
  durationUnitInvalid: `La unidad de la duración no es válida. Elige una de: ${DURATION_UNITS.join(', ')}.`,
  creditsPositive: 'Los créditos deben ser un número positivo',
  creditsWhole: 'Los créditos deben ser un número entero.',
  creditsTooMany: 'Los créditos no pueden superar los 600.',
  dayRange: 'El día debe estar entre 1 y 31.',
  dayNotInMonth: 'Ese día no existe en el mes elegido.',
  monthInvalid: 'El mes no es válido. Usa un mes de Enero a Diciembre.',
  enrollmentStartIncomplete: 'Indica el día y el mes de inicio de la inscripción.',
  enrollmentEndIncomplete: 'Indica el día y el mes de fin de la inscripción.',
  invalidUrl: 'Por favor, introduce una URL válida',
  requirementsFormat: 'Los requisitos deben enviarse como una lista JSON de textos.',
  tooManyRequirements: 'Máximo 10 requisitos permitidos',
  requirementTooLong: 'Cada requisito puede tener como máximo 300 caracteres.',
  questionsFormat: 'Las preguntas adicionales deben enviarse como una lista JSON de {question, responseType}.',
  tooManyQuestions: 'Máximo 3 preguntas adicionales permitidas.',
  questionTooLong: 'Cada pregunta adicional puede tener como máximo 300 caracteres.',
  responseTypeInvalid: `El tipo de respuesta no es válido. Usa uno de: ${RESPONSE_TYPES.join(', ')}.`,
  syllabusFormat: 'El temario debe enviarse como una lista JSON de textos.',
  syllabusTooLong: 'El temario admite como máximo 30 módulos de 200 caracteres.',
  priceInvalid: 'El precio debe ser un número positivo con hasta dos decimales.',
  currencyInvalid: 'La moneda debe ser un código de tres letras, como EUR.',
} as const;

const MAX = {
  programName: 100,
  studyType: 100,
  knowledgeArea: 100,
  city: 100,
  country: 60,
  institutionName: 150,
  description: 5000,
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

/** Text fields by name, as they came in the multipart body. */
type FormFields = ReadonlyMap<string, string>;

export function parseEducationalOfferForm(fields: FormFields): EducationalOfferInput {
  const form = new FormReader(fields);
  const programName = form.required('programName', FORM_MESSAGES.titleRequired);
  if ([...programName].length > MAX.programName) throw invalid(FORM_MESSAGES.titleTooLong, 'programName');
  const studyType = form.text('studyType', MAX.studyType);
  const city = form.required('city', FORM_MESSAGES.cityRequired, MAX.city);
  const country = form.required('country', FORM_MESSAGES.countryRequired, MAX.country);
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
  const description = form.text('description', MAX.description);
  const requirements = form.textList('requirements', {
    format: FORM_MESSAGES.requirementsFormat,
    maxItems: MAX.requirements,
    tooMany: FORM_MESSAGES.tooManyRequirements,
    maxLength: MAX.requirement,
    tooLong: FORM_MESSAGES.requirementTooLong,
  });
  const extraQuestions = form.questions('extraQuestions');
  const institutionName = form.text('institutionName', MAX.institutionName);
  return {
    programName,
    studyType,
    knowledgeArea: form.text('knowledgeArea', MAX.knowledgeArea),
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
    syllabus: form.textList('syllabus', {
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

/** Reads one field at a time; '' and blank read as absent (untouched form inputs send ''). */
class FormReader {
  constructor(private readonly fields: FormFields) {}

  private raw(field: string): string | null {
    const value = this.fields.get(field)?.trim();
    return value ? value : null;
  }

  text(field: string, maxLength: number): string | null {
    const value = this.raw(field);
    if (value !== null && [...value].length > maxLength) {
      throw invalid(`El campo "${field}" debe tener como máximo ${maxLength} caracteres.`, field);
    }
    return value;
  }

  required(field: string, missing: string, maxLength = Infinity): string {
    const value = this.text(field, maxLength);
    if (value === null) throw invalid(missing, field);
    return value;
  }

  choice<T extends string>(
    field: string,
    values: readonly T[],
    invalidMessage: string,
    options: { missing?: string; aliases?: Record<string, T> } = {},
  ): T | null {
    const value = this.raw(field);
    if (value === null) {
      if (options.missing) throw invalid(options.missing, field);
      return null;
    }
    const folded = fold(value);
    const match = values.find((candidate) => fold(candidate) === folded) ?? options.aliases?.[folded];
    if (!match) throw invalid(invalidMessage, field);
    return match;
  }

  flag(field: string): boolean {
    const value = this.raw(field)?.toLowerCase() ?? 'false';
    if (['true', '1', 'on', 'sí', 'si'].includes(value)) return true;
    if (['false', '0', 'off', 'no'].includes(value)) return false;
    throw invalid(`El campo "${field}" debe ser verdadero o falso.`, field);
  }

  wholeNumber(field: string, rules: NumberRules): number | null {
    const value = this.raw(field);
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

  month(field: string): number | null {
    const value = this.raw(field);
    if (value === null) return null;
    const month = monthNumber(value);
    if (month === null) throw invalid(FORM_MESSAGES.monthInvalid, field);
    return month;
  }

  dayMonth(dayField: string, monthField: string, incomplete: string): DayMonth | null {
    const dayText = this.raw(dayField);
    const month = this.month(monthField);
    if (dayText === null && month === null) return null;
    if (dayText === null) throw invalid(incomplete, dayField);
    const day = /^\d{1,2}$/.test(dayText) ? Number(dayText) : NaN;
    if (!(day >= 1 && day <= 31)) throw invalid(FORM_MESSAGES.dayRange, dayField);
    if (month === null) throw invalid(incomplete, monthField);
    if (day > (DAYS_IN_MONTH[month - 1] ?? 31)) throw invalid(FORM_MESSAGES.dayNotInMonth, dayField);
    return { day, month };
  }

  url(field: string): string | null {
    const value = this.raw(field);
    if (value === null) return null;
    const url = normalizeUrl(value);
    if (url === null) throw invalid(FORM_MESSAGES.invalidUrl, field);
    return url;
  }

  /** A JSON list of texts: trimmed, blanks dropped, then counted. */
  textList(field: string, rules: ListRules): string[] {
    const items = this.jsonList(field, rules.format);
    if (!items.every((item) => typeof item === 'string')) throw invalid(rules.format, field);
    const texts = (items as string[]).map((item) => item.trim()).filter(Boolean);
    if (texts.length > rules.maxItems) throw invalid(rules.tooMany, field);
    if (texts.some((text) => [...text].length > rules.maxLength)) throw invalid(rules.tooLong, field);
    return texts;
  }

  /** Extra questions: objects {question, responseType}, or plain texts (type text). */
  questions(field: string): ExtraQuestion[] {
    const questions: ExtraQuestion[] = [];
    for (const item of this.jsonList(field, FORM_MESSAGES.questionsFormat)) {
      const question = toQuestion(item, field);
      if (question) questions.push(question);
    }
    if (questions.length > MAX.questions) throw invalid(FORM_MESSAGES.tooManyQuestions, field);
    if (questions.some((q) => [...q.question].length > MAX.question)) {
      throw invalid(FORM_MESSAGES.questionTooLong, field);
    }
    return questions;
  }

  price(field: string): number | null {
    const value = this.raw(field);
    if (value === null) return null;
    const amount = /^\d+([.,]\d{1,2})?$/.test(value) ? parseDecimal(value) : null;
    if (amount === null || amount > MAX.price) throw invalid(FORM_MESSAGES.priceInvalid, field);
    return amount;
  }

  currency(field: string): string {
    const value = this.raw(field);
    if (value === null) return 'EUR';
    if (!/^[a-z]{3}$/i.test(value)) throw invalid(FORM_MESSAGES.currencyInvalid, field);
    return value.toUpperCase();
  }

  private jsonList(field: string, format: string): unknown[] {
    const value = this.raw(field);
    if (value === null) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalid(format, field);
    }
    // A "\u0000" escape turns into NUL only here, after the text part was checked.
    refuseNul(parsed, field);
    if (!Array.isArray(parsed)) throw invalid(format, field);
    return parsed;
  }
}

function toQuestion(item: unknown, field: string): ExtraQuestion | null {
  if (typeof item === 'string') return item.trim() ? { question: item.trim(), responseType: 'text' } : null;
  if (typeof item !== 'object' || item === null) throw invalid(FORM_MESSAGES.questionsFormat, field);
  const { question, responseType } = item as { question?: unknown; responseType?: unknown };
  if (typeof question !== 'string') throw invalid(FORM_MESSAGES.questionsFormat, field);
  if (!question.trim()) return null;
  const type = responseType === undefined || responseType === null || responseType === '' ? 'text' : responseType;
  if (!RESPONSE_TYPES.includes(type as ResponseType)) throw invalid(FORM_MESSAGES.responseTypeInvalid, field);
  return { question: question.trim(), responseType: type as ResponseType };
}

/** "3", "2.5" or "2,5" (Spanish decimal comma); null for anything else. */
function parseDecimal(value: string): number | null {
  if (!/^-?\d+([.,]\d+)?$/.test(value)) return null;
  return Number(value.replace(',', '.'));
}
