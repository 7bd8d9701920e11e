import { graphql, useFragment } from 'react-relay';
import { DateRangeFields } from '../editor/DateRangeFields';
import { firstRangeError, rangeDraft, rangeInput, showPeriod, type DateRangeDraft } from '../editor/dateParts';
import { EditorSection } from '../editor/EditorSection';
import { EntryFieldsets } from '../editor/EntryFieldsets';
import { isBlank, newEntryKey, patchAt } from '../editor/entries';
import { FieldRow, TextAreaField, TextField } from '../editor/fields';
import { LogoField } from '../editor/LogoField';
import { useSectionForm } from '../editor/useSectionForm';
import { LIMITS } from '../limits';
import type {
  ExperienceSection_user$data,
  ExperienceSection_user$key,
} from './__generated__/ExperienceSection_user.graphql';
import type { ExperienceSectionMutation } from './__generated__/ExperienceSectionMutation.graphql';
import styles from './sections.module.css';

const fragment = graphql`
  fragment ExperienceSection_user on User {
    experience {
      title
      company
      location
      description
      startMonth
      startYear
      endMonth
      endYear
      currentlyWorking
      companyLogo
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

type Stored = ExperienceSection_user$data['experience'][number];

interface ExperienceDraft extends DateRangeDraft {
  key: number;
  title: string;
  company: string;
  location: string;
  description: string;
  currentlyWorking: boolean;
  companyLogo: string;
}

function toDraft(entry: Stored | null): ExperienceDraft {
  return {
    key: newEntryKey(),
    title: entry?.title ?? '',
    company: entry?.company ?? '',
    location: entry?.location ?? '',
    description: entry?.description ?? '',
    ...rangeDraft({
      startMonth: entry?.startMonth,
      startYear: entry?.startYear,
      endMonth: entry?.endMonth,
      endYear: entry?.endYear,
    }),
    currentlyWorking: entry?.currentlyWorking ?? false,
    companyLogo: entry?.companyLogo ?? '',
  };
}

function toInput(entry: ExperienceDraft) {
  return {
    title: entry.title.trim(),
    company: entry.company.trim(),
    location: entry.location.trim(),
    description: entry.description.trim(),
    ...rangeInput(entry, entry.currentlyWorking),
    currentlyWorking: entry.currentlyWorking,
    companyLogo: entry.companyLogo,
  };
}

function filled(entry: ExperienceDraft): boolean {
  const { key: _key, currentlyWorking: _working, ...texts } = entry;
  return !isBlank(Object.values(texts));
}

const validate = (entries: ExperienceDraft[]) => firstRangeError(entries, (entry) => entry.currentlyWorking);

/**
 * Professional experience (part 2 §5): no cap, at least one entry kept, the end disabled
 * while 'currently working', a company logo each.
 */
export function ExperienceSection({ user }: { user: ExperienceSection_user$key }) {
  const { experience } = useFragment(fragment, user);
  const form = useSectionForm<ExperienceSectionMutation, ExperienceDraft[]>({
    mutation,
    start: () => (experience.length > 0 ? experience.map(toDraft) : [toDraft(null)]),
    toInput: (entries) => ({ experience: entries.filter(filled).map(toInput) }),
    validate,
  });
  const change = (index: number, patch: Partial<ExperienceDraft>) =>
    form.change((entries) => patchAt(entries, index, patch));

  return (
    <EditorSection title="Experiencia profesional" form={form} view={<ExperienceView entries={experience} />}>
      {(entries) => (
        <EntryFieldsets
          entries={entries}
          noun="Experiencia"
          change={form.change}
          newEntry={() => toDraft(null)}
          removable={entries.length > 1}
          canAdd={true}
        >
          {(entry, index) => (
            <>
              <FieldRow>
                <TextField
                  label="Puesto"
                  value={entry.title}
                  maxLength={150}
                  onChange={(title) => change(index, { title })}
                />
                <TextField
                  label="Empresa"
                  value={entry.company}
                  maxLength={150}
                  onChange={(company) => change(index, { company })}
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
                current={entry.currentlyWorking}
                currentLabel="Trabajando actualmente"
                onRangeChange={(range) => change(index, range)}
                onCurrentChange={(currentlyWorking) => change(index, { currentlyWorking })}
              />
              <TextAreaField
                label="Descripción"
                value={entry.description}
                maxLength={LIMITS.experienceDescription}
                onChange={(description) => change(index, { description })}
              />
              <LogoField
                kind="COMPANY"
                label="Logo de la empresa"
                logo={entry.companyLogo}
                onChange={(companyLogo) => change(index, { companyLogo })}
              />
            </>
          )}
        </EntryFieldsets>
      )}
    </EditorSection>
  );
}

function ExperienceView({ entries }: { entries: readonly Stored[] }) {
  if (entries.length === 0) return <p className={styles.muted}>Aún no has añadido experiencia.</p>;
  return (
    <ul className={styles.entries}>
      {entries.map((entry, index) => (
        <li key={index} className={styles.viewEntry}>
          {entry.companyLogo ? (
            <img className={styles.logo} src={entry.companyLogo} alt="" width={48} height={48} />
          ) : (
            <span className={styles.logoBlank} aria-hidden="true" />
          )}
          <div>
            <span className={styles.entryTitle}>{entry.title || 'Puesto'}</span>
            <span>{entry.company}</span>
            <span className={styles.muted}>
              {[entry.location, showPeriod(entry, entry.currentlyWorking)].filter(Boolean).join(' · ')}
            </span>
            {entry.description && <p className={styles.preLine}>{entry.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
