import type { ImageFieldTexts } from '../../components/ImageField';
import { OfferFormFrame, type OfferFormProps, type OfferFormSetup } from '../../components/OfferFormFrame';
import { FILE_RULES } from '../../lib/fileRules';
import { paths } from '../../lib/routing/paths';
import { draftProblems, orderedErrors, submitLabel, type EducationalOfferDraft } from './educationalOfferRules';
import { EducationalOfferSections } from './EducationalOfferSections';
import { sectionTitle, SECTIONS } from './sections';
import { useSaveEducationalOffer } from './useSaveEducationalOffer';

const IMAGE_TEXTS: ImageFieldTexts = {
  title: sectionTitle('imagen'),
  help: 'La imagen de cabecera del programa, en JPG, PNG o GIF (máximo 5MB).',
  choose: 'Elegir imagen',
  change: 'Cambiar imagen',
  remove: 'Quitar la imagen elegida',
  previewAlt: (name) => `Vista previa de la imagen de cabecera: ${name}`,
  currentAlt: 'Imagen de cabecera actual',
};

const CONTROL_OF: Readonly<Record<string, string>> = {
  enrollmentStart: 'enrollmentStartDay',
  enrollmentEnd: 'enrollmentEndDay',
};

const SETUP: OfferFormSetup<EducationalOfferDraft> = {
  sections: SECTIONS,
  navLabel: 'Secciones de la oferta educativa',
  formLabel: (editing) => (editing ? 'Editar oferta educativa' : 'Nueva oferta educativa'),
  submitLabel,
  image: {
    field: 'headerImage',
    texts: IMAGE_TEXTS,
    rule: FILE_RULES.headerImage,
    uploadLabel: 'Subiendo la imagen de cabecera',
  },
  check: draftProblems,
  orderErrors: orderedErrors,
  // Errors about a pair of controls go to the first control of the pair.
  controlOf: (field) => CONTROL_OF[field] ?? field,
  destination: paths.fashion(),
  cancel: true,
  Sections: EducationalOfferSections,
};

/**
 * The educational offer form (part 2 §2 Create educational offer, §5): sections with
 * their sidebar anchors, the rules checked before sending ('Por favor corrige el campo: …'
 * and the field's message), the header image with its upload progress. A refusal keeps
 * everything typed and shows next to its field; success goes to Estudiar moda.
 */
export function EducationalOfferForm(props: OfferFormProps<EducationalOfferDraft>) {
  const saving = useSaveEducationalOffer(props.offerId);
  return <OfferFormFrame setup={SETUP} saving={saving} {...props} />;
}
