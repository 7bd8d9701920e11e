import type { ComponentProps } from 'react';
import { TextField as SharedTextField } from '../../components/FormFields';
import { MAX_LENGTHS, type OfferDraft, type TextField as TextFieldName } from './offerRules';

export { CheckboxField, FieldError, invalidProps, SelectField } from '../../components/FormFields';

type TextFieldProps = Omit<ComponentProps<typeof SharedTextField<OfferDraft>>, 'field'> & { field: TextFieldName };

/** A text box or text area bound to one field of the job offer, with its length limit (years: 0 to 60). */
export function TextField(props: TextFieldProps) {
  const years = props.type === 'number' ? { min: 0, max: 60 } : {};
  return <SharedTextField<OfferDraft> maxLength={MAX_LENGTHS[props.field]} {...years} {...props} />;
}
