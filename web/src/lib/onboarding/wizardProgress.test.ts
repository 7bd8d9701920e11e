import { describe, expect, it } from 'vitest';
import { creativeAtBranch, newAccount, professionalAtBranch } from './testProfiles';
import {
  FORMATIONS,
  firstUnansweredStep,
  isOnboardingFinished,
  landingPathOf,
  stepAccess,
  stepAfter,
  stepBefore,
  wizardPath,
  type WizardProfile,
} from './wizardProgress';

const empty = newAccount;
const creative = (fields: Partial<WizardProfile>) => creativeAtBranch({ creativeType: null, ...fields });
const professional = (fields: Partial<WizardProfile>) =>
  professionalAtBranch({
    professionalType: null,
    fullName: null,
    dateOfBirth: null,
    country: null,
    city: null,
    ...fields,
  });
const personal = { fullName: 'Lucía García', dateOfBirth: '2001-04-12', country: 'España', city: 'Madrid' };

describe('the way through the wizard (part 1 §4)', () => {
  it.each([
    ['STUDENT', 'studentStudies'],
    ['GRADUATE', 'graduateStudies'],
    ['STYLIST', 'stylistStudies'],
    ['DESIGNER', 'designerSituation'],
    ['OTHER', 'otherCreativeRole'],
  ] as const)('a creative of type %s goes from step 4 to %s', (creativeType, branch) => {
    expect(stepAfter(creative({ creativeType }), 'referralSource')).toBe(branch);
  });

  it.each([
    ['BRAND', 'brandData'],
    ['COMPANY', 'companyData'],
    ['AGENCY', 'agencyData'],
    ['INSTITUTION', 'onboardingDone'],
    ['OTHER', 'otherCreativeRole'],
  ] as const)('a professional of type %s goes from step 4 to %s', (professionalType, branch) => {
    expect(stepAfter(professional({ professionalType }), 'referralSource')).toBe(branch);
  });

  it('a creative without a type goes from step 4 to the end; a user without a role answers the objective first', () => {
    expect(stepAfter(creative({ creativeType: null }), 'referralSource')).toBe('onboardingDone');
    // "No role: final" cannot happen with the server's profile as the state: the role is
    // the objective screen's answer, and a step after a missing answer sends there.
    expect(stepAfter(empty, 'referralSource')).toBe('completeRegistration');
  });

  it('the objective leads to the first step of the role', () => {
    expect(stepAfter({ ...empty, role: 'CREATIVE' }, 'completeRegistration')).toBe('creativeType');
    expect(stepAfter({ ...empty, role: 'PROFESSIONAL' }, 'completeRegistration')).toBe('professionalType');
  });

  it('the institution gives its data instead of personal data; the others their personal data', () => {
    expect(stepAfter(professional({ professionalType: 'INSTITUTION' }), 'professionalType')).toBe('institutionData');
    for (const professionalType of ['BRAND', 'COMPANY', 'AGENCY', 'OTHER'] as const) {
      expect(stepAfter(professional({ professionalType }), 'professionalType')).toBe('professionalPersonalData');
    }
    expect(stepAfter(professional({ professionalType: 'COMPANY' }), 'professionalPersonalData')).toBe('profilePhoto');
  });

  it.each([
    ['STUDENT', FORMATIONS.studentSchool, 'studentStudies', 'studentGraduation'],
    ['STUDENT', FORMATIONS.studentSelfTaught, 'studentStudies', 'onboardingDone'],
    ['STYLIST', FORMATIONS.stylistSchool, 'stylistStudies', 'stylistGraduation'],
    ['STYLIST', FORMATIONS.stylistSelfTaught, 'stylistStudies', 'onboardingDone'],
  ] as const)('a %s answering "%s" goes from %s to %s', (creativeType, formationType, step, next) => {
    expect(stepAfter(creative({ creativeType, formationType }), step)).toBe(next);
  });

  it('every creative step leads to the next in order', () => {
    const profile = creative({ creativeType: 'STUDENT', formationType: FORMATIONS.studentSchool });
    expect(wizardPath(profile)).toEqual([
      'completeRegistration',
      'creativeType',
      'creativePersonalData',
      'profilePhoto',
      'referralSource',
      'studentStudies',
      'studentGraduation',
      'onboardingDone',
    ]);
    expect(stepBefore(profile, 'onboardingDone')).toBe('studentGraduation');
    expect(stepBefore(profile, 'creativeType')).toBe('completeRegistration');
  });
});

describe('where a signed-in user stands', () => {
  it('starts at the objective screen without a role', () => {
    expect(firstUnansweredStep(empty)).toBe('completeRegistration');
    expect(landingPathOf(empty)).toBe('/complete-registration');
  });

  it('resumes at the first step whose answer the profile lacks', () => {
    expect(landingPathOf({ ...empty, role: 'CREATIVE' })).toBe('/creativo/registro');
    expect(landingPathOf({ ...empty, role: 'CREATIVE', creativeType: 'GRADUATE' })).toBe('/creativo/registro/02');
    expect(landingPathOf({ ...creative({ creativeType: 'GRADUATE' }), profilePicture: null })).toBe(
      '/photo/registro/03',
    );
    expect(landingPathOf({ ...creative({ creativeType: 'GRADUATE' }), referralSource: '' })).toBe(
      '/conocidos/registro/04',
    );
    expect(landingPathOf(creative({ creativeType: 'GRADUATE' }))).toBe('/creativo/registro/graduado/06');
    expect(landingPathOf(professional({ professionalType: 'AGENCY' }))).toBe('/profesional/registro/datos-personales');
    expect(landingPathOf(professional({ professionalType: 'INSTITUTION' }))).toBe('/profesional/registro/institucion');
  });

  it('a personal-data answer counts only whole', () => {
    expect(firstUnansweredStep(creative({ creativeType: 'OTHER', dateOfBirth: null }))).toBe('creativePersonalData');
  });

  it('is finished when the profile says so, or when every question is answered', () => {
    expect(isOnboardingFinished({ ...empty, profileCompleted: true })).toBe(true);
    const institution = professional({
      professionalType: 'INSTITUTION',
      companyName: 'Escuela de Moda',
      foundingYear: '1999',
      country: 'España',
      city: 'Madrid',
    });
    expect(institution.profileCompleted).toBe(false);
    expect(isOnboardingFinished(institution)).toBe(true);
    expect(landingPathOf(institution)).toBe('/ControlPanel/explorer');
    expect(isOnboardingFinished(creative({ creativeType: 'STUDENT', formationType: FORMATIONS.studentSchool }))).toBe(
      false,
    );
  });
});

describe('stepAccess', () => {
  const atPhoto = { ...empty, role: 'CREATIVE', creativeType: 'STUDENT', ...personal } as const;

  it('lets a user open the first missing step and any earlier one', () => {
    for (const step of ['completeRegistration', 'creativeType', 'creativePersonalData', 'profilePhoto'] as const) {
      expect(stepAccess(atPhoto, step, false)).toEqual({ allowed: true });
    }
  });

  it('sends a user whose earlier answers are missing to the first missing step', () => {
    expect(stepAccess(atPhoto, 'referralSource', true)).toEqual({ allowed: false, redirectTo: '/photo/registro/03' });
    expect(stepAccess(atPhoto, 'onboardingDone', true)).toEqual({ allowed: false, redirectTo: '/photo/registro/03' });
  });

  it('sends a user off their way (another branch or role) to the first missing step', () => {
    expect(stepAccess(atPhoto, 'graduateStudies', false)).toEqual({ allowed: false, redirectTo: '/photo/registro/03' });
    expect(stepAccess(atPhoto, 'professionalType', false)).toEqual({
      allowed: false,
      redirectTo: '/photo/registro/03',
    });
  });

  it('sends a finished user to the explorer, unless they came from inside the wizard', () => {
    const done = creative({
      creativeType: 'DESIGNER',
      creativeOther: 'Diseñador independiente',
      profileCompleted: true,
    });
    expect(stepAccess(done, 'creativeType', false)).toEqual({ allowed: false, redirectTo: '/ControlPanel/explorer' });
    expect(stepAccess(done, 'onboardingDone', false)).toEqual({
      allowed: false,
      redirectTo: '/ControlPanel/explorer',
    });
    expect(stepAccess(done, 'onboardingDone', true)).toEqual({ allowed: true });
    expect(stepAccess(done, 'designerSituation', true)).toEqual({ allowed: true });
  });
});
