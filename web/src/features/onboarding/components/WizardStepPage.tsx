import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Navigate, useLocation } from 'react-router';
import type { Result } from 'relay-runtime';
import { LoadError } from '../../../components/LoadError';
import { readWizardProfile } from '../../../lib/onboarding/wizardProgress';
import { cameThroughWizard, stepAccess, type WizardStep } from '../../../lib/onboarding/wizardProgress';
import { isUnauthenticated } from '../../../lib/relay/errorCodes';
import { STEP_DOTS } from '../lib/stepDots';
import { OnboardingFrame } from '../OnboardingFrame';
import type { WizardStepPage_viewer$key } from './__generated__/WizardStepPage_viewer.graphql';
import { EndSession } from './EndSession';
import retryStyles from '../../../components/RetryButton.module.css';
import { WizardStepContext } from './WizardStepContext';

// The answers that decide whether this screen may show (the server's profile is the
// wizard's state).
const fragment = graphql`
  fragment WizardStepPage_viewer on User {
    ...wizardProgress_user
  }
`;

interface WizardStepPageProps<T extends WizardStepPage_viewer$key> {
  step: WizardStep;
  /** The route query's `viewer @catch`. */
  viewer: Result<T | null | undefined, unknown>;
  heading: string;
  /** The browser tab's title, when the heading is too long for one. */
  title?: string;
  /** The step's form, given the viewer for its own fragment. */
  children: (viewer: T) => ReactNode;
}

/**
 * A wizard screen: a refused token ends the session, a failed load says so, a user whose
 * earlier answers are missing (or who has finished) is sent on, and otherwise the step's
 * form shows in the wizard's frame with its progress dots.
 */
export function WizardStepPage<T extends WizardStepPage_viewer$key>({
  step,
  viewer,
  heading,
  title,
  children,
}: WizardStepPageProps<T>) {
  if (!viewer.ok) return viewer.errors.some(isUnauthenticated) ? <EndSession /> : <StepLoadFailed heading={heading} />;
  // The guard lets only visitors with a token in; a token without an account is refused too.
  if (!viewer.value) return <EndSession />;
  return (
    <GatedStep step={step} viewer={viewer.value} heading={heading} title={title}>
      {children(viewer.value)}
    </GatedStep>
  );
}

interface GatedStepProps {
  step: WizardStep;
  viewer: WizardStepPage_viewer$key;
  heading: string;
  title?: string;
  children: ReactNode;
}

function GatedStep({ step, viewer, heading, title, children }: GatedStepProps) {
  const profile = readWizardProfile(useFragment(fragment, viewer));
  const { state } = useLocation();
  const access = stepAccess(profile, step, cameThroughWizard(state));
  if (!access.allowed) return <Navigate to={access.redirectTo} replace />;
  return (
    <WizardStepContext value={{ step, profile }}>
      <OnboardingFrame heading={heading} title={title} dots={STEP_DOTS[step]}>
        {children}
      </OnboardingFrame>
    </WizardStepContext>
  );
}

/** The profile could not be read (the api or the network failed): say so, offer to retry. */
function StepLoadFailed({ heading }: { heading: string }) {
  return (
    <OnboardingFrame heading={heading}>
      <LoadError title="Error en la conexión o en el servidor." text="No se pudo cargar tu perfil.">
        {/* A fresh page asks the server again (the failed answer stays in this page's store). */}
        <button type="button" className={retryStyles.retry} onClick={() => window.location.reload()}>
          Reintentar
        </button>
      </LoadError>
    </OnboardingFrame>
  );
}
