import type { ReactNode } from 'react';
import styles from '../sections/sections.module.css';
import { removeAt } from './entries';

interface EntryFieldsetsProps<E extends { key: number }> {
  entries: E[];
  /** Names an entry in its legend and buttons: 'Formación' → 'Formación 2', 'Eliminar formación 2'. */
  noun: string;
  /** The section form's change. */
  change: (update: (entries: E[]) => E[]) => void;
  newEntry: () => E;
  /** Whether this entry may go (some sections keep at least one). */
  removable: boolean;
  /** Whether another entry may be added. */
  canAdd: boolean;
  /** Shown where the add button was once no more may be added. */
  full?: ReactNode;
  /** The fields of one entry. */
  children: (entry: E, index: number) => ReactNode;
}

/** The editable entries of a list section (education, experience, milestones): one fieldset each, add and remove. */
export function EntryFieldsets<E extends { key: number }>({
  entries,
  noun,
  change,
  newEntry,
  removable,
  canAdd,
  full,
  children,
}: EntryFieldsetsProps<E>) {
  const lower = noun.toLowerCase();
  return (
    <>
      <ol className={styles.entries}>
        {entries.map((entry, index) => (
          <li key={entry.key}>
            <fieldset className={styles.entry}>
              <legend className={styles.entryLegend}>
                {noun} {index + 1}
              </legend>
              {children(entry, index)}
              {removable && (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => change((current) => removeAt(current, index))}
                >
                  Eliminar {lower} {index + 1}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {canAdd ? (
        <button
          type="button"
          className={styles.addButton}
          onClick={() => change((current) => [...current, newEntry()])}
        >
          + Añadir {lower}
        </button>
      ) : (
        full
      )}
    </>
  );
}
