import { errorId, fieldId, type DraftForm, type FieldErrors, type KeysOfType } from './draftForm';
import styles from './OfferForm.module.css';

/** What a control needs of its form to show its error. */
interface WithErrors {
  errors: FieldErrors;
}

/** The message under a field the server or the check refused. */
export function FieldError({ form, field }: { form: WithErrors; field: string }) {
  const message = form.errors[field];
  if (!message) return null;
  return (
    <p id={errorId(field)} className={styles.fieldError}>
      {message}
    </p>
  );
}

/** aria props of a control: invalid and described by its error while it has one. */
export function invalidProps(form: WithErrors, field: string) {
  const invalid = Boolean(form.errors[field]);
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId(field) : undefined };
}

interface TextFieldProps<D> {
  form: DraftForm<D>;
  field: KeysOfType<D, string>;
  /** Visible label; none when the section's heading labels the field. */
  label?: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url' | 'date' | 'number';
  placeholder?: string;
  maxLength?: number;
  /** Bounds and step of a number. */
  min?: number;
  max?: number;
  step?: number;
}

/** A text box or text area bound to one text field of the draft. */
export function TextField<D>({
  form,
  field,
  label,
  required,
  multiline,
  type = 'text',
  placeholder,
  maxLength,
  min,
  max,
  step,
}: TextFieldProps<D>) {
  // KeysOfType guarantees the value is a string; TypeScript cannot follow it through D[K].
  const change = (value: string) => form.set(field, value as D[typeof field]);
  const common = {
    id: fieldId(field),
    className: `${styles.input} ${multiline ? styles.textarea : ''}`,
    value: String(form.draft[field]),
    maxLength,
    placeholder,
    'aria-required': required || undefined,
    ...invalidProps(form, field),
  };
  return (
    <div className={styles.field}>
      {label && (
        <label htmlFor={common.id} className={styles.label}>
          {label}
          {required && ' *'}
        </label>
      )}
      {multiline ? (
        <textarea {...common} rows={6} onChange={(event) => change(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          min={min}
          max={max}
          step={step}
          onChange={(event) => change(event.target.value)}
        />
      )}
      <FieldError form={form} field={field} />
    </div>
  );
}

/** A choice among a few values. */
export function SelectField<T extends string>({
  form,
  field,
  label,
  options,
  value,
  onChange,
  required = true,
}: {
  form: WithErrors;
  field: string;
  label: string;
  options: ReadonlyArray<readonly [T, string]>;
  value: T;
  onChange: (value: T) => void;
  required?: boolean;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)} className={styles.label}>
        {label}
        {required && ' *'}
      </label>
      <select
        id={fieldId(field)}
        className={styles.input}
        value={value}
        aria-required={required || undefined}
        {...invalidProps(form, field)}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      <FieldError form={form} field={field} />
    </div>
  );
}

/** A yes/no field of the draft. */
export function CheckboxField<D>({
  form,
  field,
  label,
}: {
  form: DraftForm<D>;
  field: KeysOfType<D, boolean>;
  label: string;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={Boolean(form.draft[field])}
          {...invalidProps(form, field)}
          onChange={(event) => form.set(field, event.target.checked as D[typeof field])}
        />
        {label}
      </label>
      <FieldError form={form} field={field} />
    </div>
  );
}
