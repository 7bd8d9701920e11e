import { graphql, readInlineData } from 'react-relay';
import type { profileCv_education$key } from './__generated__/profileCv_education.graphql';
import type { profileCv_experience$key } from './__generated__/profileCv_experience.graphql';
import type { profileCv_lookingFor$key } from './__generated__/profileCv_lookingFor.graphql';

// A creative's CV entries and what they look for (part 2 §2, §5), as the profile, its printed
// CV and the editor read them: one selection each, read as plain data (@inline) by every one.

const educationFragment = graphql`
  fragment profileCv_education on EducationEntry @inline {
    institution
    otherInstitution
    formationName
    location
    startMonth
    startYear
    endMonth
    endYear
    currentlyEnrolled
  }
`;

const experienceFragment = graphql`
  fragment profileCv_experience on ExperienceEntry @inline {
    title
    company
    location
    description
    startMonth
    startYear
    endMonth
    endYear
    currentlyWorking
  }
`;

const lookingForFragment = graphql`
  fragment profileCv_lookingFor on User @inline {
    contract {
      internship
      fullTime
      partTime
    }
    workplace {
      onSite
      remote
      hybrid
    }
  }
`;

/** A period's months and years, each null when unknown. */
export interface CvPeriod {
  readonly startMonth?: number | null;
  readonly startYear?: number | null;
  readonly endMonth?: number | null;
  readonly endYear?: number | null;
}

/** An education or experience entry: its texts by field, its period, whether it goes on. */
export interface CvEntryData<F extends string> {
  readonly texts: Readonly<Record<F | 'location', string | null | undefined>>;
  readonly period: CvPeriod;
  /** Still going on ('Estudiando actualmente', 'Trabajando actualmente'): it has no end. */
  readonly current: boolean;
}

export type EducationText = 'institution' | 'otherInstitution' | 'formationName';
export type ExperienceText = 'title' | 'company' | 'description';

const periodOf = (entry: CvPeriod): CvPeriod => ({
  startMonth: entry.startMonth,
  startYear: entry.startYear,
  endMonth: entry.endMonth,
  endYear: entry.endYear,
});

export function readEducation(key: profileCv_education$key): CvEntryData<EducationText> {
  const entry = readInlineData(educationFragment, key);
  const { institution, otherInstitution, formationName, location } = entry;
  const texts = { institution, otherInstitution, formationName, location };
  return { texts, period: periodOf(entry), current: entry.currentlyEnrolled };
}

export function readExperience(key: profileCv_experience$key): CvEntryData<ExperienceText> {
  const entry = readInlineData(experienceFragment, key);
  const { title, company, location, description } = entry;
  return { texts: { title, company, location, description }, period: periodOf(entry), current: entry.currentlyWorking };
}

/** The kinds of contract a creative may look for, with their labels, in the order shown. */
export const CONTRACTS = [
  ['internship', 'Prácticas'],
  ['fullTime', 'Tiempo completo'],
  ['partTime', 'Tiempo parcial'],
] as const;

/** The workplaces a creative may look for, with their labels, in the order shown. */
export const WORKPLACES = [
  ['onSite', 'Presencial'],
  ['remote', 'Remoto'],
  ['hybrid', 'Híbrido'],
] as const;

export interface LookingFor {
  contract: Record<(typeof CONTRACTS)[number][0], boolean>;
  workplace: Record<(typeof WORKPLACES)[number][0], boolean>;
}

export function readLookingFor(key: profileCv_lookingFor$key): LookingFor {
  const { contract, workplace } = readInlineData(lookingForFragment, key);
  return {
    contract: { internship: contract.internship, fullTime: contract.fullTime, partTime: contract.partTime },
    workplace: { onSite: workplace.onSite, remote: workplace.remote, hybrid: workplace.hybrid },
  };
}

const chosen = (pairs: ReadonlyArray<readonly [string, string]>, values: Record<string, boolean>) =>
  pairs.filter(([key]) => values[key]).map(([, label]) => label);

/** The kinds of contract and the workplaces chosen, as labels. */
export function lookingForLabels({ contract, workplace }: LookingFor): { contract: string[]; workplace: string[] } {
  return { contract: chosen(CONTRACTS, contract), workplace: chosen(WORKPLACES, workplace) };
}
