import type { WizardStep } from '../../../lib/onboarding/wizardProgress';

/** Which progress dot a screen lights, out of how many. */
export interface Dots {
  current: number;
  total: number;
}

const of5 = (current: number): Dots => ({ current, total: 5 });
const SIXTH: Dots = { current: 6, total: 6 };

/**
 * The dots of every screen (part 1 §2; README § Product notes): a step lights its number
 * (creativo/registro 1, 02 to 05 their own) among five; the step-6 pages, the last step of
 * the student, graduate and stylist branches, show six; the professional flow keeps five.
 */
export const STEP_DOTS: Record<WizardStep, Dots> = {
  completeRegistration: of5(1),
  creativeType: of5(1),
  creativePersonalData: of5(2),
  profilePhoto: of5(3),
  referralSource: of5(4),
  studentStudies: of5(5),
  studentGraduation: SIXTH,
  graduateStudies: SIXTH,
  stylistStudies: of5(5),
  stylistGraduation: SIXTH,
  designerSituation: of5(5),
  otherCreativeRole: of5(5),
  professionalType: of5(1),
  professionalPersonalData: of5(2),
  institutionData: of5(2),
  brandData: of5(5),
  companyData: of5(5),
  agencyData: of5(5),
  onboardingDone: of5(5),
};
