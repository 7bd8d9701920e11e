// The rules of the job offer form (part 2 §4 "Job offer loaded for edit", §5 "Job offer"),
// apart from the screen so the component tests and the form read the same ones.
import { REQUIRED_FIELD_MESSAGE, refusedField } from '../../components/draftForm';
import { filledQuestions, type QuestionDraft } from '../../components/extraQuestions';
import type { DraftProblems } from '../../components/OfferFormFrame';
import { hasTag } from '../../components/TagInput';

export { filledQuestions, refusedField };

export type JobTypeValue = 'FULL_TIME' | 'PART_TIME' | 'INTERNSHIP';
export type LocationTypeValue = 'ON_SITE' | 'REMOTE' | 'HYBRID';

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

/** The required fields left blank, each with its message, and 'Faltan campos: …'; null when none is. */
export function draftProblems(draft: OfferDraft): DraftProblems | null {
  const missing = missingFields(draft);
  if (missing.length === 0) return null;
  return {
    errors: Object.fromEntries(missing.map((field) => [field, REQUIRED_FIELD_MESSAGE])),
    message: missingMessage(missing),
  };
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

/** The JobOfferInput the form sends: texts trimmed ('' clears a field on edits), both skill lists. */
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
