import { MAX_LENGTHS, type TextField as TextFieldName } from './offerRules';
import { errorId, fieldId, type OfferForm } from './useOfferForm';
import styles from './JobOfferForm.module.css';

/** The message under a field the server or the check refused. */
export function FieldError({ form, field }: { form: OfferForm; field: string }) {
  const message = form.errors[field];
  if (!message) return null;
  return (
    <p id={errorId(field)} className={styles.fieldError}>
      {message}
    </p>
  );
}

/** aria props of a control: invalid and described by its error while it has one. */
export function invalidProps(form: OfferForm, field: string) {
  const invalid = Boolean(form.errors[field]);
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId(field) : undefined };
}

interface TextFieldProps {
  form: OfferForm;
  field: TextFieldName;
  /** Visible label; none when the section's heading labels the field. */
  label?: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url' | 'date' | 'number';
  placeholder?: string;
}

/** A text box or text area bound to one field of the draft. */
export function TextField({ form, field, label, required, multiline, type = 'text', placeholder }: TextFieldProps) {
  const common = {
    id: fieldId(field),
    className: `${styles.input} ${multiline ? styles.textarea : ''}`,
    value: form.draft[field],
    maxLength: MAX_LENGTHS[field],
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
        <textarea {...common} rows={6} onChange={(event) => form.set(field, event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          min={type === 'number' ? 0 : undefined}
          max={type === 'number' ? 60 : undefined}
          onChange={(event) => form.set(field, event.target.value)}
        />
      )}
      <FieldError form={form} field={field} />
    </div>
  );
}

/** A choice among a few values, bound to one field of the draft. */
export function SelectField<T extends string>({
  form,
  field,
  label,
  options,
  value,
  onChange,
}: {
  form: OfferForm;
  field: string;
  label: string;
  options: ReadonlyArray<readonly [T, string]>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)} className={styles.label}>
        {label} *
      </label>
      <select
        id={fieldId(field)}
        className={styles.input}
        value={value}
        aria-required
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
export function CheckboxField({
  form,
  field,
  label,
}: {
  form: OfferForm;
  field: 'isUrgent' | 'isExternal';
  label: string;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={form.draft[field]}
          {...invalidProps(form, field)}
          onChange={(event) => form.set(field, event.target.checked)}
        />
        {label}
      </label>
      <FieldError form={form} field={field} />
    </div>
  );
}
