import { LegalDocument } from './components/LegalDocument';
import { cookiePolicy } from './content/cookiePolicy';

/** /ControlPanel/cookies: Política de Cookies. */
export function Component() {
  return <LegalDocument text={cookiePolicy} />;
}
