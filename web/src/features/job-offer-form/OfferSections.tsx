import { TagInput } from '../../components/TagInput';
import { FormSection } from './FormSection';
import { CheckboxField, DraftSelect, FieldError, TextField } from './fields';
import { MAX_SKILL_LENGTH, MAX_SKILLS_PER_LIST, type TextField as TextFieldName } from './offerRules';
import { SalaryFields } from './SalaryFields';
import type { SectionId } from './sections';
import { fieldId, type OfferForm } from './useOfferForm';
import styles from '../../components/OfferForm.module.css';

// The REST values of part 2 §3, as the select shows them.
const JOB_TYPES = [
  ['FULL_TIME', 'Tiempo completo'],
  ['PART_TIME', 'Tiempo parcial'],
  ['INTERNSHIP', 'Prácticas'],
] as const;
const LOCATION_TYPES = [
  ['ON_SITE', 'Presencial'],
  ['REMOTE', 'Remoto'],
  ['HYBRID', 'Híbrido'],
] as const;

/** Position, company name and 'Urgente'. */
function TitleSection({ form }: { form: OfferForm }) {
  return (
    <FormSection id="titulo">
      <TextField form={form} field="position" label="Título del puesto" required />
      <TextField form={form} field="companyName" label="Nombre de la empresa" />
      <CheckboxField form={form} field="isUrgent" label="Oferta urgente" />
    </FormSection>
  );
}

/** Contract, format, place, dates, contact and the salary range. */
function SpecificationsSection({ form }: { form: OfferForm }) {
  const { draft } = form;
  return (
    <FormSection id="especificaciones">
      <div className={styles.grid}>
        <DraftSelect form={form} field="jobType" label="Tipo de contrato" options={JOB_TYPES} />
        <DraftSelect form={form} field="locationType" label="Modalidad" options={LOCATION_TYPES} />
        <TextField form={form} field="city" label="Ciudad" required />
        <TextField form={form} field="country" label="País" required />
        <TextField form={form} field="duration" label="Duración" placeholder="Por ejemplo, 6 meses" />
        <TextField form={form} field="experienceYears" label="Años de experiencia" type="number" />
        <TextField form={form} field="expirationDate" label="Fecha de caducidad" type="date" />
        <TextField form={form} field="contactName" label="Persona de contacto" />
        <TextField form={form} field="website" label="Sitio web" type="url" placeholder="https://" />
      </div>
      <SalaryFields form={form} />
      <TextField form={form} field="experience" label="Experiencia requerida" multiline />
      <CheckboxField form={form} field="isExternal" label="La oferta también se publica en otra web" />
      {draft.isExternal && (
        <TextField form={form} field="externalLink" label="Enlace de la oferta externa" type="url" required />
      )}
    </FormSection>
  );
}

/** A section holding one text area, labelled by the section's heading. */
function TextSection({
  form,
  id,
  field,
  required,
}: {
  form: OfferForm;
  id: SectionId;
  field: TextFieldName;
  required?: boolean;
}) {
  return (
    <FormSection id={id} label={{ htmlFor: fieldId(field), required }}>
      <TextField form={form} field={field} required={required} multiline />
    </FormSection>
  );
}

/** Hard or soft skills: trimmed, non-empty, each once (TagInput's rules). */
function SkillsSection({ form, kind }: { form: OfferForm; kind: 'hardSkills' | 'softSkills' }) {
  const hard = kind === 'hardSkills';
  return (
    <FormSection id={hard ? 'hard-skills' : 'soft-skills'}>
      <TagInput
        label={hard ? 'Habilidades técnicas' : 'Habilidades personales'}
        tags={form.draft[kind]}
        onChange={(tags) => form.set(kind, tags)}
        max={MAX_SKILLS_PER_LIST}
        maxLength={MAX_SKILL_LENGTH}
        placeholder={hard ? 'Por ejemplo, Patronaje (pulsa Intro)' : 'Por ejemplo, Trabajo en equipo (pulsa Intro)'}
      />
      <FieldError form={form} field={kind} />
    </FormSection>
  );
}

/** The job offer's own sections, in the form's order (part 2 §2). */
export function JobOfferSections({ form }: { form: OfferForm }) {
  return (
    <>
      <TitleSection form={form} />
      <SpecificationsSection form={form} />
      <TextSection form={form} id="empleador" field="descriptionEmployer" required />
      <TextSection form={form} id="puesto" field="description" required />
      <TextSection form={form} id="funciones" field="functions" />
      <TextSection form={form} id="ofrecemos" field="offered" />
      <TextSection form={form} id="perfil" field="requiredProfile" required />
      <SkillsSection form={form} kind="hardSkills" />
      <SkillsSection form={form} kind="softSkills" />
    </>
  );
}
