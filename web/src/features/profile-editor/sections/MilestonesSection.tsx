import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { EditorSection } from '../editor/EditorSection';
import { EntryFieldsets } from '../editor/EntryFieldsets';
import { newEntryKey, patchAt } from '../editor/entries';
import { FieldRow, TextAreaField, TextField } from '../editor/fields';
import { useSectionForm } from '../editor/useSectionForm';
import { LIMITS } from '../limits';
import type {
  MilestonesSection_user$data,
  MilestonesSection_user$key,
} from './__generated__/MilestonesSection_user.graphql';
import type { MilestonesSectionMutation } from './__generated__/MilestonesSectionMutation.graphql';
import { milestoneErrors, milestonesAlert, normalizeDate, type MilestoneDraft } from './milestoneRules';
import styles from './sections.module.css';

const fragment = graphql`
  fragment MilestonesSection_user on User {
    milestones {
      date
      name
      entity
      description
    }
  }
`;

const mutation = graphql`
  mutation MilestonesSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...MilestonesSection_user
      }
      userErrors {
        message
      }
    }
  }
`;

type Stored = MilestonesSection_user$data['milestones'][number];

const toDraft = (milestone: Stored | null): MilestoneDraft => ({
  key: newEntryKey(),
  date: milestone?.date ?? '',
  name: milestone?.name ?? '',
  entity: milestone?.entity ?? '',
  description: milestone?.description ?? '',
});

/** The milestone's name and who granted it: boxes of 150 characters. */
const NAMES = [
  ['name', 'Nombre'],
  ['entity', 'Entidad'],
] as const;

/**
 * A company's or institution's milestones (part 2 §4, §5): opening with none adds one empty;
 * every field is required, and a save with a gap shows each field's message and the alert.
 */
export function MilestonesSection({ user }: { user: MilestonesSection_user$key }) {
  const { milestones } = useFragment(fragment, user);
  const [checked, setChecked] = useState(false);
  const form = useSectionForm<MilestonesSectionMutation, MilestoneDraft[]>({
    mutation,
    start: () => {
      setChecked(false);
      return milestones.length > 0 ? milestones.map(toDraft) : [toDraft(null)];
    },
    validate: (drafts) => {
      setChecked(true);
      return milestonesAlert(drafts);
    },
    toInput: (drafts) => ({
      milestones: drafts.map(({ date, name, entity, description }) => ({
        date: normalizeDate(date),
        name: name.trim(),
        entity: entity.trim(),
        description: description.trim(),
      })),
    }),
  });
  const change = (index: number, patch: Partial<MilestoneDraft>) =>
    form.change((drafts) => patchAt(drafts, index, patch));

  return (
    <EditorSection title="Hitos profesionales" form={form} view={<MilestonesView milestones={milestones} />}>
      {(drafts) => (
        <EntryFieldsets
          entries={drafts}
          noun="Hito"
          change={form.change}
          newEntry={() => toDraft(null)}
          removable={true}
          canAdd={drafts.length < LIMITS.milestones}
        >
          {(milestone, index) => {
            const errors = checked ? milestoneErrors(milestone) : {};
            return (
              <>
                <FieldRow>
                  <TextField
                    label="Fecha"
                    required
                    placeholder="mm / aaaa"
                    inputMode="numeric"
                    maxLength={9}
                    value={milestone.date}
                    error={errors.date}
                    onChange={(date) => change(index, { date })}
                  />
                  {NAMES.map(([field, label]) => (
                    <TextField
                      key={field}
                      label={label}
                      required
                      maxLength={150}
                      value={milestone[field]}
                      error={errors[field]}
                      onChange={(value) => change(index, { [field]: value })}
                    />
                  ))}
                </FieldRow>
                <TextAreaField
                  label="Descripción"
                  required
                  rows={2}
                  maxLength={LIMITS.milestoneDescription}
                  value={milestone.description}
                  error={errors.description}
                  onChange={(description) => change(index, { description })}
                />
              </>
            );
          }}
        </EntryFieldsets>
      )}
    </EditorSection>
  );
}

function MilestonesView({ milestones }: { milestones: readonly Stored[] }) {
  if (milestones.length === 0) return <p className={styles.muted}>Aún no has añadido hitos.</p>;
  return (
    <ul className={styles.entries}>
      {milestones.map((milestone, index) => (
        <li key={index} className={styles.viewEntry}>
          <span className={styles.muted}>{milestone.date}</span>
          <div>
            <span className={styles.entryTitle}>{milestone.name}</span>
            <span>{milestone.entity}</span>
            <p className={styles.preLine}>{milestone.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
