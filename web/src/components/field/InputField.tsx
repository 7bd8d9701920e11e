import type { InputHTMLAttributes } from 'react';
import { describedBy, Field, fieldStyles, useFieldIds } from './Field';

interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** What is wrong with the value, announced under the field. */
  error?: string | null;
}

/** A labelled input whose value the caller keeps (sign-in, sign-up, account settings). */
export function InputField({ label, error, ...input }: InputFieldProps) {
  const ids = useFieldIds();
  return (
    <Field ids={ids} label={label} error={error} errorRole="alert">
      <input id={ids.id} className={fieldStyles.input} {...describedBy(ids, { error: Boolean(error) })} {...input} />
    </Field>
  );
}
