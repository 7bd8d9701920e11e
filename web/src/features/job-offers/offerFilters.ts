// The offers list's filters (part 2 §2 Offers list, §3 filter objects) as they live in the
// URL, so a filtered list can be shared and survives a reload, and as the arguments of
// Query.jobOffers, which filters on the server over every public offer.
import type { JobTypeValue, LocationTypeValue } from './offerLabels';

export interface OfferFilters {
  search: string;
  country: string;
  city: string;
  companyName: string;
  /** Euros a year, as typed (issue 24); what is not a whole amount counts as no filter. */
  minimumSalary: string;
  jobType: JobTypeValue | null;
  locationType: LocationTypeValue | null;
  internshipsOnly: boolean;
}

/** The URL parameter of each filter (Spanish words, as the rest of the product's URLs). */
export const FILTER_PARAMS = {
  search: 'buscar',
  country: 'pais',
  city: 'ciudad',
  companyName: 'empresa',
  minimumSalary: 'salario',
  jobType: 'contrato',
  locationType: 'formato',
  internshipsOnly: 'practicas',
} as const satisfies Record<keyof OfferFilters, string>;

/** The text filters, typed into fields. */
export const TEXT_FILTERS = ['search', 'country', 'city', 'companyName', 'minimumSalary'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];

const JOB_TYPE_SLUGS: Readonly<Record<JobTypeValue, string>> = {
  FULL_TIME: 'tiempo-completo',
  PART_TIME: 'tiempo-parcial',
  INTERNSHIP: 'practicas',
};

const LOCATION_TYPE_SLUGS: Readonly<Record<LocationTypeValue, string>> = {
  ON_SITE: 'presencial',
  REMOTE: 'remoto',
  HYBRID: 'hibrido',
};

export const NO_FILTERS: OfferFilters = {
  search: '',
  country: '',
  city: '',
  companyName: '',
  minimumSalary: '',
  jobType: null,
  locationType: null,
  internshipsOnly: false,
};

/** The most Query.jobOffers takes as a minimum salary (the api's limit of an offer's amounts). */
const MAX_MINIMUM_SALARY = 10_000_000;

/**
 * The euros a year of the salary filter: a whole amount from 1 to 10.000.000 ('30000',
 * '30.000' or '30 000'); null for anything else, which filters nothing.
 */
export function minimumSalaryOf(text: string): number | null {
  const compact = text.trim().replace(/\s/g, '');
  const digits = /^\d{1,3}(\.\d{3})+$/.test(compact) ? compact.replaceAll('.', '') : compact;
  if (!/^\d+$/.test(digits)) return null;
  const amount = Number(digits);
  return amount >= 1 && amount <= MAX_MINIMUM_SALARY ? amount : null;
}

function valueOfSlug<T extends string>(slugs: Readonly<Record<T, string>>, slug: string | null): T | null {
  const entry = Object.entries(slugs).find(([, value]) => value === slug);
  return entry ? (entry[0] as T) : null;
}

/** The filters a URL's query holds; unknown values count as no filter. */
export function filtersFromSearch(search: URLSearchParams): OfferFilters {
  const text = (name: TextFilter) => search.get(FILTER_PARAMS[name])?.trim() ?? '';
  return {
    search: text('search'),
    country: text('country'),
    city: text('city'),
    companyName: text('companyName'),
    minimumSalary: text('minimumSalary'),
    jobType: valueOfSlug(JOB_TYPE_SLUGS, search.get(FILTER_PARAMS.jobType)),
    locationType: valueOfSlug(LOCATION_TYPE_SLUGS, search.get(FILTER_PARAMS.locationType)),
    internshipsOnly: search.get(FILTER_PARAMS.internshipsOnly) === '1',
  };
}

/**
 * `current` with the filters written in: set ones get their parameter, cleared ones lose
 * it; parameters that are not filters are kept.
 */
export function searchWithFilters(current: URLSearchParams, filters: OfferFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  for (const name of TEXT_FILTERS) put(FILTER_PARAMS[name], filters[name].trim());
  put(FILTER_PARAMS.jobType, filters.jobType && JOB_TYPE_SLUGS[filters.jobType]);
  put(FILTER_PARAMS.locationType, filters.locationType && LOCATION_TYPE_SLUGS[filters.locationType]);
  put(FILTER_PARAMS.internshipsOnly, filters.internshipsOnly ? '1' : null);
  return next;
}

/** The arguments of Query.jobOffers: blank text filters and a salary that is no amount are left out. */
export function queryVariables(filters: OfferFilters) {
  const text = (value: string) => value.trim() || null;
  return {
    search: text(filters.search),
    country: text(filters.country),
    city: text(filters.city),
    companyName: text(filters.companyName),
    minimumSalary: minimumSalaryOf(filters.minimumSalary),
    jobType: filters.jobType,
    locationType: filters.locationType,
    internshipsOnly: filters.internshipsOnly,
  };
}

/** The tabs over the list: all offers, or one contract type (the same filter as the select). */
export const OFFER_TABS: ReadonlyArray<{ label: string; jobType: JobTypeValue | null }> = [
  { label: 'Todas las ofertas', jobType: null },
  { label: 'Tiempo completo', jobType: 'FULL_TIME' },
  { label: 'Tiempo parcial', jobType: 'PART_TIME' },
  { label: 'Prácticas', jobType: 'INTERNSHIP' },
];
