import { graphql, useFragment } from 'react-relay';
import { readEducation, type EducationText } from '../../../lib/profileCv';
import { CvEntriesSection, type CvEntryKind, type StoredCvEntry } from '../editor/CvEntriesSection';
import { LIMITS } from '../limits';
import type {
  EducationSection_user$data,
  EducationSection_user$key,
} from './__generated__/EducationSection_user.graphql';

const fragment = graphql`
  fragment EducationSection_user on User {
    education {
      ...profileCv_education
      institutionLogo
    }
  }
`;

const mutation = graphql`
  mutation EducationSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...EducationSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

export const MAX_EDUCATION_NOTE = 'Máximo 3 formaciones permitidas';

const EDUCATION: CvEntryKind<EducationText> = {
  title: 'Formación',
  noun: 'Formación',
  boxes: [
    ['institution', 'Centro de estudios'],
    ['formationName', 'Titulación'],
    ['location', 'Ubicación'],
  ],
  kept: ['otherInstitution'],
  cap: { most: LIMITS.education, note: MAX_EDUCATION_NOTE },
  currentLabel: 'Estudiando actualmente',
  logo: { kind: 'INSTITUTION', label: 'Logo del centro' },
  none: 'Aún no has añadido tu formación.',
  lines: (texts) => ({ title: texts.formationName || 'Formación', place: texts.institution || texts.otherInstitution }),
};

const stored = (entry: EducationSection_user$data['education'][number]): StoredCvEntry<EducationText> => ({
  ...readEducation(entry),
  logo: entry.institutionLogo,
});

/**
 * Education (part 2 §5): at most 3 entries ('Máximo 3 formaciones permitidas' where the add
 * button was), at least one kept, months 1–12, the end disabled while enrolled, a logo each.
 */
export function EducationSection({ user }: { user: EducationSection_user$key }) {
  const { education } = useFragment(fragment, user);
  return (
    <CvEntriesSection
      kind={EDUCATION}
      mutation={mutation}
      stored={education.map(stored)}
      toInput={(entries) => ({
        education: entries.map(({ texts, range, current, logo }) => ({
          ...texts,
          ...range,
          currentlyEnrolled: current,
          institutionLogo: logo,
        })),
      })}
    />
  );
}
