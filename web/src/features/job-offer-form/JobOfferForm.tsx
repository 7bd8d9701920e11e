import type { ImageFieldTexts } from '../../components/ImageField';
import { OfferFormFrame, type OfferFormProps, type OfferFormSetup } from '../../components/OfferFormFrame';
import { FILE_RULES } from '../../lib/fileRules';
import { paths } from '../../lib/routing/paths';
import { draftProblems, submitLabel, type OfferDraft } from './offerRules';
import { JobOfferSections } from './OfferSections';
import { useSaveJobOffer } from './useSaveJobOffer';
import { sectionTitle, SECTIONS } from './sections';

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

const SETUP: OfferFormSetup<OfferDraft> = {
  sections: SECTIONS,
  navLabel: 'Secciones de la oferta',
  formLabel: (editing) => (editing ? 'Editar oferta' : 'Nueva oferta'),
  submitLabel,
  image: { field: 'logo', texts: LOGO_TEXTS, rule: FILE_RULES.jobOfferLogo, uploadLabel: 'Subiendo el logo' },
  check: draftProblems,
  destination: paths.myOffers(),
  Sections: JobOfferSections,
};

/**
 * The job offer form (part 2 §2 Create / edit job offer): sections with their sidebar
 * anchors, the required check ('Faltan campos: …'), the logo with its upload progress.
 * A refusal keeps everything typed and shows next to its field; success goes to misOfertas.
 */
export function JobOfferForm(props: OfferFormProps<OfferDraft>) {
  const saving = useSaveJobOffer(props.offerId);
  return <OfferFormFrame setup={SETUP} saving={saving} {...props} />;
}
