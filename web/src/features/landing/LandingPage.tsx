import { AuthModals } from '../auth/AuthModals';
import { AudienceSection } from './AudienceSection';
import { Hero } from './Hero';
import { HowItWorksSection } from './HowItWorksSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { useLandingDialog } from './useLandingDialog';

/** The landing page at / (and /login, with the sign-in dialog open). */
export function Component() {
  const dialog = useLandingDialog();
  const openRegister = () => dialog.setOpen('register');

  return (
    <>
      <LandingHeader onRegister={openRegister} onLogin={() => dialog.setOpen('login')} />
      <main>
        <Hero onRegister={openRegister} />
        <AudienceSection />
        <HowItWorksSection onRegister={openRegister} />
      </main>
      <LandingFooter />
      <AuthModals open={dialog.open} onSwitch={dialog.setOpen} onClose={dialog.close} />
    </>
  );
}
