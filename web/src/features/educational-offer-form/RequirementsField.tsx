import { fieldId, type DraftForm } from '../../components/draftForm';
import { FieldError, invalidProps } from '../../components/FormFields';
import { MAX_REQUIREMENTS, TEXTS, type EducationalOfferDraft } from './educationalOfferRules';
import styles from '../../components/OfferForm.module.css';

/** The entry requirements, one text each, at most 10 (blank ones are not sent). */
export function RequirementsField({ form }: { form: DraftForm<EducationalOfferDraft> }) {
  const { requirements } = form.draft;
  const full = requirements.length >= MAX_REQUIREMENTS;
  const set = (next: string[]) => form.set('requirements', next);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Requisitos</legend>
      {requirements.length > 0 && (
        <ol className={styles.questions}>
          {requirements.map((requirement, index) => (
            // Rows are only added at the end and removed by index: the index is their identity.
            <li key={index} className={styles.requirement}>
              <label htmlFor={fieldId(`requirements-${index}`)} className={styles.label}>
                Requisito {index + 1}
              </label>
              <input
                id={fieldId(`requirements-${index}`)}
                className={styles.input}
                value={requirement}
                maxLength={300}
                {...invalidProps(form, 'requirements')}
                onChange={(event) => set(requirements.map((text, at) => (at === index ? event.target.value : text)))}
              />
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => set(requirements.filter((_, at) => at !== index))}
              >
                Quitar el requisito {index + 1}
              </button>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className={styles.help} role="status">
          {TEXTS.requirementLimit}
        </p>
      ) : (
        <button type="button" className={styles.secondaryButton} onClick={() => set([...requirements, ''])}>
          Añadir requisito
        </button>
      )}
      <FieldError form={form} field="requirements" />
    </fieldset>
  );
}
