import { graphql, useFragment } from 'react-relay';
import { readExperience, type ExperienceText } from '../../../lib/profileCv';
import { CvEntriesSection, type CvEntryInput, type CvEntryKind, type StoredCvEntry } from '../editor/CvEntriesSection';
import { LIMITS } from '../limits';
import type {
  ExperienceSection_user$data,
  ExperienceSection_user$key,
} from './__generated__/ExperienceSection_user.graphql';

const fragment = graphql`
  fragment ExperienceSection_user on User {
    experience {
      companyLogo
      ...profileCv_experience
    }
  }
`;

const mutation = graphql`
  mutation ExperienceSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...ExperienceSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

const EXPERIENCE: CvEntryKind<ExperienceText> = {
  title: 'Experiencia profesional',
  noun: 'Experiencia',
  boxes: [
    ['title', 'Puesto'],
    ['company', 'Empresa'],
    ['location', 'Ubicación'],
  ],
  currentLabel: 'Trabajando actualmente',
  area: { field: 'description', label: 'Descripción', maxLength: LIMITS.experienceDescription },
  logo: { kind: 'COMPANY', label: 'Logo de la empresa' },
  none: 'Aún no has añadido experiencia.',
  lines: (texts) => ({ title: texts.title || 'Puesto', place: texts.company, text: texts.description }),
};

const stored = (entry: ExperienceSection_user$data['experience'][number]): StoredCvEntry<ExperienceText> => ({
  ...readExperience(entry),
  logo: entry.companyLogo,
});

/**
 * Professional experience (part 2 §5): no cap, at least one entry kept, the end disabled
 * while 'currently working', a company logo each.
 */
export function ExperienceSection({ user }: { user: ExperienceSection_user$key }) {
  const { experience } = useFragment(fragment, user);
  const toInput = (entries: CvEntryInput<ExperienceText>[]) =>
    entries.map(({ texts, range, current, logo }) => ({
      ...texts,
      ...range,
      currentlyWorking: current,
      companyLogo: logo,
    }));
  return (
    <CvEntriesSection
      kind={EXPERIENCE}
      mutation={mutation}
      stored={experience.map(stored)}
      toInput={(entries) => ({ experience: toInput(entries) })}
    />
  );
}
