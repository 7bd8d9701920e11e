// Profiles at known points of the wizard, for tests (wizardProgress_user's fields).
import type { WizardProfile } from './wizardProgress';

/** A new account: every answer missing. */
export const newAccount: WizardProfile = {
  role: null,
  creativeType: null,
  professionalType: null,
  fullName: null,
  dateOfBirth: null,
  country: null,
  city: null,
  profilePicture: null,
  referralSource: null,
  formationType: null,
  institution: null,
  creativeOther: null,
  companyName: null,
  foundingYear: null,
  productServiceType: null,
  agencyServices: null,
  profileCompleted: false,
};

const personalData = { fullName: 'Lucía García', dateOfBirth: '2001-04-12', country: 'España', city: 'Madrid' };
const photoAndReferral = { profilePicture: '/media/lucia.webp', referralSource: 'Evento' };

/** A creative (a student unless told) who answered steps 1 to 4. */
export const creativeAtBranch = (fields: Partial<WizardProfile> = {}): WizardProfile => ({
  ...newAccount,
  role: 'CREATIVE',
  creativeType: 'STUDENT',
  ...personalData,
  ...photoAndReferral,
  ...fields,
});

/** A professional (a company unless told) who answered steps 1 to 4. */
export const professionalAtBranch = (fields: Partial<WizardProfile> = {}): WizardProfile => ({
  ...newAccount,
  role: 'PROFESSIONAL',
  professionalType: 'COMPANY',
  ...personalData,
  ...photoAndReferral,
  ...fields,
});
