import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns, type RouteName } from '../../lib/routing/paths';

type RouteModule = () => Promise<object>;

const step = (name: RouteName, module: RouteModule): RouteObject => ({
  path: routePatterns[name],
  handle: access.wizard,
  lazy: module,
});

/**
 * The onboarding wizard's paths (part 1 §2), all for a signed-in user. The objective
 * screen's loader first turns a `?token=` into the session and sends a visitor without
 * any session to the landing page itself. Each step reads the server's profile, which is
 * the wizard's state: it sends a user on to the first missing step, or, once finished,
 * to the explorer.
 */
export const onboardingRoutes: RouteObject[] = [
  step('completeRegistration', () => import('./ObjectivePage')),
  step('creativeType', () => import('./steps/CreativeTypeStep')),
  step('creativePersonalData', () => import('./steps/CreativePersonalDataStep')),
  step('profilePhoto', () => import('./steps/ProfilePhotoStep')),
  step('referralSource', () => import('./steps/ReferralSourceStep')),
  step('studentStudies', () => import('./steps/StudentStudiesStep')),
  step('studentGraduation', () => import('./steps/StudentGraduationStep')),
  step('graduateStudies', () => import('./steps/GraduateStudiesStep')),
  step('stylistStudies', () => import('./steps/StylistStudiesStep')),
  step('stylistGraduation', () => import('./steps/StylistGraduationStep')),
  step('designerSituation', () => import('./steps/DesignerSituationStep')),
  step('otherCreativeRole', () => import('./steps/OtherRoleStep')),
  step('onboardingDone', () => import('./steps/OnboardingDoneStep')),
  step('professionalType', () => import('./steps/ProfessionalTypeStep')),
  step('professionalPersonalData', () => import('./steps/ProfessionalPersonalDataStep')),
  step('institutionData', () => import('./steps/InstitutionDataStep')),
  step('brandData', () => import('./steps/BrandDataStep')),
  step('companyData', () => import('./steps/CompanyDataStep')),
  step('agencyData', () => import('./steps/AgencyDataStep')),
  // Public: the session is already over when it opens.
  { path: routePatterns.sessionEnded, handle: access.public, lazy: () => import('./SessionEndedPage') },
];
