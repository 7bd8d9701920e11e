import { useLocation } from 'react-router';
import { usePageTitle } from '../../lib/pageTitle';
import { paths } from '../../lib/routing/paths';
import { useIsLoggedIn } from '../../lib/useIsLoggedIn';
import { AuthModals } from '../auth/AuthModals';
import { AudienceSection } from './AudienceSection';
import { Hero } from './Hero';
import { HowItWorksSection } from './HowItWorksSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { useLandingDialog } from './useLandingDialog';

/**
 * The landing page at / (and /login, with the sign-in dialog open). A signed-in visitor
 * sees the way into the product where the sign-up and sign-in buttons would be.
 */
export function Component() {
  const signedIn = useIsLoggedIn();
  const dialog = useLandingDialog(signedIn);
  const { pathname } = useLocation();
  const heading = usePageTitle(pathname === paths.login() ? 'Inicio de sesión' : 'La red del talento en moda');
  const openRegister = () => dialog.setOpen('register');

  return (
    <>
      <LandingHeader signedIn={signedIn} onRegister={openRegister} onLogin={() => dialog.setOpen('login')} />
      <main>
        <Hero heading={heading} signedIn={signedIn} onRegister={openRegister} />
        <AudienceSection />
        <HowItWorksSection signedIn={signedIn} onRegister={openRegister} />
      </main>
      <LandingFooter />
      <AuthModals open={dialog.open} onSwitch={dialog.setOpen} onClose={dialog.close} />
    </>
  );
}
