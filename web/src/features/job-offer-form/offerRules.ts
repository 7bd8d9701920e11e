// The rules of the job offer form (part 2 §4 "Job offer loaded for edit", §5 "Job offer"),
// apart from the screen so the component tests and the form read the same ones.
import { REQUIRED_FIELD_MESSAGE, refusedField, type FieldErrors } from '../../components/draftForm';
import { filledQuestions, type QuestionDraft } from '../../components/extraQuestions';
import type { DraftProblems } from '../../components/OfferFormFrame';
import { hasTag } from '../../components/TagInput';

export { filledQuestions, refusedField };

export type JobTypeValue = 'FULL_TIME' | 'PART_TIME' | 'INTERNSHIP';
export type LocationTypeValue = 'ON_SITE' | 'REMOTE' | 'HYBRID';
export type SalaryCurrencyValue = 'EUR' | 'USD' | 'GBP' | 'CHF';
export type SalaryPeriodValue = 'YEAR' | 'MONTH' | 'HOUR';

/** Everything the user types, as typed (trimmed only when sent). */
export interface OfferDraft {
  position: string;
  companyName: string;
  isUrgent: boolean;
  jobType: JobTypeValue;
  locationType: LocationTypeValue;
  city: string;
  country: string;
  duration: string;
  experienceYears: string;
  /** The salary range (issue 24): either end may stay empty; both empty, the offer states none. */
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: SalaryCurrencyValue;
  salaryPeriod: SalaryPeriodValue;
  experience: string;
  expirationDate: string;
  website: string;
  contactName: string;
  isExternal: boolean;
  externalLink: string;
  descriptionEmployer: string;
  description: string;
  functions: string;
  offered: string;
  requiredProfile: string;
  hardSkills: string[];
  softSkills: string[];
  extraQuestions: QuestionDraft[];
}

export type TextField = {
  [K in keyof OfferDraft]: OfferDraft[K] extends string ? K : never;
}[keyof OfferDraft];

/** The server keeps at most 30 tags of at most 60 characters (api/CONTRACT.md): 15 per list. */
export const MAX_SKILLS_PER_LIST = 15;
export const MAX_SKILL_LENGTH = 60;

export const TEXTS = {
  refused: 'Error al enviar la oferta',
  network: 'Error al enviar la oferta',
  onlyProfessionals: 'Solo profesionales pueden crear ofertas.',
  loadFailed: 'No se pudo cargar la oferta. Intenta de nuevo.',
  notFound: 'Oferta no encontrada',
} as const;

/** The server's limit of a salary amount (api/CONTRACT.md "The offer form"). */
export const MAX_SALARY = 10_000_000;

/** The server's words when it refuses a salary, said before sending too. */
export const SALARY_MESSAGES = {
  amount: (field: 'salaryMin' | 'salaryMax') =>
    `El salario ${field === 'salaryMin' ? 'mínimo' : 'máximo'} debe ser una cantidad entera entre 1 y 10.000.000, sin decimales.`,
  range: 'El salario mínimo no puede ser mayor que el máximo.',
} as const;

/** The required fields in the server's order (api/CONTRACT.md "The offer form"), with their labels. */
export const REQUIRED_FIELDS = [
  ['position', 'Título del puesto'],
  ['jobType', 'Tipo de contrato'],
  ['locationType', 'Modalidad'],
  ['city', 'Ciudad'],
  ['country', 'País'],
  ['descriptionEmployer', 'Descripción del empleador'],
  ['description', 'Descripción del puesto'],
  ['requiredProfile', 'Perfil ideal'],
] as const satisfies ReadonlyArray<readonly [keyof OfferDraft, string]>;

export type RequiredField = (typeof REQUIRED_FIELDS)[number][0];

export const emptyDraft = (): OfferDraft => ({
  position: '',
  companyName: '',
  isUrgent: false,
  jobType: 'FULL_TIME',
  locationType: 'ON_SITE',
  city: '',
  country: '',
  duration: '',
  experienceYears: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'EUR',
  salaryPeriod: 'YEAR',
  experience: '',
  expirationDate: '',
  website: '',
  contactName: '',
  isExternal: false,
  externalLink: '',
  descriptionEmployer: '',
  description: '',
  functions: '',
  offered: '',
  requiredProfile: '',
  hardSkills: [],
  softSkills: [],
  extraQuestions: [],
});

/** The required fields left blank, in the server's order. */
export function missingFields(draft: OfferDraft): RequiredField[] {
  return REQUIRED_FIELDS.filter(([field]) => String(draft[field]).trim() === '').map(([field]) => field);
}

/** 'Faltan campos: Título del puesto, País' (part 2 §8), with the fields as the form names them. */
export function missingMessage(fields: readonly RequiredField[]): string {
  const labels = REQUIRED_FIELDS.filter(([field]) => fields.includes(field)).map(([, label]) => label);
  return `Faltan campos: ${labels.join(', ')}`;
}

/**
 * A typed salary amount read as the server reads it ('30000', '30.000' or '30 000': 30000);
 * null when blank, NaN when it is no whole number.
 */
export function typedAmount(text: string): number | null {
  const compact = text.trim().replace(/\s/g, '');
  if (compact === '') return null;
  const digits = /^\d{1,3}(\.\d{3})+$/.test(compact) ? compact.replaceAll('.', '') : compact;
  return /^\d+$/.test(digits) ? Number(digits) : NaN;
}

const isAmount = (amount: number) => Number.isInteger(amount) && amount >= 1 && amount <= MAX_SALARY;

/** The server's salary rules (whole amounts from 1 to 10.000.000, the minimum not above the maximum), by field. */
export function salaryErrors(draft: OfferDraft): FieldErrors {
  const errors: Record<string, string> = {};
  const min = typedAmount(draft.salaryMin);
  const max = typedAmount(draft.salaryMax);
  if (min !== null && !isAmount(min)) errors.salaryMin = SALARY_MESSAGES.amount('salaryMin');
  if (max !== null && !isAmount(max)) errors.salaryMax = SALARY_MESSAGES.amount('salaryMax');
  // The server says it on the minimum.
  if (!errors.salaryMin && !errors.salaryMax && min !== null && max !== null && min > max) {
    errors.salaryMin = SALARY_MESSAGES.range;
  }
  return errors;
}

/** The fields the form checks before sending, in their order on screen (the salary is in 'Especificaciones'). */
const CHECKED_FIELDS: ReadonlyArray<keyof OfferDraft> = [
  'position',
  'jobType',
  'locationType',
  'city',
  'country',
  'salaryMin',
  'salaryMax',
  'descriptionEmployer',
  'description',
  'requiredProfile',
];

/**
 * The draft's problems, each under its field in the form's order: the required fields left
 * blank ('Faltan campos: …' in the notice) and the salary's rules (their message in the notice
 * when nothing is missing); null when the draft may go.
 */
export function draftProblems(draft: OfferDraft): DraftProblems | null {
  const missing = missingFields(draft);
  const found: FieldErrors = {
    ...Object.fromEntries(missing.map((field) => [field, REQUIRED_FIELD_MESSAGE])),
    ...salaryErrors(draft),
  };
  const errors = Object.fromEntries(
    CHECKED_FIELDS.filter((field) => found[field]).map((field) => [field, found[field]]),
  );
  const [first] = Object.values(errors);
  if (first === undefined) return null;
  return { errors, message: missing.length > 0 ? missingMessage(missing) : first };
}

/** The salary the form sends: null when both ends are empty, which states none (and takes it away on an edit). */
export function salaryInput(draft: OfferDraft) {
  const min = typedAmount(draft.salaryMin);
  const max = typedAmount(draft.salaryMax);
  if (min === null && max === null) return null;
  return { min, max, currency: draft.salaryCurrency, period: draft.salaryPeriod };
}

/** Skills trimmed, without blanks and without repeats (case and accents ignored), in order. */
export function cleanSkills(skills: readonly string[]): string[] {
  return skills.reduce<string[]>((kept, raw) => {
    const skill = raw.trim();
    return skill && !hasTag(kept, skill) ? [...kept, skill] : kept;
  }, []);
}

/**
 * Both lists as the server keeps them (issue 17: soft skills stay soft, not the spec's split of
 * one list by length); a skill in both is a hard skill.
 */
export function skillLists(hardSkills: readonly string[], softSkills: readonly string[]) {
  const hard = cleanSkills(hardSkills);
  return { hardSkills: hard, softSkills: cleanSkills(softSkills).filter((skill) => !hasTag(hard, skill)) };
}

/** The characters each text may have (api/CONTRACT.md "The offer form"). */
export const MAX_LENGTHS: Partial<Record<TextField, number>> = {
  position: 150,
  companyName: 100,
  contactName: 100,
  country: 60,
  city: 100,
  duration: 100,
  experience: 500,
  descriptionEmployer: 5000,
  description: 10000,
  functions: 10000,
  offered: 10000,
  requiredProfile: 10000,
};

/** The JobOfferInput the form sends: texts trimmed ('' clears a field on edits), both skill lists, the salary. */
export function offerInput(draft: OfferDraft) {
  const years = draft.experienceYears.trim();
  return {
    position: draft.position.trim(),
    companyName: draft.companyName.trim(),
    isUrgent: draft.isUrgent,
    jobType: draft.jobType,
    locationType: draft.locationType,
    city: draft.city.trim(),
    country: draft.country.trim(),
    duration: draft.duration.trim(),
    experienceYears: years === '' ? null : Number(years),
    salary: salaryInput(draft),
    experience: draft.experience.trim(),
    expirationDate: draft.expirationDate.trim(),
    website: draft.website.trim(),
    contactName: draft.contactName.trim(),
    isExternal: draft.isExternal,
    externalLink: draft.externalLink.trim(),
    descriptionEmployer: draft.descriptionEmployer.trim(),
    description: draft.description.trim(),
    functions: draft.functions.trim(),
    offered: draft.offered.trim(),
    requiredProfile: draft.requiredProfile.trim(),
    ...skillLists(draft.hardSkills, draft.softSkills),
    extraQuestions: filledQuestions(draft.extraQuestions),
    logo: null,
  };
}

/** 'Crear oferta' / 'Publicando…', 'Actualizar oferta' / 'Actualizando…' (part 2 §4). */
export function submitLabel(editing: boolean, sending: boolean): string {
  if (editing) return sending ? 'Actualizando…' : 'Actualizar oferta';
  return sending ? 'Publicando…' : 'Crear oferta';
}
