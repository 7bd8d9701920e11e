import { useNavigate } from 'react-router';
import type { WizardProfile } from '../../../lib/onboarding/wizardProgress';
import { inWizardState, stepAfter, stepBefore } from '../../../lib/onboarding/wizardProgress';
import { paths } from '../../../lib/routing/paths';
import { useWizardStepState } from './WizardStepContext';

/**
 * Moves from the screen on show: on to the screen after it for the saved answers (the
 * branching of part 1 §4), or back to the screen before it on the user's way.
 */
export function useWizardMoves() {
  const { step, profile } = useWizardStepState();
  const navigate = useNavigate();
  return {
    goNext: (saved: WizardProfile) => void navigate(paths[stepAfter(saved, step)](), { state: inWizardState }),
    goBack: () => void navigate(paths[stepBefore(profile, step)](), { state: inWizardState }),
  };
}
