import { LegalDocument } from './components/LegalDocument';
import { privacyPolicy } from './content/privacyPolicy';

/** /ControlPanel/privacy: Política de Privacidad y Protección de Datos. */
export function Component() {
  return <LegalDocument text={privacyPolicy} />;
}
