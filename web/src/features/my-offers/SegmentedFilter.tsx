import styles from './SegmentedFilter.module.css';

interface SegmentedFilterProps<T extends string> {
  /** Names the group for assistive technology ('Estado', 'Tipo', 'Candidatos'). */
  label: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T;
  onChange: (option: T) => void;
}

/** A row of buttons of which one is on (aria-pressed): the status, kind and candidate filters. */
export function SegmentedFilter<T extends string>({
  label,
  options,
  labelOf,
  value,
  onChange,
}: SegmentedFilterProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={option === value}
          onClick={() => option !== value && onChange(option)}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
