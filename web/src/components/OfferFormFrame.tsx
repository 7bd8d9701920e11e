import { useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FileRule } from '../lib/fileRules';
import type { UploadState } from '../lib/relay/useUploadMutation';
import { OFFER_SENT_NOTICE, withArrivalNotice } from './ArrivalNotice';
import {
  focusField,
  refusalErrors,
  useDraftForm,
  type DraftForm,
  type FieldErrors,
  type SaveResult,
} from './draftForm';
import type { QuestionDraft } from './extraQuestions';
import { errorNotice, FormNotice, type Notice } from './FormNotice';
import { ImageField, type ImageFieldTexts } from './ImageField';
import { LiveEditNote } from './LiveEditNote';
import { QuestionsField } from './QuestionsField';
import { SectionNav } from './SectionNav';
import { UploadProgress } from './UploadProgress';
import styles from './OfferForm.module.css';

/** The offer's header image (a logo, a programme's banner). */
export interface OfferImage {
  /** Where its error goes in the form's errors. */
  field: string;
  texts: ImageFieldTexts;
  rule: FileRule;
  /** What the progress bar says while it goes: 'Subiendo el logo'. */
  uploadLabel: string;
}

/** A draft's problems before anything is sent: the errors by field, in the form's order, and the notice. */
export interface DraftProblems {
  errors: FieldErrors;
  message: string;
}

/** What makes one kind of offer form: its sections, words, image, rules and where it leads. */
export interface OfferFormSetup<D> {
  /** The sidebar's anchors, in the form's order ('imagen' first, 'preguntas' last). */
  sections: ReadonlyArray<{ id: string; title: string }>;
  /** The sidebar's accessible name: 'Secciones de la oferta'. */
  navLabel: string;
  /** The form's accessible name, new and in edit mode: 'Nueva oferta', 'Editar oferta'. */
  formLabel: (editing: boolean) => string;
  /** The submit button's words, by mode and while sending ('Crear oferta', 'Publicando…'). */
  submitLabel: (editing: boolean, sending: boolean) => string;
  image: OfferImage;
  /** The rules checked before sending; null when the draft may go. */
  check: (draft: D) => DraftProblems | null;
  /** The server's refusals by field put in the form's order (as they come, by default). */
  orderErrors?: (errors: FieldErrors) => FieldErrors;
  /** The control that takes the focus for a field's error (a pair's first control, say). */
  controlOf?: (field: string) => string;
  /** Where a saved offer leads, with the server's words (or, for a new one, that it waits for review). */
  destination: string;
  /** A 'Cancelar' button that goes back, where the form has one. */
  cancel?: boolean;
  /** The offer's own sections, in order, between its image and its questions. */
  Sections: ComponentType<{ form: DraftForm<D> }>;
}

/** What a page gives an offer form (job or educational): new, or the offer to edit. */
export interface OfferFormProps<D> {
  /** The offer's global ID in edit mode; absent when publishing a new one. */
  offerId?: string;
  initial: () => D;
  /** The offer's header image (its logo, its banner) in edit mode. */
  currentImage?: string | null;
  /** Editing a public offer: it stays public as it is while the changes wait for review. */
  live?: boolean;
}

interface OfferFormFrameProps<D> extends OfferFormProps<D> {
  setup: OfferFormSetup<D>;
  /** The feature's save hook's answer: the save and its upload's progress. */
  saving: readonly [(draft: D, image: File | null) => Promise<SaveResult>, UploadState];
}

const asTheyCome = (errors: FieldErrors) => errors;
const sameField = (field: string) => field;

/**
 * What the job and educational offer forms share (part 2 §2, §5): the sidebar, the header
 * image first, the offer's own sections, the questions to applicants last, and sending: the
 * rules checked first, a refusal kept beside its field with everything typed, the image's
 * upload progress, and on success the way to `destination`.
 */
export function OfferFormFrame<D extends { extraQuestions: QuestionDraft[] }>({
  setup,
  saving: [save, upload],
  offerId,
  initial,
  currentImage = null,
  live = false,
}: OfferFormFrameProps<D>) {
  const { sections, image, check, orderErrors = asTheyCome, controlOf = sameField, destination, Sections } = setup;
  const form = useDraftForm(initial);
  const editing = Boolean(offerId);
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const navigate = useNavigate();

  function showErrors({ errors, message }: DraftProblems) {
    form.setErrors(errors);
    setNotice(errorNotice(message));
    const [first] = Object.keys(errors);
    focusField(first && controlOf(first));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.inFlight) return;
    const problems = check(form.draft);
    if (problems) return showErrors(problems);
    setNotice(null);
    const result = await save(form.draft, file);
    if (result.kind === 'saved') {
      void navigate(destination, withArrivalNotice(editing ? (result.message ?? '') : OFFER_SENT_NOTICE));
    } else if (result.kind === 'refused') {
      showErrors({ errors: orderErrors(refusalErrors(result.errors)), message: result.errors[0].message });
    } else {
      setNotice(errorNotice(result.message));
    }
  }

  const submitButton = (
    <button type="submit" className={styles.submit} disabled={upload.inFlight}>
      {setup.submitLabel(editing, upload.inFlight)}
    </button>
  );
  return (
    <div className={styles.layout}>
      <SectionNav sections={sections} label={setup.navLabel} />
      <form className={styles.form} onSubmit={submit} noValidate aria-label={setup.formLabel(editing)}>
        <p className={styles.help}>Los campos marcados con * son obligatorios.</p>
        {live && <LiveEditNote />}
        <ImageField
          id="imagen"
          field={image.field}
          form={form}
          texts={image.texts}
          file={file}
          onChange={setFile}
          currentUrl={currentImage}
          rule={image.rule}
        />
        <Sections form={form} />
        <QuestionsField
          id="preguntas"
          title={sections.find((section) => section.id === 'preguntas')?.title ?? ''}
          questions={form.draft.extraQuestions}
          onChange={(questions) => form.set('extraQuestions', questions)}
          errors={form.errors}
        />
        <div className={styles.submitArea}>
          <FormNotice notice={notice} />
          {upload.inFlight && file && upload.percent !== null && (
            <UploadProgress percent={upload.percent} label={image.uploadLabel} />
          )}
          {setup.cancel ? (
            <div className={styles.actions}>
              {submitButton}
              <button type="button" className={styles.secondaryButton} onClick={() => void navigate(-1)}>
                Cancelar
              </button>
            </div>
          ) : (
            submitButton
          )}
        </div>
      </form>
    </div>
  );
}
