import { ImageField, type ImageFieldTexts } from '../../components/ImageField';
import { FILE_RULES } from '../../lib/fileRules';
import { sectionTitle } from './sections';
import type { OfferForm } from './useOfferForm';

const TEXTS: ImageFieldTexts = {
  title: sectionTitle('imagen'),
  help: 'El logo de la empresa, en JPG, PNG, WebP o GIF (máximo 5MB).',
  choose: 'Elegir logo',
  change: 'Cambiar logo',
  remove: 'Quitar el logo elegido',
  previewAlt: (name) => `Vista previa del logo: ${name}`,
  currentAlt: 'Logo actual de la oferta',
};

interface LogoFieldProps {
  form: OfferForm;
  logo: File | null;
  onChange: (logo: File | null) => void;
  currentUrl: string | null;
}

/** The header image: the company's logo, previewed, checked (an image, up to 5 MB) before it goes. */
export function LogoField({ form, logo, onChange, currentUrl }: LogoFieldProps) {
  return (
    <ImageField
      id="imagen"
      field="logo"
      form={form}
      texts={TEXTS}
      file={logo}
      onChange={onChange}
      currentUrl={currentUrl}
      rule={FILE_RULES.jobOfferLogo}
    />
  );
}
