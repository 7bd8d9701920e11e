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
        <DigitsBox
          id={`${id}-month`}
          label="Mes"
          placeholder="MM"
          value={month}
          onChange={(typed) => onChange({ month: acceptMonth(typed, month), year })}
        />
        <DigitsBox
          id={`${id}-year`}
          label="Año"
          placeholder="AAAA"
          value={year}
          onChange={(typed) => onChange({ month, year: acceptYear(typed) })}
        />
      </div>
    </fieldset>
  );
}

interface DigitsBoxProps {
  id: string;
  label: string;
  /** 'MM' or 'AAAA': also how many digits the box takes. */
  placeholder: string;
  value: string;
  onChange: (typed: string) => void;
}

/** One labelled box of digits, the month's or the year's. */
function DigitsBox({ id, label, placeholder, value, onChange }: DigitsBoxProps) {
  return (
    <label htmlFor={id} className={styles.part}>
      <span>{label}</span>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        placeholder={placeholder}
        maxLength={placeholder.length}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
