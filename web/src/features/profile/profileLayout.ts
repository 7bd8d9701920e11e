import type { ProfileView_user$data } from './__generated__/ProfileView_user.graphql';

/**
 * Which profile a user has (part 2 §2 'External profile'): company types 1, 2 and 3
 * (BRAND, COMPANY, AGENCY; type 3 is company-like, README 'Product notes') show the
 * company sections and their job offers; an institution (4) the same sections and its
 * educational offers; everyone else (creatives, OTHER) the CV.
 */
export type ProfileLayout = 'company' | 'institution' | 'cv';

type ProfessionalType = NonNullable<ProfileView_user$data['professionalType']>;

const COMPANY_TYPES: ReadonlySet<ProfessionalType> = new Set<ProfessionalType>(['BRAND', 'COMPANY', 'AGENCY']);

export function profileLayout(professionalType: ProfessionalType | null | undefined): ProfileLayout {
  if (professionalType === 'INSTITUTION') return 'institution';
  if (professionalType && COMPANY_TYPES.has(professionalType)) return 'company';
  return 'cv';
}

/** Part 2 §9: the gallery shows at least 15 slots, placeholders filling. */
export const GALLERY_MIN_SLOTS = 15;

/** Posts and offers asked for per page. */
export const PORTFOLIO_PAGE_SIZE = 15;
export const OFFERS_PAGE_SIZE = 10;

/** Part 2 §9: offer descriptions are cut at 120 characters plus '…' in profile lists. */
export const OFFER_DESCRIPTION_LENGTH = 120;
