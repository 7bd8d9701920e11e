import { useDraftForm } from '../../components/draftForm';
import type { ImageFieldTexts } from '../../components/ImageField';
import { OfferFormFrame, type OfferFormTexts } from '../../components/OfferFormFrame';
import { FILE_RULES } from '../../lib/fileRules';
import { paths } from '../../lib/routing/paths';
import { draftProblems, orderedErrors, submitLabel, type EducationalOfferDraft } from './educationalOfferRules';
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

const FORM_TEXTS: OfferFormTexts = {
  nav: 'Secciones de la oferta educativa',
  new: 'Nueva oferta educativa',
  edit: 'Editar oferta educativa',
  submitLabel,
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
  const [save, upload] = useSaveEducationalOffer(offerId);
  return (
    <OfferFormFrame
      form={form}
      sections={SECTIONS}
      texts={FORM_TEXTS}
      editing={Boolean(offerId)}
      live={live}
      image={{
        field: 'headerImage',
        texts: IMAGE_TEXTS,
        rule: FILE_RULES.headerImage,
        currentUrl: currentImage,
        uploadLabel: 'Subiendo la imagen de cabecera',
      }}
      check={draftProblems}
      orderErrors={orderedErrors}
      controlOf={(field) => CONTROL_OF[field] ?? field}
      save={save}
      upload={upload}
      destination={paths.fashion()}
      cancel
    >
      <TitleSection form={form} />
      <SpecificationsSection form={form} />
      <TrainingSection form={form} />
      <EnrollmentSection form={form} />
      <SchoolYearSection form={form} />
      <WebsiteSection form={form} />
      <DescriptionSection form={form} />
    </OfferFormFrame>
  );
}
