// The rules of the educational offer form (part 2 §3 "Educational offer form", §5
// "Educational offer", §8, §9), apart from the screen so the tests and the form read the same ones.
import { dayOfYear, MONTHS } from '../../lib/months';
import { MAX_DURATION, type DurationUnitValue } from '../../lib/studyDuration';
import { STUDY_MODALITIES } from '../../lib/studyModality';
import { REQUIRED_FIELD_MESSAGE, type FieldErrors } from '../../components/draftForm';
import { filledQuestions, type QuestionDraft } from '../../components/extraQuestions';
import type { DraftProblems } from '../../components/OfferFormFrame';
import type {
  EducationType,
  Month,
  StudyCategory,
  StudyModality,
} from './__generated__/useCreateEducationalOfferMutation.graphql';

export type { EducationType, Month, StudyCategory, StudyModality };

/** Everything the user types, as typed (trimmed only when sent); '' is "not chosen". */
export interface EducationalOfferDraft {
  programName: string;
  studyType: string;
  city: string;
  country: string;
  educationType: EducationType | '';
  /** Kept from a loaded offer so an edit does not reset it (the form has no control for it). */
  category: StudyCategory;
  modality: StudyModality | '';
  morningSchedule: boolean;
  duration: string;
  /** Months or years (issue 17); years, the spec's unit, for a new offer. */
  durationUnit: DurationUnitValue;
  credits: string;
  internships: boolean;
  erasmus: boolean;
  bilingualEducation: boolean;
  enrollmentStartDay: string;
  enrollmentStartMonth: Month | '';
  enrollmentEndDay: string;
  enrollmentEndMonth: Month | '';
  schoolYearStartMonth: Month | '';
  schoolYearEndMonth: Month | '';
  websiteUrl: string;
  description: string;
  requirements: string[];
  extraQuestions: QuestionDraft[];
}

export const MAX_PROGRAM_NAME = 100;
export const MAX_REQUIREMENTS = 10;
export const MAX_DESCRIPTION = 5000;

export const TEXTS = {
  required: REQUIRED_FIELD_MESSAGE,
  programNameTooLong: `El título no puede exceder los ${MAX_PROGRAM_NAME} caracteres`,
  durationPositive: 'La duración debe ser un número positivo',
  durationTooLong: 'La duración no puede superar los 10 años.',
  acrossNewYear: 'La inscripción continúa en el año siguiente.',
  creditsPositive: 'Los créditos deben ser un número positivo',
  invalidUrl: 'Por favor, introduce una URL válida',
  requirementLimit: `Máximo ${MAX_REQUIREMENTS} requisitos permitidos`,
  notAuthenticated: 'No estás autenticado',
  network: 'No se pudo conectar con el servidor. Verifica tu conexión a internet.',
  refused: 'Error al crear la oferta educativa',
  onlyInstitutions: 'Solo las instituciones educativas pueden publicar ofertas educativas.',
  loadFailed: 'No se pudo cargar la oferta educativa. Intenta de nuevo.',
  notFound: 'Oferta no encontrada',
} as const;

export const EDUCATION_TYPES: ReadonlyArray<readonly [EducationType, string]> = [
  ['DEGREE', 'Grado'],
  ['MASTER', 'Máster'],
  ['VOCATIONAL', 'FP'],
  ['COURSE', 'Curso'],
  ['WORKSHOP', 'Taller'],
  ['CERTIFICATION', 'Certificación'],
  ['OTHER', 'Otro'],
];

export const MODALITIES = STUDY_MODALITIES;

/** The directory's categories (Estudiar moda filters by them); an api extension field of the form. */
export const CATEGORIES: ReadonlyArray<readonly [StudyCategory, string]> = [
  ['FASHION', 'Moda'],
  ['GRAPHIC_DESIGN', 'Diseño gráfico'],
  ['PHOTOGRAPHY', 'Fotografía'],
];

export { MONTHS };

export const emptyDraft = (): EducationalOfferDraft => ({
  programName: '',
  studyType: '',
  city: '',
  country: '',
  educationType: '',
  category: 'FASHION',
  modality: '',
  morningSchedule: false,
  duration: '',
  durationUnit: 'YEARS',
  credits: '',
  internships: false,
  erasmus: false,
  bilingualEducation: false,
  enrollmentStartDay: '',
  enrollmentStartMonth: '',
  enrollmentEndDay: '',
  enrollmentEndMonth: '',
  schoolYearStartMonth: '',
  schoolYearEndMonth: '',
  websiteUrl: '',
  description: '',
  requirements: [],
  extraQuestions: [],
});

/** Every field the form can name in its messages, in the form's order, with its label. */
export const FIELD_LABELS = {
  headerImage: 'Imagen de cabecera',
  programName: 'Nombre del programa',
  studyType: 'Tipo de estudios',
  city: 'Ciudad',
  country: 'País',
  educationType: 'Tipo de formación',
  category: 'Categoría',
  modality: 'Modalidad',
  duration: 'Duración',
  durationUnit: 'Unidad de la duración',
  credits: 'Créditos',
  enrollmentStart: 'Inicio de matrícula',
  enrollmentEnd: 'Fin de matrícula',
  schoolYearStartMonth: 'Mes de inicio del curso',
  schoolYearEndMonth: 'Mes de fin del curso',
  websiteUrl: 'Sitio web',
  description: 'Descripción',
  requirements: 'Requisitos',
  extraQuestions: 'Preguntas adicionales',
} as const;

export type FormField = keyof typeof FIELD_LABELS;

const REQUIRED: ReadonlyArray<keyof EducationalOfferDraft> = [
  'programName',
  'city',
  'country',
  'educationType',
  'modality',
  'duration',
];

// http(s) optional (the server adds https://), a host with a dot, no spaces.
const URL_PATTERN = /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(:\d+)?([/?#]\S*)?$/i;

const isPositiveWhole = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1;

/** Every broken rule of the draft by field, in the form's order; empty when it can go. */
export function validateDraft(draft: EducationalOfferDraft): FieldErrors {
  const errors: Record<string, string> = {};
  for (const field of REQUIRED) if (String(draft[field]).trim() === '') errors[field] = TEXTS.required;
  if (draft.programName.trim().length > MAX_PROGRAM_NAME) errors.programName = TEXTS.programNameTooLong;
  if (!errors.duration && !isPositiveWhole(draft.duration)) errors.duration = TEXTS.durationPositive;
  else if (!errors.duration && Number(draft.duration) > MAX_DURATION[draft.durationUnit]) {
    errors.duration = TEXTS.durationTooLong;
  }
  if (draft.credits.trim() !== '' && !isPositiveWhole(draft.credits)) errors.credits = TEXTS.creditsPositive;
  if (draft.websiteUrl.trim() !== '' && !URL_PATTERN.test(draft.websiteUrl.trim())) {
    errors.websiteUrl = TEXTS.invalidUrl;
  }
  return orderedErrors(errors);
}

/** The errors in the form's order, so the first is the first field on screen. */
export function orderedErrors(errors: FieldErrors): FieldErrors {
  const known = Object.keys(FIELD_LABELS).filter((field) => errors[field]);
  const others = Object.keys(errors).filter((field) => !(field in FIELD_LABELS) && errors[field]);
  return Object.fromEntries([...known, ...others].map((field) => [field, errors[field]]));
}

/** 'Por favor corrige el campo: Ciudad' (part 2 §5), for the first field with an error. */
export function correctFieldMessage(field: string): string {
  const label = field in FIELD_LABELS ? FIELD_LABELS[field as FormField] : field;
  return `Por favor corrige el campo: ${label}`;
}

/** The draft's errors in the form's order and 'Por favor corrige el campo: …' for the first; null when none. */
export function draftProblems(draft: EducationalOfferDraft): DraftProblems | null {
  const errors = validateDraft(draft);
  const [first] = Object.keys(errors);
  return first ? { errors, message: correctFieldMessage(first) } : null;
}

/** Requirements trimmed, blanks dropped, at most 10. */
export function filledRequirements(requirements: readonly string[]): string[] {
  return requirements
    .map((requirement) => requirement.trim())
    .filter(Boolean)
    .slice(0, MAX_REQUIREMENTS);
}

const orNull = <T extends string>(value: T | ''): T | null => (value === '' ? null : value);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const dayOfMonth = (day: string, month: Month | '') => (day && month ? { day: Number(day), month } : null);

/** Whether the chosen enrollment period ends earlier in the year than it starts: it runs across the new year. */
export function enrollmentAcrossNewYear(draft: EducationalOfferDraft): boolean {
  const start = dayOfMonth(draft.enrollmentStartDay, draft.enrollmentStartMonth);
  const end = dayOfMonth(draft.enrollmentEndDay, draft.enrollmentEndMonth);
  return start !== null && end !== null && dayOfYear(end) < dayOfYear(start);
}

/** The EducationalOfferInput the form sends (its header image goes apart, as an upload). */
export function offerInput(draft: EducationalOfferDraft) {
  return {
    programName: draft.programName.trim(),
    studyType: draft.studyType.trim(),
    city: draft.city.trim(),
    country: draft.country.trim(),
    educationType: orNull(draft.educationType),
    category: draft.category,
    modality: orNull(draft.modality),
    morningSchedule: draft.morningSchedule,
    duration: numberOrNull(draft.duration),
    durationUnit: draft.durationUnit,
    credits: numberOrNull(draft.credits),
    internships: draft.internships,
    erasmus: draft.erasmus,
    bilingualEducation: draft.bilingualEducation,
    enrollmentStart: dayOfMonth(draft.enrollmentStartDay, draft.enrollmentStartMonth),
    enrollmentEnd: dayOfMonth(draft.enrollmentEndDay, draft.enrollmentEndMonth),
    schoolYearStartMonth: orNull(draft.schoolYearStartMonth),
    schoolYearEndMonth: orNull(draft.schoolYearEndMonth),
    websiteUrl: draft.websiteUrl.trim(),
    description: draft.description.trim(),
    requirements: filledRequirements(draft.requirements),
    extraQuestions: filledQuestions(draft.extraQuestions),
    headerImage: null,
  };
}

/** 'Publicar oferta educativa' / 'Publicando...', 'Actualizar oferta educativa' / 'Actualizando...'. */
export function submitLabel(editing: boolean, sending: boolean): string {
  if (editing) return sending ? 'Actualizando...' : 'Actualizar oferta educativa';
  return sending ? 'Publicando...' : 'Publicar oferta educativa';
}
