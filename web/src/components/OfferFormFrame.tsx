import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { FileRule } from '../lib/fileRules';
import type { UploadState } from '../lib/relay/useUploadMutation';
import { OFFER_SENT_NOTICE, withArrivalNotice } from './ArrivalNotice';
import { focusField, refusalErrors, type DraftForm, type FieldErrors, type SaveResult } from './draftForm';
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
  /** The offer's current image (edit mode); it stays unless another is chosen. */
  currentUrl: string | null;
  /** What the progress bar says while it goes: 'Subiendo el logo'. */
  uploadLabel: string;
}

/** The words of one offer form. */
export interface OfferFormTexts {
  /** The sidebar's accessible name: 'Secciones de la oferta'. */
  nav: string;
  /** The form's accessible name, new and in edit mode: 'Nueva oferta', 'Editar oferta'. */
  new: string;
  edit: string;
  /** The submit button's words, by mode and while sending ('Crear oferta', 'Publicando…'). */
  submitLabel: (editing: boolean, sending: boolean) => string;
}

/** A draft's problems before anything is sent: the errors by field, in the form's order, and the notice. */
export interface DraftProblems {
  errors: FieldErrors;
  message: string;
}

interface OfferFormFrameProps<D extends { extraQuestions: QuestionDraft[] }> {
  form: DraftForm<D>;
  /** The sidebar's anchors, in the form's order ('imagen' first, 'preguntas' last). */
  sections: ReadonlyArray<{ id: string; title: string }>;
  texts: OfferFormTexts;
  editing: boolean;
  /** Editing a public offer: it stays public as it is while the changes wait for review. */
  live: boolean;
  image: OfferImage;
  /** The rules checked before sending; null when the draft may go. */
  check: (draft: D) => DraftProblems | null;
  /** The server's refusals by field put in the form's order (as they come, by default). */
  orderErrors?: (errors: FieldErrors) => FieldErrors;
  /** The control that takes the focus for a field's error (a pair's first control, say). */
  controlOf?: (field: string) => string;
  save: (draft: D, image: File | null) => Promise<SaveResult>;
  upload: UploadState;
  /** Where a saved offer leads, with the server's words (or, for a new one, that it waits for review). */
  destination: string;
  /** A 'Cancelar' button that goes back, where the form has one. */
  cancel?: boolean;
  /** The offer's own sections, between its image and its questions. */
  children: ReactNode;
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
  form,
  sections,
  texts,
  editing,
  live,
  image,
  check,
  orderErrors = asTheyCome,
  controlOf = sameField,
  save,
  upload,
  destination,
  cancel = false,
  children,
}: OfferFormFrameProps<D>) {
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
      {texts.submitLabel(editing, upload.inFlight)}
    </button>
  );
  return (
    <div className={styles.layout}>
      <SectionNav sections={sections} label={texts.nav} />
      <form className={styles.form} onSubmit={submit} noValidate aria-label={editing ? texts.edit : texts.new}>
        <p className={styles.help}>Los campos marcados con * son obligatorios.</p>
        {live && <LiveEditNote />}
        <ImageField
          id="imagen"
          field={image.field}
          form={form}
          texts={image.texts}
          file={file}
          onChange={setFile}
          currentUrl={image.currentUrl}
          rule={image.rule}
        />
        {children}
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
          {cancel ? (
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
