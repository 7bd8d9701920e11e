import type { GraphQLTaggedNode } from 'relay-runtime';
import type { CvEntryData } from '../../../lib/profileCv';
import styles from '../sections/sections.module.css';
import { DateRangeFields } from './DateRangeFields';
import { firstRangeError, rangeDraft, rangeInput, showPeriod, type DateRangeDraft } from './dateParts';
import { EditorSection } from './EditorSection';
import { EntryFieldsets } from './EntryFieldsets';
import { isBlank, newEntryKey, patchAt } from './entries';
import { FieldRow, TextAreaField, TextField } from './fields';
import { LogoField } from './LogoField';
import { useSectionForm, type ProfileInput, type SectionSaveMutation } from './useSectionForm';
import type { LogoKind } from './useUploadLogoMutation';

// Education and experience are the same list in the editor (part 2 §5): a few texts, a
// period that may go on today, a logo each. Each section names its own fields and words.

/** An entry's texts by field; every entry has a location. */
type Texts<F extends string, V = string> = Record<F | 'location', V>;

/** A stored entry as the profile reads it, and its logo. */
export interface StoredCvEntry<F extends string> extends CvEntryData<F> {
  readonly logo: string | null | undefined;
}

/** An entry as sent to `updateProfile`, before the section names its fields. */
export interface CvEntryInput<F extends string> {
  texts: Texts<F>;
  range: ReturnType<typeof rangeInput>;
  current: boolean;
  logo: string;
}

interface CvEntryDraft<F extends string> extends DateRangeDraft {
  key: number;
  texts: Texts<F>;
  current: boolean;
  logo: string;
}

/** What tells one list from the other: its words and its fields. */
export interface CvEntryKind<F extends string> {
  title: string;
  /** Names an entry in its legend and buttons. */
  noun: string;
  /** The boxes of the first row, field and label (150 characters each). */
  boxes: ReadonlyArray<readonly [F | 'location', string]>;
  /** Texts kept as stored, without a box (the school's name typed outside the list). */
  kept?: readonly F[];
  /** A longer text below the period. */
  area?: { field: F; label: string; maxLength: number };
  currentLabel: string;
  logo: { kind: LogoKind; label: string };
  /** How many entries at most, and the note shown instead of the add button then. */
  cap?: { most: number; note: string };
  /** View mode without entries. */
  none: string;
  /** View mode's heading, place and text of an entry. */
  lines: (texts: Texts<F, string | null | undefined>) => {
    title: string;
    place: string | null | undefined;
    text?: string | null;
  };
}

interface CvEntriesSectionProps<F extends string> {
  kind: CvEntryKind<F>;
  mutation: GraphQLTaggedNode;
  stored: ReadonlyArray<StoredCvEntry<F>>;
  /** The fields `updateProfile` takes for the entries kept. */
  toInput: (entries: CvEntryInput<F>[]) => ProfileInput;
}

function toDraft<F extends string>(kind: CvEntryKind<F>, entry: StoredCvEntry<F> | null): CvEntryDraft<F> {
  const fields = [...kind.boxes.map(([field]) => field), ...(kind.kept ?? []), ...(kind.area ? [kind.area.field] : [])];
  return {
    key: newEntryKey(),
    texts: Object.fromEntries(fields.map((field) => [field, entry?.texts[field] ?? ''])) as Texts<F>,
    ...rangeDraft(entry?.period ?? null),
    current: entry?.current ?? false,
    logo: entry?.logo ?? '',
  };
}

/** Whether anything was typed or uploaded (an empty entry is not sent). */
const filled = <F extends string>({ texts, startMonth, startYear, endMonth, endYear, logo }: CvEntryDraft<F>) =>
  !isBlank([...Object.values<string>(texts), startMonth, startYear, endMonth, endYear, logo]);

const trimmed = <F extends string>(texts: Texts<F>) =>
  Object.fromEntries(Object.entries<string>(texts).map(([field, text]) => [field, text.trim()])) as Texts<F>;

/**
 * A list section of the CV (part 2 §5): at least one entry kept, months 1–12, the end
 * disabled while the entry goes on, a logo each; a cap where the kind has one.
 */
export function CvEntriesSection<F extends string>({ kind, mutation, stored, toInput }: CvEntriesSectionProps<F>) {
  const newEntry = () => toDraft(kind, null);
  const form = useSectionForm<SectionSaveMutation, CvEntryDraft<F>[]>({
    mutation,
    start: () => (stored.length > 0 ? stored.map((entry) => toDraft(kind, entry)) : [newEntry()]),
    toInput: (entries) =>
      toInput(
        entries.filter(filled).map((entry) => ({
          texts: trimmed(entry.texts),
          range: rangeInput(entry, entry.current),
          current: entry.current,
          logo: entry.logo,
        })),
      ),
    validate: (entries) => firstRangeError(entries, (entry) => entry.current),
  });
  const change = (index: number, patch: Partial<CvEntryDraft<F>>) =>
    form.change((entries) => patchAt(entries, index, patch));
  const area = kind.area;
  const text = (entry: CvEntryDraft<F>, index: number, field: F | 'location', value: string) =>
    change(index, { texts: { ...entry.texts, [field]: value } });

  return (
    <EditorSection title={kind.title} form={form} view={<CvEntriesView kind={kind} stored={stored} />}>
      {(entries) => (
        <EntryFieldsets
          entries={entries}
          noun={kind.noun}
          change={form.change}
          newEntry={newEntry}
          removable={entries.length > 1}
          canAdd={!kind.cap || entries.length < kind.cap.most}
          full={kind.cap && <p className={styles.note}>{kind.cap.note}</p>}
        >
          {(entry, index) => (
            <>
              <FieldRow>
                {kind.boxes.map(([field, label]) => (
                  <TextField
                    key={field}
                    label={label}
                    value={entry.texts[field]}
                    maxLength={150}
                    onChange={(value) => text(entry, index, field, value)}
                  />
                ))}
              </FieldRow>
              <DateRangeFields
                range={entry}
                current={entry.current}
                currentLabel={kind.currentLabel}
                onRangeChange={(range) => change(index, range)}
                onCurrentChange={(current) => change(index, { current })}
              />
              {area && (
                <TextAreaField
                  label={area.label}
                  value={entry.texts[area.field]}
                  maxLength={area.maxLength}
                  onChange={(value) => text(entry, index, area.field, value)}
                />
              )}
              <LogoField
                kind={kind.logo.kind}
                label={kind.logo.label}
                logo={entry.logo}
                onChange={(logo) => change(index, { logo })}
              />
            </>
          )}
        </EntryFieldsets>
      )}
    </EditorSection>
  );
}

function CvEntriesView<F extends string>({
  kind,
  stored,
}: {
  kind: CvEntryKind<F>;
  stored: ReadonlyArray<StoredCvEntry<F>>;
}) {
  if (stored.length === 0) return <p className={styles.muted}>{kind.none}</p>;
  return (
    <ul className={styles.entries}>
      {stored.map((entry, index) => {
        const lines = kind.lines(entry.texts);
        return (
          <li key={index} className={styles.viewEntry}>
            {entry.logo ? (
              <img className={styles.logo} src={entry.logo} alt="" width={48} height={48} />
            ) : (
              <span className={styles.logoBlank} aria-hidden="true" />
            )}
            <div>
              <span className={styles.entryTitle}>{lines.title}</span>
              <span>{lines.place}</span>
              <span className={styles.muted}>
                {[entry.texts.location, showPeriod(entry.period, entry.current)].filter(Boolean).join(' · ')}
              </span>
              {lines.text && <p className={styles.preLine}>{lines.text}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
