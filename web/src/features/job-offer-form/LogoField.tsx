import { useEffect, useMemo, useRef } from 'react';
import { FormSection } from './FormSection';
import { logoProblem } from './offerRules';
import { errorId, fieldId, type OfferForm } from './useOfferForm';
import { FieldError } from './fields';
import styles from './JobOfferForm.module.css';

interface LogoFieldProps {
  form: OfferForm;
  /** The chosen file, kept by the form until it is sent. */
  logo: File | null;
  onChange: (logo: File | null) => void;
  /** The offer's current logo (edit mode); it stays unless another is chosen. */
  currentUrl: string | null;
}

/** The header image: the company's logo, previewed, checked (an image, up to 5 MB) before it goes. */
export function LogoField({ form, logo, onChange, currentUrl }: LogoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? currentUrl;

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = logoProblem(file);
    form.setErrors({ ...form.errors, logo: problem ?? '' });
    if (!problem) onChange(file);
    if (inputRef.current) inputRef.current.value = ''; // the same file can be chosen again
  }

  function remove() {
    onChange(null);
    form.setErrors({ ...form.errors, logo: '' });
  }

  return (
    <FormSection id="imagen">
      <p className={styles.help}>El logo de la empresa, en JPG, PNG, WebP o GIF (máximo 5MB).</p>
      {shown && (
        <img
          src={shown}
          alt={logo ? `Vista previa del logo: ${logo.name}` : 'Logo actual de la oferta'}
          className={styles.logoPreview}
        />
      )}
      <div className={styles.logoActions}>
        <label htmlFor={fieldId('logo')} className={styles.secondaryButton}>
          {shown ? 'Cambiar logo' : 'Elegir logo'}
        </label>
        <input
          ref={inputRef}
          id={fieldId('logo')}
          type="file"
          accept="image/*"
          className={styles.fileInput}
          aria-describedby={form.errors.logo ? errorId('logo') : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {logo && (
          <button type="button" className={styles.linkButton} onClick={remove}>
            Quitar el logo elegido
          </button>
        )}
      </div>
      <FieldError form={form} field="logo" />
    </FormSection>
  );
}
