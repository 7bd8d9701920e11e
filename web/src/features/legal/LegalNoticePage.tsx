import { LegalDocument } from './components/LegalDocument';
import { legalNotice } from './content/legalNotice';

/** /ControlPanel/legal: Aviso Legal. */
export function Component() {
  return <LegalDocument text={legalNotice} />;
}
