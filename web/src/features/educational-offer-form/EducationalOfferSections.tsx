import type { DraftForm } from '../../components/draftForm';
import { CheckboxField, FieldError, SelectField, TextField } from '../../components/FormFields';
import { FormSection } from '../../components/FormSection';
import { DURATION_UNITS, type DurationUnitValue } from '../../lib/studyDuration';
import {
  enrollmentAcrossNewYear,
  CATEGORIES,
  EDUCATION_TYPES,
  FIELD_LABELS,
  MAX_DESCRIPTION,
  MODALITIES,
  MONTHS,
  TEXTS,
  type EducationalOfferDraft,
  type EducationType,
  type Month,
  type StudyCategory,
  type StudyModality,
} from './educationalOfferRules';
import { RequirementsField } from './RequirementsField';
import { sectionTitle } from './sections';
import styles from '../../components/OfferForm.module.css';

export type EducationalOfferFormState = DraftForm<EducationalOfferDraft>;
type Props = { form: EducationalOfferFormState };

const CHOOSE = 'Selecciona una opción';
const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));
const DAY_OPTIONS: ReadonlyArray<readonly [string, string]> = [['', 'Día'], ...DAYS.map((day) => [day, day] as const)];
const MONTH_OPTIONS: ReadonlyArray<readonly [Month | '', string]> = [['', 'Mes'], ...MONTHS];

/** The programme's name (at most 100 characters, checked on submit) and kind of studies. */
function TitleSection({ form }: Props) {
  return (
    <FormSection id="titulo" title={sectionTitle('titulo')}>
      <TextField form={form} field="programName" label={FIELD_LABELS.programName} required />
      <TextField
        form={form}
        field="studyType"
        label={FIELD_LABELS.studyType}
        maxLength={100}
        placeholder="Por ejemplo, Máster oficial"
      />
    </FormSection>
  );
}

/** City, country, the kind of programme and its category (what Estudiar moda filters by). */
function SpecificationsSection({ form }: Props) {
  return (
    <FormSection id="especificaciones" title={sectionTitle('especificaciones')}>
      <div className={styles.grid}>
        <TextField form={form} field="city" label={FIELD_LABELS.city} required maxLength={100} />
        <TextField form={form} field="country" label={FIELD_LABELS.country} required maxLength={60} />
        <SelectField<EducationType | ''>
          form={form}
          field="educationType"
          label={FIELD_LABELS.educationType}
          options={[['', CHOOSE], ...EDUCATION_TYPES]}
          value={form.draft.educationType}
          onChange={(value) => form.set('educationType', value)}
        />
        <SelectField<StudyCategory>
          form={form}
          field="category"
          label={FIELD_LABELS.category}
          options={CATEGORIES}
          required={false}
          value={form.draft.category}
          onChange={(value) => form.set('category', value)}
        />
      </div>
    </FormSection>
  );
}

/** How the programme is taught: modality, credits, length (months or years), schedule and what it includes. */
function TrainingSection({ form }: Props) {
  return (
    <FormSection id="formacion" title={sectionTitle('formacion')}>
      <div className={styles.grid}>
        <SelectField<StudyModality | ''>
          form={form}
          field="modality"
          label={FIELD_LABELS.modality}
          options={[['', CHOOSE], ...MODALITIES]}
          value={form.draft.modality}
          onChange={(value) => form.set('modality', value)}
        />
        <TextField form={form} field="credits" label={FIELD_LABELS.credits} type="number" min={1} step={1} />
        <TextField form={form} field="duration" label={FIELD_LABELS.duration} type="number" required min={1} step={1} />
        <SelectField<DurationUnitValue>
          form={form}
          field="durationUnit"
          label={FIELD_LABELS.durationUnit}
          options={DURATION_UNITS}
          value={form.draft.durationUnit}
          onChange={(value) => form.set('durationUnit', value)}
        />
      </div>
      <CheckboxField form={form} field="morningSchedule" label="Horario de mañana" />
      <CheckboxField form={form} field="internships" label="Prácticas en empresas" />
      <CheckboxField form={form} field="erasmus" label="Erasmus" />
      <CheckboxField form={form} field="bilingualEducation" label="Educación bilingüe" />
    </FormSection>
  );
}

type DayField = 'enrollmentStartDay' | 'enrollmentEndDay';
type MonthField = 'enrollmentStartMonth' | 'enrollmentEndMonth' | 'schoolYearStartMonth' | 'schoolYearEndMonth';

function DaySelect({ form, field, label }: Props & { field: DayField; label: string }) {
  return (
    <SelectField<string>
      form={form}
      field={field}
      label={label}
      options={DAY_OPTIONS}
      value={form.draft[field]}
      onChange={(value) => form.set(field, value)}
      required={false}
    />
  );
}

function MonthSelect({ form, field, label }: Props & { field: MonthField; label: string }) {
  return (
    <SelectField<Month | ''>
      form={form}
      field={field}
      label={label}
      options={MONTH_OPTIONS}
      value={form.draft[field]}
      onChange={(value) => form.set(field, value)}
      required={false}
    />
  );
}

/** First and last day of enrollment; an end earlier in the year than the start runs into the next year. */
function EnrollmentSection({ form }: Props) {
  return (
    <FormSection id="matricula" title={sectionTitle('matricula')}>
      <div className={styles.grid}>
        <DaySelect form={form} field="enrollmentStartDay" label="Día de inicio" />
        <MonthSelect form={form} field="enrollmentStartMonth" label="Mes de inicio" />
        <DaySelect form={form} field="enrollmentEndDay" label="Día de finalización" />
        <MonthSelect form={form} field="enrollmentEndMonth" label="Mes de finalización" />
      </div>
      <p className={styles.help} aria-live="polite">
        {enrollmentAcrossNewYear(form.draft) ? TEXTS.acrossNewYear : ''}
      </p>
      <FieldError form={form} field="enrollmentStart" />
      <FieldError form={form} field="enrollmentEnd" />
    </FormSection>
  );
}

/** The months the school year starts and ends. */
function SchoolYearSection({ form }: Props) {
  return (
    <FormSection id="curso" title={sectionTitle('curso')}>
      <div className={styles.grid}>
        <MonthSelect form={form} field="schoolYearStartMonth" label={FIELD_LABELS.schoolYearStartMonth} />
        <MonthSelect form={form} field="schoolYearEndMonth" label={FIELD_LABELS.schoolYearEndMonth} />
      </div>
    </FormSection>
  );
}

/** The programme's website. */
function WebsiteSection({ form }: Props) {
  return (
    <FormSection id="web" title={sectionTitle('web')}>
      <TextField form={form} field="websiteUrl" label="Página web del programa" type="url" placeholder="https://" />
    </FormSection>
  );
}

/** What the programme is about and what it asks of applicants. */
function DescriptionSection({ form }: Props) {
  return (
    <FormSection id="descripcion" title={sectionTitle('descripcion')}>
      <TextField
        form={form}
        field="description"
        label="Descripción del programa"
        multiline
        maxLength={MAX_DESCRIPTION}
      />
      <RequirementsField form={form} />
    </FormSection>
  );
}

/** The programme's own sections, in the form's order (part 2 §3). */
export function EducationalOfferSections({ form }: Props) {
  return (
    <>
      <TitleSection form={form} />
      <SpecificationsSection form={form} />
      <TrainingSection form={form} />
      <EnrollmentSection form={form} />
      <SchoolYearSection form={form} />
      <WebsiteSection form={form} />
      <DescriptionSection form={form} />
    </>
  );
}
