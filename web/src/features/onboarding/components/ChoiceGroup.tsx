import type { Option } from '../lib/options';
import styles from './ChoiceGroup.module.css';

interface ChoiceGroupProps<V extends string> {
  /** The question, the group's legend. */
  question: string;
  /** The radios' shared name. */
  name: string;
  options: readonly Option<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Shows 1 to n before the labels (creative step 1). */
  numbered?: boolean;
}

/** One answer out of several, as a radio group drawn as cards (arrow keys move between them). */
export function ChoiceGroup<V extends string>({
  question,
  name,
  options,
  value,
  onChange,
  numbered,
}: ChoiceGroupProps<V>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.question}>{question}</legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={styles.radio}
            />
            {numbered && (
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
            )}
            <span className={styles.text}>
              <span className={styles.label}>
                {numbered ? <NumberedLabel n={index + 1} text={option.label} /> : option.label}
              </span>
              {option.hint && <span className={styles.hint}>{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The number is drawn apart; a screen reader reads it with the label ("1. Estudiante"). */
function NumberedLabel({ n, text }: { n: number; text: string }) {
  return (
    <>
      <span className="visually-hidden">{`${n}. `}</span>
      {text}
    </>
  );
}
