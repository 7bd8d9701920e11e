// Who sees what on My Offers (part 2 §2, §4, §6), and how the address keeps the open tab
// and filters (?vista=guardadas, ?estado=pendientes&tipo=practicas), so a reload or the
// back button returns to them and the route loads the right list before it renders.

import type { ManagedStatusFilter } from '../../lib/relay/myOffersLists';

/**
 * Company types manage their job offers; an institution its educational offers and its job
 * offers (README, product notes); everyone else sees the offers they saved (and applied to).
 */
export type MyOffersView = 'company' | 'institution' | 'personal';

// Types 1, 2 and 4 in the spec; 3 (agency) is company-like too (README, product notes).
const COMPANY_TYPES: ReadonlySet<string> = new Set(['BRAND', 'COMPANY', 'AGENCY']);

export function viewOf(role: string | null | undefined, professionalType: string | null | undefined): MyOffersView {
  if (role !== 'PROFESSIONAL' || !professionalType) return 'personal';
  if (professionalType === 'INSTITUTION') return 'institution';
  return COMPANY_TYPES.has(professionalType) ? 'company' : 'personal';
}

/** An institution's two lists: its educational offers (first) and its job offers. */
export type InstitutionTab = 'educational' | 'jobs';

export const INSTITUTION_TABS: Record<InstitutionTab, TabInfo> = {
  educational: { label: 'Ofertas educativas', param: 'educativas' },
  jobs: { label: 'Ofertas de empleo', param: 'empleo' },
};

export const INSTITUTION_TAB_ORDER: readonly InstitutionTab[] = ['educational', 'jobs'];

const INSTITUTION_PARAM = 'ofertas';

export function readInstitutionTab(params: URLSearchParams): InstitutionTab {
  return params.get(INSTITUTION_PARAM) === INSTITUTION_TABS.jobs.param ? 'jobs' : 'educational';
}

/** The address of a tab; the job offers' filters start afresh. */
export function institutionTabParams(tab: InstitutionTab): URLSearchParams {
  return new URLSearchParams({ [INSTITUTION_PARAM]: INSTITUTION_TABS[tab].param });
}

/** An educational offer's status label (part 2 §4: 'Activa' is the default one). */
export function educationalStatusLabel(status: string | null | undefined): string {
  if (status === 'PENDING' || status === 'CANCELLED' || status === 'REJECTED') return offerStatusLabel(status);
  return 'Activa';
}

/** Public offers (accepted or active) have a detail page anyone may open. */
export function isPublicEducationalStatus(status: string | null | undefined): boolean {
  return status === 'ACCEPTED' || status === 'ACTIVE';
}

export type PersonalTab = 'applications' | 'saved' | 'expired';

interface TabInfo {
  label: string;
  param: string;
}

export const PERSONAL_TABS: Record<PersonalTab, TabInfo> = {
  applications: { label: 'Aplicaciones enviadas', param: 'aplicaciones' },
  saved: { label: 'Guardadas', param: 'guardadas' },
  expired: { label: 'Caducadas', param: 'caducadas' },
};

/** 'Aplicaciones enviadas' only for role Creativo, which starts there; others start on 'Guardadas'. */
export function personalTabsFor(role: string | null | undefined): PersonalTab[] {
  return role === 'CREATIVE' ? ['applications', 'saved', 'expired'] : ['saved', 'expired'];
}

const TAB_PARAM = 'vista';

/** The tab the address asks for, when this user has it; else the user's first tab. */
export function readPersonalTab(params: URLSearchParams, role: string | null | undefined): PersonalTab {
  const tabs = personalTabsFor(role);
  const wanted = tabs.find((tab) => PERSONAL_TABS[tab].param === params.get(TAB_PARAM));
  return wanted ?? tabs[0];
}

export function personalTabParams(tab: PersonalTab): URLSearchParams {
  return new URLSearchParams({ [TAB_PARAM]: PERSONAL_TABS[tab].param });
}

/** The statuses a company filters its offers by (REST status accepted, pending, cancelled). */
export type OfferStatusFilter = ManagedStatusFilter;

export const STATUS_FILTERS: Record<OfferStatusFilter, TabInfo> = {
  ACCEPTED: { label: 'Activas', param: 'activas' },
  PENDING: { label: 'Pendientes de aprobación', param: 'pendientes' },
  CANCELLED: { label: 'Inactivas', param: 'inactivas' },
};

export const STATUS_FILTER_ORDER: readonly OfferStatusFilter[] = ['ACCEPTED', 'PENDING', 'CANCELLED'];

export interface CompanyFilters {
  status: OfferStatusFilter;
  internshipsOnly: boolean;
}

const STATUS_PARAM = 'estado';
const KIND_PARAM = 'tipo';
const INTERNSHIPS = 'practicas';

/** The filters of the address: 'Activas' and 'Todas' unless it says otherwise. */
export function readCompanyFilters(params: URLSearchParams): CompanyFilters {
  const status = STATUS_FILTER_ORDER.find((each) => STATUS_FILTERS[each].param === params.get(STATUS_PARAM));
  return { status: status ?? 'ACCEPTED', internshipsOnly: params.get(KIND_PARAM) === INTERNSHIPS };
}

/** The address of these filters, keeping what else `current` says (an institution's tab). */
export function companyParams(
  { status, internshipsOnly }: CompanyFilters,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  params.set(STATUS_PARAM, STATUS_FILTERS[status].param);
  if (internshipsOnly) params.set(KIND_PARAM, INTERNSHIPS);
  else params.delete(KIND_PARAM);
  return params;
}

/** 'Todos', 'Seleccionados', 'Descartados': which candidates of an offer show. */
export type CandidateFilter = 'ALL' | 'ACCEPTED' | 'REJECTED';

export const CANDIDATE_FILTERS: Record<CandidateFilter, string> = {
  ALL: 'Todos',
  ACCEPTED: 'Seleccionados',
  REJECTED: 'Descartados',
};

export const CANDIDATE_FILTER_ORDER: readonly CandidateFilter[] = ['ALL', 'ACCEPTED', 'REJECTED'];

/** An application's status as the applicant and the company read it (part 2 §4). */
export function applicationStatusLabel(status: string): string {
  if (status === 'ACCEPTED') return 'Seleccionado';
  if (status === 'REJECTED') return 'Descartado';
  return 'Pendiente';
}

/** An offer's status in the company's list (part 2 §4: anything else is 'Desconocido'). */
export function offerStatusLabel(status: string): string {
  switch (status) {
    case 'ACCEPTED':
      return 'Activa';
    case 'PENDING':
      return 'Pendiente de aprobación';
    case 'CANCELLED':
      return 'Inactiva';
    case 'REJECTED':
      return 'Rechazada';
    default:
      return 'Desconocido';
  }
}
