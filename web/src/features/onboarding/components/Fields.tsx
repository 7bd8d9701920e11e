import type { InputHTMLAttributes } from 'react';
import { Field, fieldStyles, useFieldIds } from '../../../components/field/Field';
import { COUNTRIES } from '../lib/options';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input (text, date, month or number) whose value the form keeps. */
export function TextField({ label, value, onChange, type = 'text', ...input }: TextFieldProps) {
  const ids = useFieldIds();
  return (
    <Field ids={ids} label={label}>
      <input
        id={ids.id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldStyles.input}
        {...input}
      />
    </Field>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** The first, empty entry. */
  placeholder: string;
  autoComplete?: string;
}

/** A labelled list of fixed answers (countries, products, services). */
export function SelectField({ label, value, onChange, options, placeholder, autoComplete }: SelectFieldProps) {
  const ids = useFieldIds();
  return (
    <Field ids={ids} label={label}>
      <select
        id={ids.id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldStyles.input}
        autoComplete={autoComplete}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className={fieldStyles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/**
 * The founding year of an organisation: text with the spec's placeholder. No maxLength: a fifth
 * digit typed stays and is refused by the rule, instead of being dropped unseen ('19999' → '1999').
 */
export function FoundingYearField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField label="Año de fundación" value={value} onChange={onChange} inputMode="numeric" placeholder="yyyy" />
  );
}

interface CountryFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
}

/** A country from the spec's list of 20. */
export function CountryField(field: CountryFieldProps) {
  return <SelectField {...field} options={COUNTRIES} placeholder="Selecciona un país" />;
}

/** A saved country as the field starts: '' unless it is one of the list. */
export const listedCountry = (saved: string | null | undefined): string =>
  saved && COUNTRIES.includes(saved) ? saved : '';
