import styles from './ObjectiveOptions.module.css';
import { objectives, type Objective } from './objectives';

interface ObjectiveOptionsProps {
  question: string;
  value: Objective | null;
  onChange: (objective: Objective) => void;
}

/** The five objectives as a radio group drawn as cards (arrow keys move between them). */
export function ObjectiveOptions({ question, value, onChange }: ObjectiveOptionsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.question}>{question}</legend>
      <div className={styles.options}>
        {objectives.map((objective) => (
          <label key={objective.id} className={styles.option}>
            <input
              type="radio"
              name="objective"
              value={objective.id}
              checked={value?.id === objective.id}
              onChange={() => onChange(objective)}
              className={styles.radio}
            />
            <span className={styles.text}>
              <span className={styles.label}>{objective.label}</span>
              <span className={styles.hint}>{objective.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
