import { graphql, readInlineData } from 'react-relay';
import type { cvEntries_education$key } from './__generated__/cvEntries_education.graphql';
import type { cvEntries_experience$key } from './__generated__/cvEntries_experience.graphql';
import type { cvEntries_lookingFor$key } from './__generated__/cvEntries_lookingFor.graphql';
import type { cvEntries_milestone$key } from './__generated__/cvEntries_milestone.graphql';
import { lookingForLabels, period, type CvEntry } from './cvText';

// The CV's entries as the Acerca de tab and the printed CV both show them: one selection
// and one wording for each, read as plain data (@inline) by either.

const educationFragment = graphql`
  fragment cvEntries_education on EducationEntry @inline {
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
  fragment cvEntries_experience on ExperienceEntry @inline {
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

const milestoneFragment = graphql`
  fragment cvEntries_milestone on Milestone @inline {
    date
    name
    entity
    description
  }
`;

const lookingForFragment = graphql`
  fragment cvEntries_lookingFor on User @inline {
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

const joined = (parts: ReadonlyArray<string | null | undefined>) => parts.filter(Boolean).join(' · ');

/** An education entry: the studies, the school and place, the period. */
export function educationEntry(key: cvEntries_education$key): CvEntry {
  const entry = readInlineData(educationFragment, key);
  const { startMonth, startYear, endMonth, endYear } = entry;
  return {
    title: entry.formationName || 'Formación',
    meta: joined([entry.institution || entry.otherInstitution, entry.location]),
    dates: period({ startMonth, startYear, endMonth, endYear }, entry.currentlyEnrolled),
  };
}

/** An experience entry: the position, the company and place, the period, what it was. */
export function experienceEntry(key: cvEntries_experience$key): CvEntry {
  const entry = readInlineData(experienceFragment, key);
  const { startMonth, startYear, endMonth, endYear } = entry;
  return {
    title: entry.title || 'Puesto',
    meta: joined([entry.company, entry.location]),
    dates: period({ startMonth, startYear, endMonth, endYear }, entry.currentlyWorking),
    text: entry.description,
  };
}

/** A milestone: its name, who granted it, its date and its line. */
export function milestoneEntry(key: cvEntries_milestone$key): CvEntry {
  const milestone = readInlineData(milestoneFragment, key);
  return { title: milestone.name, meta: milestone.entity, dates: milestone.date, text: milestone.description };
}

/** What a creative looks for: the kinds of contract and the workplaces, as labels. */
export function lookingFor(key: cvEntries_lookingFor$key): { contract: string[]; workplace: string[] } {
  const { contract, workplace } = readInlineData(lookingForFragment, key);
  return lookingForLabels(
    { internship: contract.internship, fullTime: contract.fullTime, partTime: contract.partTime },
    { onSite: workplace.onSite, remote: workplace.remote, hybrid: workplace.hybrid },
  );
}
