import { useEffect, useMemo, useRef } from 'react';
import { acceptOf, fileProblem, type FileRule } from '../lib/fileRules';
import { errorId, fieldId, type DraftForm } from './draftForm';
import { FieldError } from './FormFields';
import { FormSection } from './FormSection';
import styles from './OfferForm.module.css';

/** The words of one image field: 'Elegir logo', 'Cambiar logo', … */
export interface ImageFieldTexts {
  title: string;
  help: string;
  choose: string;
  change: string;
  remove: string;
  previewAlt: (fileName: string) => string;
  currentAlt: string;
}

interface ImageFieldProps<D> {
  /** The section's anchor. */
  id: string;
  /** Where its error goes in the form's errors (and its control's id). */
  field: string;
  form: DraftForm<D>;
  texts: ImageFieldTexts;
  /** The chosen file, kept by the form until it is sent. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The offer's current image (edit mode); it stays unless another is chosen. */
  currentUrl: string | null;
  /** What the field takes: checked as soon as a file is chosen, before anything is sent. */
  rule: FileRule;
}

/** An offer's header image (a logo, a banner): previewed and checked before it goes. */
export function ImageField<D>({ id, field, form, texts, file, onChange, currentUrl, rule }: ImageFieldProps<D>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? currentUrl;

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const refusal = fileProblem(chosen, rule);
    form.setErrors({ ...form.errors, [field]: refusal ?? '' });
    if (!refusal) onChange(chosen);
    if (inputRef.current) inputRef.current.value = ''; // the same file can be chosen again
  }

  function remove() {
    onChange(null);
    form.setErrors({ ...form.errors, [field]: '' });
  }

  return (
    <FormSection id={id} title={texts.title}>
      <p className={styles.help}>{texts.help}</p>
      {shown && (
        <img src={shown} alt={file ? texts.previewAlt(file.name) : texts.currentAlt} className={styles.logoPreview} />
      )}
      <div className={styles.logoActions}>
        <label htmlFor={fieldId(field)} className={styles.secondaryButton}>
          {shown ? texts.change : texts.choose}
        </label>
        <input
          ref={inputRef}
          id={fieldId(field)}
          type="file"
          accept={acceptOf(rule)}
          className={styles.fileInput}
          aria-describedby={form.errors[field] ? errorId(field) : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {file && (
          <button type="button" className={styles.linkButton} onClick={remove}>
            {texts.remove}
          </button>
        )}
      </div>
      <FieldError form={form} field={field} />
    </FormSection>
  );
}
