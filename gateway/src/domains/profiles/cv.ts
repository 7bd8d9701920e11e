import type {
  ContractPreferences,
  EducationEntry,
  ExperienceEntry,
  Milestone,
  ProfileFile,
  SocialLinks,
  WorkplacePreferences,
} from '../../__generated__/resolvers-types';
import type { RestUser } from '../users';

/**
 * The CV sections of the REST user object as the graph shows them (part 2 §3): the api's
 * Spanish and legacy names (formationStartMonth, professionalFormation, practicas,
 * emailContacto…) become the graph's, months and years become numbers, "" becomes null.
 */

type RestEducation = RestUser['education'][number];
type RestExperience = RestUser['professionalFormation'][number];
type RestMilestone = RestUser['professionalMilestones'][number];

/** A stored text, null when empty ("" clears a field on the api). */
export function textOrNull(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value;
}

/** The api stores months as "01"–"12" and years as "yyyy"; "" is unknown. */
function numberOrNull(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

export function educationEntry(entry: RestEducation): EducationEntry {
  return {
    institution: textOrNull(entry.institution),
    otherInstitution: textOrNull(entry.otherInstitution),
    formationName: textOrNull(entry.formationName),
    location: textOrNull(entry.location),
    startMonth: numberOrNull(entry.formationStartMonth),
    startYear: numberOrNull(entry.formationStartYear),
    endMonth: numberOrNull(entry.formationEndMonth),
    endYear: numberOrNull(entry.formationEndYear),
    currentlyEnrolled: entry.currentlyEnrolled === true,
    institutionLogo: textOrNull(entry.institutionLogo),
  };
}

export function experienceEntry(entry: RestExperience): ExperienceEntry {
  return {
    title: textOrNull(entry.title),
    company: textOrNull(entry.institution),
    location: textOrNull(entry.location),
    description: textOrNull(entry.description),
    startMonth: numberOrNull(entry.startMonth),
    startYear: numberOrNull(entry.startYear),
    endMonth: numberOrNull(entry.endMonth),
    endYear: numberOrNull(entry.endYear),
    currentlyWorking: entry.currentlyWorking === true,
    companyLogo: textOrNull(entry.companyLogo),
  };
}

/** Every field of a milestone is required by the api; older records may lack one (""). */
export function milestone(entry: RestMilestone): Milestone {
  return {
    date: entry.date ?? '',
    name: entry.name ?? '',
    entity: entry.entity ?? '',
    description: entry.description ?? '',
  };
}

/** Unset flags are false (the api answers all three once any was saved, null before). */
export function contractOf(contract: RestUser['contract']): ContractPreferences {
  return {
    internship: contract?.practicas === true,
    fullTime: contract?.tiempoCompleto === true,
    partTime: contract?.parcial === true,
  };
}

export function workplaceOf(locationType: RestUser['locationType']): WorkplacePreferences {
  return {
    onSite: locationType?.presencial === true,
    remote: locationType?.remoto === true,
    hybrid: locationType?.hibrido === true,
  };
}

export function socialOf(social: RestUser['social']): SocialLinks {
  return {
    contactEmail: textOrNull(social?.emailContacto),
    website: textOrNull(social?.sitioWeb),
    instagram: textOrNull(social?.instagram),
    linkedin: textOrNull(social?.linkedin),
    behance: textOrNull(social?.behance),
    tumblr: textOrNull(social?.tumblr),
    youtube: textOrNull(social?.youtube),
    pinterest: textOrNull(social?.pinterest),
  };
}

/** An uploaded PDF; the api names it `cv.pdf` / `portfolio.pdf` when the client sent no name. */
export function profileFile(url: string | null, fileName: string | null, fallbackName: string): ProfileFile | null {
  return url ? { url, fileName: textOrNull(fileName) ?? fallbackName } : null;
}
