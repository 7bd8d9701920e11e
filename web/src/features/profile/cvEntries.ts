import { graphql, readInlineData } from 'react-relay';
import {
  lookingForLabels,
  readEducation,
  readExperience,
  readLookingFor,
  type CvEntryData,
  type EducationText,
  type ExperienceText,
} from '../../lib/profileCv';
import type { cvEntries_cv$key } from './__generated__/cvEntries_cv.graphql';
import type { cvEntries_milestone$key } from './__generated__/cvEntries_milestone.graphql';
import { period, type CvEntry } from './cvText';

// The CV as the Acerca de tab and the printed CV both show it: one selection and one
// wording for each entry, read as plain data (@inline) by either.

const cvFragment = graphql`
  fragment cvEntries_cv on User @inline {
    education {
      ...profileCv_education
    }
    experience {
      ...profileCv_experience
    }
    skills
    software
    languages
    ...profileCv_lookingFor
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

const joined = (parts: ReadonlyArray<string | null | undefined>) => parts.filter(Boolean).join(' · ');

/** A creative's CV as the Acerca de tab and the printed CV show it. */
export interface CvContent {
  education: CvEntry[];
  experience: CvEntry[];
  skills: readonly string[];
  software: readonly string[];
  languages: readonly string[];
  /** What they look for: the kinds of contract and the workplaces, as labels. */
  lookingFor: { contract: string[]; workplace: string[] };
}

export function cvContent(key: cvEntries_cv$key): CvContent {
  const cv = readInlineData(cvFragment, key);
  return {
    education: cv.education.map((entry) => educationEntry(readEducation(entry))),
    experience: cv.experience.map((entry) => experienceEntry(readExperience(entry))),
    skills: cv.skills,
    software: cv.software,
    languages: cv.languages,
    lookingFor: lookingForLabels(readLookingFor(cv)),
  };
}

/** An education entry: the studies, the school and place, the period. */
function educationEntry({ texts, period: dates, current }: CvEntryData<EducationText>): CvEntry {
  return {
    title: texts.formationName || 'Formación',
    meta: joined([texts.institution || texts.otherInstitution, texts.location]),
    dates: period(dates, current),
  };
}

/** An experience entry: the position, the company and place, the period, what it was. */
function experienceEntry({ texts, period: dates, current }: CvEntryData<ExperienceText>): CvEntry {
  return {
    title: texts.title || 'Puesto',
    meta: joined([texts.company, texts.location]),
    dates: period(dates, current),
    text: texts.description,
  };
}

/** A milestone: its name, who granted it, its date and its line. */
export function milestoneEntry(key: cvEntries_milestone$key): CvEntry {
  const milestone = readInlineData(milestoneFragment, key);
  return { title: milestone.name, meta: milestone.entity, dates: milestone.date, text: milestone.description };
}
