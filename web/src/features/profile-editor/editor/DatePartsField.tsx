import { useId } from 'react';
import { acceptMonth, acceptYear } from './dateParts';
import styles from './DatePartsField.module.css';

interface DatePartsFieldProps {
  /** 'Inicio' or 'Fin': the group's legend. */
  legend: string;
  month: string;
  year: string;
  onChange: (parts: { month: string; year: string }) => void;
  /** While 'currently enrolled' or 'currently working' is ticked (part 2 §4). */
  disabled?: boolean;
}

/** A month (1–12) and year pair of digits, as a fieldset. */
export function DatePartsField({ legend, month, year, onChange, disabled }: DatePartsFieldProps) {
  const id = useId();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.parts}>
        <label htmlFor={`${id}-month`} className={styles.part}>
          <span>Mes</span>
          <input
            id={`${id}-month`}
            className={styles.input}
            inputMode="numeric"
            placeholder="MM"
            maxLength={2}
            value={month}
            onChange={(event) => onChange({ month: acceptMonth(event.target.value, month), year })}
          />
        </label>
        <label htmlFor={`${id}-year`} className={styles.part}>
          <span>Año</span>
          <input
            id={`${id}-year`}
            className={styles.input}
            inputMode="numeric"
            placeholder="AAAA"
            maxLength={4}
            value={year}
            onChange={(event) => onChange({ month, year: acceptYear(event.target.value) })}
          />
        </label>
      </div>
    </fieldset>
  );
}
