import { graphql, useFragment } from 'react-relay';
import { DateRangeFields } from '../editor/DateRangeFields';
import { firstRangeError, rangeDraft, rangeInput, showPeriod, type DateRangeDraft } from '../editor/dateParts';
import { EditorSection } from '../editor/EditorSection';
import { EntryFieldsets } from '../editor/EntryFieldsets';
import { isBlank, newEntryKey, patchAt } from '../editor/entries';
import { FieldRow, TextField } from '../editor/fields';
import { LogoField } from '../editor/LogoField';
import { useSectionForm } from '../editor/useSectionForm';
import { LIMITS } from '../limits';
import type {
  EducationSection_user$data,
  EducationSection_user$key,
} from './__generated__/EducationSection_user.graphql';
import type { EducationSectionMutation } from './__generated__/EducationSectionMutation.graphql';
import styles from './sections.module.css';

const fragment = graphql`
  fragment EducationSection_user on User {
    education {
      institution
      otherInstitution
      formationName
      location
      startMonth
      startYear
      endMonth
      endYear
      currentlyEnrolled
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

type Stored = EducationSection_user$data['education'][number];

interface EducationDraft extends DateRangeDraft {
  key: number;
  institution: string;
  otherInstitution: string;
  formationName: string;
  location: string;
  currentlyEnrolled: boolean;
  institutionLogo: string;
}

export const MAX_EDUCATION_NOTE = 'Máximo 3 formaciones permitidas';

function toDraft(entry: Stored | null): EducationDraft {
  return {
    key: newEntryKey(),
    institution: entry?.institution ?? '',
    otherInstitution: entry?.otherInstitution ?? '',
    formationName: entry?.formationName ?? '',
    location: entry?.location ?? '',
    ...rangeDraft({
      startMonth: entry?.startMonth,
      startYear: entry?.startYear,
      endMonth: entry?.endMonth,
      endYear: entry?.endYear,
    }),
    currentlyEnrolled: entry?.currentlyEnrolled ?? false,
    institutionLogo: entry?.institutionLogo ?? '',
  };
}

function toInput(entry: EducationDraft) {
  return {
    institution: entry.institution.trim(),
    otherInstitution: entry.otherInstitution.trim(),
    formationName: entry.formationName.trim(),
    location: entry.location.trim(),
    ...rangeInput(entry, entry.currentlyEnrolled),
    currentlyEnrolled: entry.currentlyEnrolled,
    institutionLogo: entry.institutionLogo,
  };
}

function filled(entry: EducationDraft): boolean {
  const { key: _key, currentlyEnrolled: _enrolled, ...texts } = entry;
  return !isBlank(Object.values(texts));
}

const validate = (entries: EducationDraft[]) => firstRangeError(entries, (entry) => entry.currentlyEnrolled);

/**
 * Education (part 2 §5): at most 3 entries ('Máximo 3 formaciones permitidas' where the add
 * button was), at least one kept, months 1–12, the end disabled while enrolled, a logo each.
 */
export function EducationSection({ user }: { user: EducationSection_user$key }) {
  const { education } = useFragment(fragment, user);
  const form = useSectionForm<EducationSectionMutation, EducationDraft[]>({
    mutation,
    start: () => (education.length > 0 ? education.map(toDraft) : [toDraft(null)]),
    toInput: (entries) => ({ education: entries.filter(filled).map(toInput) }),
    validate,
  });
  const change = (index: number, patch: Partial<EducationDraft>) =>
    form.change((entries) => patchAt(entries, index, patch));

  return (
    <EditorSection title="Formación" form={form} view={<EducationView entries={education} />}>
      {(entries) => (
        <EntryFieldsets
          entries={entries}
          noun="Formación"
          change={form.change}
          newEntry={() => toDraft(null)}
          removable={entries.length > 1}
          canAdd={entries.length < LIMITS.education}
          full={<p className={styles.note}>{MAX_EDUCATION_NOTE}</p>}
        >
          {(entry, index) => (
            <>
              <FieldRow>
                <TextField
                  label="Centro de estudios"
                  value={entry.institution}
                  maxLength={150}
                  onChange={(institution) => change(index, { institution })}
                />
                <TextField
                  label="Titulación"
                  value={entry.formationName}
                  maxLength={150}
                  onChange={(formationName) => change(index, { formationName })}
                />
                <TextField
                  label="Ubicación"
                  value={entry.location}
                  maxLength={150}
                  onChange={(location) => change(index, { location })}
                />
              </FieldRow>
              <DateRangeFields
                range={entry}
                current={entry.currentlyEnrolled}
                currentLabel="Estudiando actualmente"
                onRangeChange={(range) => change(index, range)}
                onCurrentChange={(currentlyEnrolled) => change(index, { currentlyEnrolled })}
              />
              <LogoField
                kind="INSTITUTION"
                label="Logo del centro"
                logo={entry.institutionLogo}
                onChange={(institutionLogo) => change(index, { institutionLogo })}
              />
            </>
          )}
        </EntryFieldsets>
      )}
    </EditorSection>
  );
}

function EducationView({ entries }: { entries: readonly Stored[] }) {
  if (entries.length === 0) return <p className={styles.muted}>Aún no has añadido tu formación.</p>;
  return (
    <ul className={styles.entries}>
      {entries.map((entry, index) => (
        <li key={index} className={styles.viewEntry}>
          {entry.institutionLogo ? (
            <img className={styles.logo} src={entry.institutionLogo} alt="" width={48} height={48} />
          ) : (
            <span className={styles.logoBlank} aria-hidden="true" />
          )}
          <div>
            <span className={styles.entryTitle}>{entry.formationName || 'Formación'}</span>
            <span>{entry.institution || entry.otherInstitution}</span>
            <span className={styles.muted}>
              {[entry.location, showPeriod(entry, entry.currentlyEnrolled)].filter(Boolean).join(' · ')}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
