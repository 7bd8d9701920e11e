import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { OFFER_SENT_NOTICE, withArrivalNotice } from '../../components/ArrivalNotice';
import { focusField, refusalErrors, useDraftForm, type FieldErrors } from '../../components/draftForm';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { ImageField, type ImageFieldTexts } from '../../components/ImageField';
import { LiveEditNote } from '../../components/LiveEditNote';
import { QuestionsField } from '../../components/QuestionsField';
import { SectionNav } from '../../components/SectionNav';
import { UploadProgress } from '../../components/UploadProgress';
import { FILE_RULES } from '../../lib/fileRules';
import { paths } from '../../lib/routing/paths';
import {
  correctFieldMessage,
  orderedErrors,
  submitLabel,
  validateDraft,
  type EducationalOfferDraft,
} from './educationalOfferRules';
import {
  DescriptionSection,
  EnrollmentSection,
  SchoolYearSection,
  SpecificationsSection,
  TitleSection,
  TrainingSection,
  WebsiteSection,
} from './EducationalOfferSections';
import { sectionTitle, SECTIONS } from './sections';
import { useSaveEducationalOffer } from './useSaveEducationalOffer';
import styles from '../../components/OfferForm.module.css';

interface EducationalOfferFormProps {
  /** The offer's global ID in edit mode; absent when publishing a new one. */
  offerId?: string;
  initial: () => EducationalOfferDraft;
  /** The offer's header image in edit mode. */
  currentImage?: string | null;
  /** Editing a public offer: it stays public as it is while the changes wait for review. */
  live?: boolean;
}

const IMAGE_TEXTS: ImageFieldTexts = {
  title: sectionTitle('imagen'),
  help: 'La imagen de cabecera del programa, en JPG, PNG o GIF (máximo 5MB).',
  choose: 'Elegir imagen',
  change: 'Cambiar imagen',
  remove: 'Quitar la imagen elegida',
  previewAlt: (name) => `Vista previa de la imagen de cabecera: ${name}`,
  currentAlt: 'Imagen de cabecera actual',
};

// Errors about a pair of controls go to the first control of the pair.
const CONTROL_OF: Readonly<Record<string, string>> = {
  enrollmentStart: 'enrollmentStartDay',
  enrollmentEnd: 'enrollmentEndDay',
};

/**
 * The educational offer form (part 2 §2 Create educational offer, §5): sections with
 * their sidebar anchors, the rules checked before sending ('Por favor corrige el campo: …'
 * and the field's message), the header image with its upload progress. A refusal keeps
 * everything typed and shows next to its field; success goes to Estudiar moda.
 */
export function EducationalOfferForm({
  offerId,
  initial,
  currentImage = null,
  live = false,
}: EducationalOfferFormProps) {
  const form = useDraftForm(initial);
  const [headerImage, setHeaderImage] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, upload] = useSaveEducationalOffer(offerId);
  const navigate = useNavigate();
  const editing = Boolean(offerId);

  function showErrors(errors: FieldErrors, message: string) {
    form.setErrors(errors);
    setNotice(errorNotice(message));
    const [first] = Object.keys(errors);
    focusField(first && (CONTROL_OF[first] ?? first));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.inFlight) return;
    const errors = validateDraft(form.draft);
    const [first] = Object.keys(errors);
    if (first) return showErrors(errors, correctFieldMessage(first));
    setNotice(null);
    const result = await save(form.draft, headerImage);
    if (result.kind === 'saved') {
      void navigate(paths.fashion(), withArrivalNotice(editing ? (result.message ?? '') : OFFER_SENT_NOTICE));
    } else if (result.kind === 'refused')
      showErrors(orderedErrors(refusalErrors(result.errors)), result.errors[0].message);
    else setNotice(errorNotice(result.message));
  }

  return (
    <div className={styles.layout}>
      <SectionNav sections={SECTIONS} label="Secciones de la oferta educativa" />
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Editar oferta educativa' : 'Nueva oferta educativa'}
      >
        <p className={styles.help}>Los campos marcados con * son obligatorios.</p>
        {live && <LiveEditNote />}
        <ImageField
          id="imagen"
          field="headerImage"
          form={form}
          texts={IMAGE_TEXTS}
          file={headerImage}
          onChange={setHeaderImage}
          currentUrl={currentImage}
          rule={FILE_RULES.headerImage}
        />
        <TitleSection form={form} />
        <SpecificationsSection form={form} />
        <TrainingSection form={form} />
        <EnrollmentSection form={form} />
        <SchoolYearSection form={form} />
        <WebsiteSection form={form} />
        <DescriptionSection form={form} />
        <QuestionsField
          id="preguntas"
          title={sectionTitle('preguntas')}
          questions={form.draft.extraQuestions}
          onChange={(questions) => form.set('extraQuestions', questions)}
          errors={form.errors}
        />
        <div className={styles.submitArea}>
          <FormNotice notice={notice} />
          {upload.inFlight && headerImage && upload.percent !== null && (
            <UploadProgress percent={upload.percent} label="Subiendo la imagen de cabecera" />
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.submit} disabled={upload.inFlight}>
              {submitLabel(editing, upload.inFlight)}
            </button>
            <button type="button" className={styles.secondaryButton} onClick={() => void navigate(-1)}>
              Cancelar
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
