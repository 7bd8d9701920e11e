import type { ImageFieldTexts } from '../../components/ImageField';
import { OfferFormFrame, type OfferFormTexts } from '../../components/OfferFormFrame';
import { FILE_RULES } from '../../lib/fileRules';
import { paths } from '../../lib/routing/paths';
import { draftProblems, submitLabel, type OfferDraft } from './offerRules';
import { SkillsSection, SpecificationsSection, TextSection, TitleSection } from './OfferSections';
import { useSaveJobOffer } from './useSaveJobOffer';
import { sectionTitle, SECTIONS } from './sections';
import { useOfferForm } from './useOfferForm';

interface JobOfferFormProps {
  /** The offer's global ID in edit mode; absent when publishing a new one. */
  offerId?: string;
  initial: () => OfferDraft;
  /** The offer's logo in edit mode. */
  currentLogo?: string | null;
  /** Editing a public offer: it stays public as it is while the changes wait for review. */
  live?: boolean;
}

/** The header image: the company's logo, previewed, checked (an image, up to 5 MB) before it goes. */
const LOGO_TEXTS: ImageFieldTexts = {
  title: sectionTitle('imagen'),
  help: 'El logo de la empresa, en JPG, PNG, WebP o GIF (máximo 5MB).',
  choose: 'Elegir logo',
  change: 'Cambiar logo',
  remove: 'Quitar el logo elegido',
  previewAlt: (name) => `Vista previa del logo: ${name}`,
  currentAlt: 'Logo actual de la oferta',
};

const FORM_TEXTS: OfferFormTexts = {
  nav: 'Secciones de la oferta',
  new: 'Nueva oferta',
  edit: 'Editar oferta',
  submitLabel,
};

/**
 * The job offer form (part 2 §2 Create / edit job offer): sections with their sidebar
 * anchors, the required check ('Faltan campos: …'), the logo with its upload progress.
 * A refusal keeps everything typed and shows next to its field; success goes to misOfertas.
 */
export function JobOfferForm({ offerId, initial, currentLogo = null, live = false }: JobOfferFormProps) {
  const form = useOfferForm(initial);
  const [save, upload] = useSaveJobOffer(offerId);
  return (
    <OfferFormFrame
      form={form}
      sections={SECTIONS}
      texts={FORM_TEXTS}
      editing={Boolean(offerId)}
      live={live}
      image={{
        field: 'logo',
        texts: LOGO_TEXTS,
        rule: FILE_RULES.jobOfferLogo,
        currentUrl: currentLogo,
        uploadLabel: 'Subiendo el logo',
      }}
      check={draftProblems}
      save={save}
      upload={upload}
      destination={paths.myOffers()}
    >
      <TitleSection form={form} />
      <SpecificationsSection form={form} />
      <TextSection form={form} id="empleador" field="descriptionEmployer" required />
      <TextSection form={form} id="puesto" field="description" required />
      <TextSection form={form} id="funciones" field="functions" />
      <TextSection form={form} id="ofrecemos" field="offered" />
      <TextSection form={form} id="perfil" field="requiredProfile" required />
      <SkillsSection form={form} kind="hardSkills" />
      <SkillsSection form={form} kind="softSkills" />
    </OfferFormFrame>
  );
}
