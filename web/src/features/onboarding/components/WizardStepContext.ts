import { createContext, use } from 'react';
import type { WizardProfile } from '../../../lib/onboarding/wizardProgress';
import type { WizardStep } from '../../../lib/onboarding/wizardProgress';

/** The screen on show and the server's answers, for the form inside it. */
export interface WizardStepState {
  step: WizardStep;
  profile: WizardProfile;
}

export const WizardStepContext = createContext<WizardStepState | null>(null);

export function useWizardStepState(): WizardStepState {
  const state = use(WizardStepContext);
  if (!state) throw new Error('A wizard form renders inside WizardStepPage.');
  return state;
}
