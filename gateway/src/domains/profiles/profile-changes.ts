import type {
  ContractPreferencesInput,
  EducationEntryInput,
  ExperienceEntryInput,
  MilestoneInput,
  SocialLinksInput,
  UpdateProfileInput,
  WorkplacePreferencesInput,
} from '../../__generated__/resolvers-types';
import type { UserErrorDTO } from '../../errors';
import { creativeTypeToRest, professionalTypeToRest, roleToRest } from '../users';
import type { RestProfileChanges } from './rest';

/**
 * The profile editor's sections (part 2 §2) between the graph and PUT /api/users/profile:
 * the graph's names become the api's (summary → biography, experience →
 * professionalFormation with company → institution, contract → practicas…), and the
 * `field` of a refusal goes back the other way, so the editor finds the input at fault.
 */

/** The fields of UpdateProfileInput whose REST names or shapes differ. */
type EditorKey =
  | 'summary'
  | 'website'
  | 'offersInternships'
  | 'education'
  | 'experience'
  | 'contract'
  | 'workplace'
  | 'social'
  | 'milestones';

type EditorInput = Pick<UpdateProfileInput, EditorKey>;

/**
 * The REST payload of an UpdateProfileInput: only the fields sent (absent fields are
 * left unchanged, an explicit null clears), enums back to REST values.
 */
export function profileChanges(input: UpdateProfileInput): RestProfileChanges {
  const { role, creativeType, professionalType, ...fields } = input;
  const changes: RestProfileChanges = { ...sameNamedFields(fields), ...editorChanges(fields) };
  if (role !== undefined) changes.role = role && roleToRest(role);
  if (creativeType !== undefined) changes.creativeType = creativeType && creativeTypeToRest(creativeType);
  if (professionalType !== undefined) {
    changes.professionalType = professionalType && professionalTypeToRest(professionalType);
  }
  return changes;
}

/** The REST payload of the editor fields sent; absent fields stay absent (unchanged). */
function editorChanges(input: EditorInput): RestProfileChanges {
  const changes: RestProfileChanges = {};
  if (input.summary !== undefined) changes.biography = input.summary;
  if (input.website !== undefined) changes.sitioWeb = input.website;
  if (input.offersInternships !== undefined) changes.offersPractices = input.offersInternships;
  if (input.education !== undefined) changes.education = input.education && input.education.map(educationToRest);
  if (input.experience !== undefined) {
    changes.professionalFormation = input.experience && input.experience.map(experienceToRest);
  }
  if (input.contract !== undefined) changes.contract = input.contract && contractToRest(input.contract);
  if (input.workplace !== undefined) changes.locationType = input.workplace && workplaceToRest(input.workplace);
  if (input.social !== undefined) changes.social = input.social && socialToRest(input.social);
  if (input.milestones !== undefined) {
    changes.professionalMilestones = input.milestones && input.milestones.map(milestoneToRest);
  }
  return changes;
}

const EDITOR_KEYS: readonly EditorKey[] = [
  'summary',
  'website',
  'offersInternships',
  'education',
  'experience',
  'contract',
  'workplace',
  'social',
  'milestones',
];

/** The fields whose graph and REST names and shapes are the same (bio, skills…), as sent. */
function sameNamedFields<T extends EditorInput>(input: T): Omit<T, EditorKey> {
  const fields: Partial<T> = { ...input };
  for (const key of EDITOR_KEYS) delete fields[key];
  return fields as Omit<T, EditorKey>;
}

/** A text of an entry: null clears it like "" (an entry replaces the stored one whole). */
const text = (value: string | null | undefined) => (value === null ? '' : value);
/** A month or year of an entry: null is "unknown", which the api writes "". */
const period = (value: number | null | undefined) => (value === null ? '' : value);
const flag = (value: boolean | null | undefined) => value ?? undefined;

function educationToRest(entry: EducationEntryInput) {
  return {
    institution: text(entry.institution),
    otherInstitution: text(entry.otherInstitution),
    formationName: text(entry.formationName),
    location: text(entry.location),
    formationStartMonth: period(entry.startMonth),
    formationStartYear: period(entry.startYear),
    formationEndMonth: period(entry.endMonth),
    formationEndYear: period(entry.endYear),
    currentlyEnrolled: flag(entry.currentlyEnrolled),
    institutionLogo: text(entry.institutionLogo),
  };
}

function experienceToRest(entry: ExperienceEntryInput) {
  return {
    title: text(entry.title),
    institution: text(entry.company),
    location: text(entry.location),
    description: text(entry.description),
    startMonth: period(entry.startMonth),
    startYear: period(entry.startYear),
    endMonth: period(entry.endMonth),
    endYear: period(entry.endYear),
    currentlyWorking: flag(entry.currentlyWorking),
    companyLogo: text(entry.companyLogo),
  };
}

/** `contract`, `locationType` and `social` merge on the api: only the keys sent change. */
function contractToRest(contract: ContractPreferencesInput) {
  return {
    practicas: flag(contract.internship),
    tiempoCompleto: flag(contract.fullTime),
    parcial: flag(contract.partTime),
  };
}

function workplaceToRest(workplace: WorkplacePreferencesInput) {
  return { presencial: flag(workplace.onSite), remoto: flag(workplace.remote), hibrido: flag(workplace.hybrid) };
}

function socialToRest(social: SocialLinksInput) {
  return {
    emailContacto: text(social.contactEmail),
    sitioWeb: text(social.website),
    instagram: text(social.instagram),
    linkedin: text(social.linkedin),
    behance: text(social.behance),
    tumblr: text(social.tumblr),
    youtube: text(social.youtube),
    pinterest: text(social.pinterest),
  };
}

function milestoneToRest({ date, name, entity, description }: MilestoneInput) {
  return { date, name, entity, description };
}

/** REST field → graph input field, for the top level and inside each list or object. */
const TOP_LEVEL: Record<string, string> = {
  biography: 'summary',
  professionalSummary: 'summary',
  sitioWeb: 'website',
  offersPractices: 'offersInternships',
  professionalFormation: 'experience',
  locationType: 'workplace',
  professionalMilestones: 'milestones',
};

const INSIDE: Record<string, Record<string, string>> = {
  education: {
    formationStartMonth: 'startMonth',
    formationStartYear: 'startYear',
    formationEndMonth: 'endMonth',
    formationEndYear: 'endYear',
  },
  experience: { institution: 'company' },
  contract: { practicas: 'internship', tiempoCompleto: 'fullTime', parcial: 'partTime' },
  workplace: { presencial: 'onSite', remoto: 'remote', hibrido: 'hybrid' },
  social: { emailContacto: 'contactEmail', sitioWeb: 'website' },
};

/**
 * The graph's name of a field the api names (`professionalFormation.1.institution` →
 * `experience.1.company`, `social.emailContacto` → `social.contactEmail`); a field whose
 * name is the same on both sides is returned as it is.
 */
export function graphField(restField: string): string {
  const [top = '', ...rest] = restField.split('.');
  const graphTop = TOP_LEVEL[top] ?? top;
  const inside = INSIDE[graphTop] ?? {};
  return [graphTop, ...rest.map((part) => inside[part] ?? part)].join('.');
}

/**
 * The userErrors of PUT /api/users/profile with the graph's field names, in `field` and
 * where the message quotes the field (`El campo "biography" debe tener…`).
 */
export function withGraphFields(errors: readonly UserErrorDTO[]): UserErrorDTO[] {
  return errors.map(({ field, message }) => {
    if (!field) return { field, message };
    const graph = graphField(field);
    return { field: graph, message: message.replaceAll(`"${field}"`, `"${graph}"`) };
  });
}
