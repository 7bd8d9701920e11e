import type { ComponentProps } from 'react';
import { errorId, fieldId } from '../../components/draftForm';
import { Field, fieldStyles } from '../../components/field/Field';
import { invalidProps, SelectField, TextField as SharedTextField } from '../../components/FormFields';
import { MAX_LENGTHS, type OfferDraft, type TextField as TextFieldName } from './offerRules';
import type { OfferForm } from './useOfferForm';

export { CheckboxField, FieldError, invalidProps } from '../../components/FormFields';

type TextFieldProps = Omit<ComponentProps<typeof SharedTextField<OfferDraft>>, 'field'> & { field: TextFieldName };

/** A text box or text area bound to one field of the job offer, with its length limit (years: 0 to 60). */
export function TextField(props: TextFieldProps) {
  const years = props.type === 'number' ? { min: 0, max: 60 } : {};
  return <SharedTextField<OfferDraft> maxLength={MAX_LENGTHS[props.field]} {...years} {...props} />;
}

/**
 * A whole amount of money, typed as text with the numeric keypad on phones: a number box
 * would take '30.000' for thirty and drop what it cannot read, where the server reads 30000.
 */
export function AmountField({
  form,
  field,
  label,
}: {
  form: OfferForm;
  field: 'salaryMin' | 'salaryMax';
  label: string;
}) {
  const id = fieldId(field);
  return (
    <Field
      ids={{ id, hintId: `${id}-hint`, countId: `${id}-count`, errorId: errorId(field) }}
      label={label}
      error={form.errors[field]}
    >
      <input
        id={id}
        className={fieldStyles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={form.draft[field]}
        {...invalidProps(form, field)}
        onChange={(event) => form.set(field, event.target.value)}
      />
    </Field>
  );
}

/** The draft's fields chosen from a few values. */
type ChoiceField = 'jobType' | 'locationType' | 'salaryCurrency' | 'salaryPeriod';

/** A choice of the draft's own: its value read from the draft and set back into it. */
export function DraftSelect<K extends ChoiceField>({
  form,
  field,
  label,
  options,
  required,
}: {
  form: OfferForm;
  field: K;
  label: string;
  options: ReadonlyArray<readonly [OfferDraft[K], string]>;
  required?: boolean;
}) {
  return (
    <SelectField<OfferDraft[K]>
      form={form}
      field={field}
      label={label}
      options={options}
      required={required}
      value={form.draft[field]}
      onChange={(value) => form.set(field, value)}
    />
  );
}
