import type { ProfileEditor_user$data } from './__generated__/ProfileEditor_user.graphql';

type ProfessionalType = ProfileEditor_user$data['professionalType'];

// Brands, companies and institutions edit the company layout, and agencies (type 3) are
// shown as companies (part 2 §3; README "Product notes"); everyone else the CV layout.
const COMPANY_LAYOUT: ReadonlySet<ProfessionalType> = new Set<ProfessionalType>([
  'BRAND',
  'COMPANY',
  'AGENCY',
  'INSTITUTION',
]);

/** Whether this professional type edits the company and institution layout. */
export function usesCompanyLayout(type: ProfessionalType): boolean {
  return COMPANY_LAYOUT.has(type);
}

/** How the company layout names the account: 'empresa', or 'institución' for type 4. */
export type Organisation = 'empresa' | 'institución';

export function organisationOf(type: ProfessionalType): Organisation {
  return type === 'INSTITUTION' ? 'institución' : 'empresa';
}
