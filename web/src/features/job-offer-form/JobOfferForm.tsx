import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { OFFER_SENT_NOTICE, withArrivalNotice } from '../../components/ArrivalNotice';
import { errorNotice, FormNotice, type Notice } from '../../components/FormNotice';
import { LiveEditNote } from '../../components/LiveEditNote';
import { focusField, refusalErrors, REQUIRED_FIELD_MESSAGE } from '../../components/draftForm';
import { QuestionsField } from '../../components/QuestionsField';
import { SectionNav } from '../../components/SectionNav';
import { UploadProgress } from '../../components/UploadProgress';
import { paths } from '../../lib/routing/paths';
import { LogoField } from './LogoField';
import { missingFields, missingMessage, submitLabel, type OfferDraft } from './offerRules';
import { SkillsSection, SpecificationsSection, TextSection, TitleSection } from './OfferSections';
import { useSaveJobOffer } from './useSaveJobOffer';
import { sectionTitle, SECTIONS } from './sections';
import { useOfferForm } from './useOfferForm';
import styles from '../../components/OfferForm.module.css';

interface JobOfferFormProps {
  /** The offer's global ID in edit mode; absent when publishing a new one. */
  offerId?: string;
  initial: () => OfferDraft;
  /** The offer's logo in edit mode. */
  currentLogo?: string | null;
  /** Editing a public offer: it stays public as it is while the changes wait for review. */
  live?: boolean;
}

/**
 * The job offer form (part 2 §2 Create / edit job offer): sections with their sidebar
 * anchors, the required check ('Faltan campos: …'), the logo with its upload progress.
 * A refusal keeps everything typed and shows next to its field; success goes to misOfertas.
 */
export function JobOfferForm({ offerId, initial, currentLogo = null, live = false }: JobOfferFormProps) {
  const form = useOfferForm(initial);
  const [logo, setLogo] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, upload] = useSaveJobOffer(offerId);
  const navigate = useNavigate();
  const editing = Boolean(offerId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.inFlight) return;
    const missing = missingFields(form.draft);
    if (missing.length > 0) {
      form.setErrors(Object.fromEntries(missing.map((field) => [field, REQUIRED_FIELD_MESSAGE])));
      setNotice(errorNotice(missingMessage(missing)));
      focusField(missing[0]);
      return;
    }
    setNotice(null);
    const result = await save(form.draft, logo);
    if (result.kind === 'saved') {
      void navigate(paths.myOffers(), withArrivalNotice(editing ? (result.message ?? '') : OFFER_SENT_NOTICE));
    } else if (result.kind === 'refused') {
      const errors = refusalErrors(result.errors);
      form.setErrors(errors);
      setNotice(errorNotice(result.errors[0].message));
      focusField(Object.keys(errors)[0]);
    } else {
      setNotice(errorNotice(result.message));
    }
  }

  return (
    <div className={styles.layout}>
      <SectionNav sections={SECTIONS} label="Secciones de la oferta" />
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Editar oferta' : 'Nueva oferta'}
      >
        <p className={styles.help}>Los campos marcados con * son obligatorios.</p>
        {live && <LiveEditNote />}
        <LogoField form={form} logo={logo} onChange={setLogo} currentUrl={currentLogo} />
        <TitleSection form={form} />
        <SpecificationsSection form={form} />
        <TextSection form={form} id="empleador" field="descriptionEmployer" required />
        <TextSection form={form} id="puesto" field="description" required />
        <TextSection form={form} id="funciones" field="functions" />
        <TextSection form={form} id="ofrecemos" field="offered" />
        <TextSection form={form} id="perfil" field="requiredProfile" required />
        <SkillsSection form={form} kind="hardSkills" />
        <SkillsSection form={form} kind="softSkills" />
        <QuestionsField
          id="preguntas"
          title={sectionTitle('preguntas')}
          questions={form.draft.extraQuestions}
          onChange={(questions) => form.set('extraQuestions', questions)}
          errors={form.errors}
        />
        <div className={styles.submitArea}>
          <FormNotice notice={notice} />
          {upload.inFlight && logo && upload.percent !== null && (
            <UploadProgress percent={upload.percent} label="Subiendo el logo" />
          )}
          <button type="submit" className={styles.submit} disabled={upload.inFlight}>
            {submitLabel(editing, upload.inFlight)}
          </button>
        </div>
      </form>
    </div>
  );
}
