import { graphql, readInlineData } from 'react-relay';
import { paths } from '../routing/paths';
import type { wizardProgress_user$data, wizardProgress_user$key } from './__generated__/wizardProgress_user.graphql';

// Every answer of the onboarding wizard: the server's profile is the wizard's state, so
// where a signed-in user stands in it is read from these fields alone.
const fragment = graphql`
  fragment wizardProgress_user on User @inline {
    role
    creativeType
    professionalType
    fullName
    dateOfBirth
    country
    city
    profilePicture
    referralSource
    formationType
    institution
    creativeOther
    companyName
    foundingYear
    productServiceType
    agencyServices
    profileCompleted
  }
`;

/** The wizard's answers of one user, as the graph gives them. */
export type WizardProfile = Omit<wizardProgress_user$data, ' $fragmentType'>;

/** Reads the answers out of a `...wizardProgress_user` spread. */
export function readWizardProfile(key: wizardProgress_user$key): WizardProfile {
  return readInlineData(fragment, key);
}

/** The screens of the onboarding wizard, by their route name (part 1 §2). */
export type WizardStep =
  | 'completeRegistration'
  | 'creativeType'
  | 'creativePersonalData'
  | 'profilePhoto'
  | 'referralSource'
  | 'studentStudies'
  | 'studentGraduation'
  | 'graduateStudies'
  | 'stylistStudies'
  | 'stylistGraduation'
  | 'designerSituation'
  | 'otherCreativeRole'
  | 'professionalType'
  | 'professionalPersonalData'
  | 'institutionData'
  | 'brandData'
  | 'companyData'
  | 'agencyData'
  | 'onboardingDone';

/**
 * The formation answers of the student and stylist step 5, stored as said (part 1 §4):
 * the school answers lead to step 6, the others end the wizard.
 */
export const FORMATIONS = {
  studentSchool: 'Estudio en una escuela o universidad',
  studentSelfTaught: 'Me estoy formando por cuenta propia',
  stylistSchool: 'Estudié en una escuela o universidad',
  stylistSelfTaught: 'Me he formado por mi cuenta',
} as const;

const SCHOOL_FORMATIONS: readonly string[] = [FORMATIONS.studentSchool, FORMATIONS.stylistSchool];

/** One screen that asks something, and whether the profile holds its answer. */
interface Question {
  step: WizardStep;
  answered: boolean;
}

const filled = (...values: ReadonlyArray<string | null | undefined>) =>
  values.every((value) => value != null && value.trim() !== '');

const ask = (step: WizardStep, answered: boolean): Question => ({ step, answered });

/**
 * The questions this profile is asked, in order: the objective, then the role's steps 1
 * to 4, then the branch of its type (part 1 §4). Answers already given choose the branch.
 */
function questionsOf(profile: WizardProfile): Question[] {
  const objective = ask('completeRegistration', profile.role === 'CREATIVE' || profile.role === 'PROFESSIONAL');
  if (profile.role === 'CREATIVE') return [objective, ...creativeQuestions(profile)];
  if (profile.role === 'PROFESSIONAL') return [objective, ...professionalQuestions(profile)];
  return [objective];
}

function sharedQuestions(profile: WizardProfile): Question[] {
  return [ask('profilePhoto', filled(profile.profilePicture)), ask('referralSource', filled(profile.referralSource))];
}

const hasPersonalData = (profile: WizardProfile) =>
  filled(profile.fullName, profile.dateOfBirth, profile.country, profile.city);

function creativeQuestions(profile: WizardProfile): Question[] {
  return [
    ask('creativeType', creativeTypeOf(profile) !== null),
    ask('creativePersonalData', hasPersonalData(profile)),
    ...sharedQuestions(profile),
    ...creativeBranch(profile),
  ];
}

function creativeBranch(profile: WizardProfile): Question[] {
  const atSchool = SCHOOL_FORMATIONS.includes(profile.formationType ?? '');
  switch (creativeTypeOf(profile)) {
    case 'STUDENT':
      return [
        ask('studentStudies', filled(profile.formationType)),
        ...(atSchool ? [ask('studentGraduation', filled(profile.institution))] : []),
      ];
    case 'GRADUATE':
      return [ask('graduateStudies', filled(profile.institution))];
    case 'STYLIST':
      return [
        ask('stylistStudies', filled(profile.formationType)),
        ...(atSchool ? [ask('stylistGraduation', filled(profile.institution))] : []),
      ];
    case 'DESIGNER':
      return [ask('designerSituation', filled(profile.creativeOther))];
    case 'OTHER':
      return [ask('otherCreativeRole', filled(profile.creativeOther))];
    default:
      return [];
  }
}

function professionalQuestions(profile: WizardProfile): Question[] {
  const type = professionalTypeOf(profile);
  const aboutYou =
    type === 'INSTITUTION'
      ? ask('institutionData', filled(profile.companyName, profile.foundingYear, profile.country, profile.city))
      : ask('professionalPersonalData', hasPersonalData(profile));
  return [
    ask('professionalType', type !== null),
    aboutYou,
    ...sharedQuestions(profile),
    ...professionalBranch(profile),
  ];
}

function professionalBranch(profile: WizardProfile): Question[] {
  const brandOrCompany = filled(profile.companyName, profile.foundingYear, profile.productServiceType);
  switch (professionalTypeOf(profile)) {
    case 'BRAND':
      return [ask('brandData', brandOrCompany)];
    case 'COMPANY':
      return [ask('companyData', brandOrCompany)];
    case 'AGENCY':
      return [ask('agencyData', filled(profile.companyName, profile.agencyServices))];
    case 'OTHER':
      return [ask('otherCreativeRole', filled(profile.creativeOther))];
    default:
      // The institution answered everything on its data step.
      return [];
  }
}

const CREATIVE_TYPES = ['STUDENT', 'GRADUATE', 'STYLIST', 'DESIGNER', 'OTHER'] as const;
const PROFESSIONAL_TYPES = ['BRAND', 'COMPANY', 'AGENCY', 'INSTITUTION', 'OTHER'] as const;

function creativeTypeOf({ creativeType }: WizardProfile) {
  return CREATIVE_TYPES.find((type) => type === creativeType) ?? null;
}

function professionalTypeOf({ professionalType }: WizardProfile) {
  return PROFESSIONAL_TYPES.find((type) => type === professionalType) ?? null;
}

/** The screens of this profile's way through the wizard, the final page last. */
export function wizardPath(profile: WizardProfile): WizardStep[] {
  return [...questionsOf(profile).map(({ step }) => step), 'onboardingDone'];
}

/** The first screen whose answer the profile lacks; null when every question is answered. */
export function firstUnansweredStep(profile: WizardProfile): WizardStep | null {
  return questionsOf(profile).find(({ answered }) => !answered)?.step ?? null;
}

/**
 * Finished: the last step of the branch marked the profile completed, or every question
 * of the way is answered (the institution's last payload carries no `profileCompleted`).
 */
export function isOnboardingFinished(profile: WizardProfile): boolean {
  return profile.profileCompleted || firstUnansweredStep(profile) === null;
}

/** Where a signed-in user lands: the first step still to answer, or the explorer. */
export function landingPathOf(profile: WizardProfile): string {
  const step = isOnboardingFinished(profile) ? null : firstUnansweredStep(profile);
  return step ? paths[step]() : paths.explorer();
}

/** The screen after `step` for this profile, its answer included (the branching of part 1 §4). */
export function stepAfter(profile: WizardProfile, step: WizardStep): WizardStep {
  const path = wizardPath(profile);
  const index = path.indexOf(step);
  if (index < 0) return firstUnansweredStep(profile) ?? 'onboardingDone';
  return path[index + 1] ?? 'onboardingDone';
}

/** 'Volver atrás': the screen before `step` on this profile's way (the objective screen first). */
export function stepBefore(profile: WizardProfile, step: WizardStep): WizardStep {
  const path = wizardPath(profile);
  const index = path.indexOf(step);
  return index > 0 ? path[index - 1]! : 'completeRegistration';
}

/** Navigation state of every move inside the wizard, so a finished user may still page back. */
export const inWizardState = { inWizard: true } as const;

export function cameThroughWizard(state: unknown): boolean {
  return (state as Partial<typeof inWizardState> | null)?.inWizard === true;
}

/**
 * Whether a screen may show, else where to go instead. A user whose earlier answers are
 * missing goes to the first missing step (a screen off their way counts as later); a
 * finished user goes to the explorer, unless they came from inside the wizard (the final
 * page, or 'Volver atrás' from it).
 */
export function stepAccess(
  profile: WizardProfile,
  step: WizardStep,
  fromInsideWizard: boolean,
): { allowed: true } | { allowed: false; redirectTo: string } {
  const path = wizardPath(profile);
  const index = path.indexOf(step);
  if (isOnboardingFinished(profile)) {
    return fromInsideWizard && index >= 0 ? { allowed: true } : { allowed: false, redirectTo: paths.explorer() };
  }
  const first = firstUnansweredStep(profile) ?? 'onboardingDone';
  return index >= 0 && index <= path.indexOf(first)
    ? { allowed: true }
    : { allowed: false, redirectTo: paths[first]() };
}
