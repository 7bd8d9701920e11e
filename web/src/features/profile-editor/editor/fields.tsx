import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { TagPills } from '../../../components/TagPills';
import { describedBy, Field, fieldStyles, useFieldIds } from '../../../components/field/Field';
import styles from './fields.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  maxLength?: number;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** A message under the field, tied to it for screen readers. */
  error?: string | null;
  /** Text before the box, such as a network's address. */
  prefix?: string;
  inputMode?: 'numeric' | 'email' | 'url' | 'text';
  /** The id of a datalist of suggestions. */
  list?: string;
}

function labelText(label: string, required?: boolean): ReactNode {
  return required ? (
    <>
      {label} <span aria-hidden="true">*</span>
    </>
  ) : (
    label
  );
}

/** A labelled one-line text box. */
export function TextField({ label, value, onChange, error, required, prefix, ...input }: TextFieldProps) {
  const ids = useFieldIds();
  return (
    <Field ids={ids} label={labelText(label, required)} error={error}>
      <div className={prefix ? styles.prefixed : undefined}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={ids.id}
          className={fieldStyles.input}
          value={value}
          required={required}
          {...describedBy(ids, { error: Boolean(error) })}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      </div>
    </Field>
  );
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The limit of the spec: the box takes no more, and a counter shows what is used. */
  maxLength: number;
  rows?: number;
  required?: boolean;
  error?: string | null;
}

/** A labelled text area with its character counter ('37/150'). */
export function TextAreaField({ label, value, onChange, maxLength, rows = 3, required, error }: TextAreaFieldProps) {
  const ids = useFieldIds();
  return (
    <Field ids={ids} label={labelText(label, required)} count={{ used: value.length, max: maxLength }} error={error}>
      <textarea
        id={ids.id}
        className={fieldStyles.textarea}
        value={value}
        rows={rows}
        maxLength={maxLength}
        required={required}
        {...describedBy(ids, { count: true, error: Boolean(error) })}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox. */
export function CheckField({ label, checked, onChange }: CheckFieldProps) {
  return (
    <label className={fieldStyles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** A row of fields that wraps on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** Label and value in view mode; '—' when empty. */
export function ViewItem({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={styles.viewItem}>
      <span className={styles.viewLabel}>{label}</span>
      <span className={empty ? styles.empty : undefined}>{empty ? 'Sin completar' : children}</span>
    </div>
  );
}

/** Tags in view mode. */
export function TagList({ tags, empty = 'Sin completar' }: { tags: readonly string[]; empty?: string }) {
  if (tags.length === 0) return <p className={styles.empty}>{empty}</p>;
  return <TagPills tags={tags} />;
}
