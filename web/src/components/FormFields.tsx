import { errorId, fieldId, type DraftForm, type FieldErrors, type KeysOfType } from './draftForm';
import { Field, FieldMessage, fieldStyles, type FieldIds } from './field/Field';

/** What a control needs of its form to show its error. */
interface WithErrors {
  errors: FieldErrors;
}

/** The message under a field the server or the check refused. */
export function FieldError({ form, field }: { form: WithErrors; field: string }) {
  return <FieldMessage id={errorId(field)} message={form.errors[field]} />;
}

/** The ids of a draft's field: fixed by its name, so that a refusal can point at it. */
function draftIds(field: string): FieldIds {
  const id = fieldId(field);
  return { id, hintId: `${id}-hint`, countId: `${id}-count`, errorId: errorId(field) };
}

/** The label of a draft's field, with the required mark the offer forms show. */
function requiredLabel(label: string | undefined, required: boolean | undefined) {
  if (label === undefined) return undefined;
  return (
    <>
      {label}
      {required && ' *'}
    </>
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
    className: multiline ? fieldStyles.textarea : fieldStyles.input,
    value: String(form.draft[field]),
    maxLength,
    placeholder,
    'aria-required': required || undefined,
    ...invalidProps(form, field),
  };
  return (
    <Field ids={draftIds(field)} label={requiredLabel(label, required)} error={form.errors[field]}>
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
    </Field>
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
    <Field ids={draftIds(field)} label={requiredLabel(label, required)} error={form.errors[field]}>
      <select
        id={fieldId(field)}
        className={fieldStyles.input}
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
    </Field>
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
    <div className={fieldStyles.field}>
      <label className={fieldStyles.check}>
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
