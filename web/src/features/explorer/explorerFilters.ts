// The explorer's filter panel (part 2 §2 Explorer) as it lives in the URL, so a filtered feed
// can be shared and survives a reload, and as the arguments of Query.explorer, which filters on
// the server. The spec leaves the panel inert; issue 17 makes it filter (README § Product notes).
import { useUrlFilters, type UrlFilters } from '../../lib/routing/useUrlFilters';

export interface ExplorerFilters {
  search: string;
  country: string;
  city: string;
  school: string;
}

export const TEXT_FILTERS = ['search', 'country', 'city', 'school'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];

/** The URL parameter of each filter (Spanish words, as the rest of the product's URLs). */
export const FILTER_PARAMS = {
  search: 'buscar',
  country: 'pais',
  city: 'ciudad',
  school: 'escuela',
} as const satisfies Record<keyof ExplorerFilters, string>;

export const NO_FILTERS: ExplorerFilters = { search: '', country: '', city: '', school: '' };

/** The filters a URL's query holds. */
export function filtersFromSearch(search: URLSearchParams): ExplorerFilters {
  const text = (name: TextFilter) => search.get(FILTER_PARAMS[name])?.trim() ?? '';
  return { search: text('search'), country: text('country'), city: text('city'), school: text('school') };
}

/** `current` with the filters written in; parameters that are not filters are kept. */
export function searchWithFilters(current: URLSearchParams, filters: ExplorerFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of TEXT_FILTERS) {
    const value = filters[name].trim();
    if (value) next.set(FILTER_PARAMS[name], value);
    else next.delete(FILTER_PARAMS[name]);
  }
  return next;
}

/** The arguments of Query.explorer: blank filters are left out. */
export function queryVariables(filters: ExplorerFilters) {
  const text = (value: string) => value.trim() || null;
  return {
    search: text(filters.search),
    country: text(filters.country),
    city: text(filters.city),
    school: text(filters.school),
  };
}

/** Whether any filter is set. */
export const hasFilters = (filters: ExplorerFilters) => TEXT_FILTERS.some((name) => filters[name].trim() !== '');

const EXPLORER_FILTERS: UrlFilters<ExplorerFilters, TextFilter> = {
  fromSearch: filtersFromSearch,
  withFilters: searchWithFilters,
  textFields: TEXT_FILTERS,
  none: NO_FILTERS,
};

/** The explorer's filters, kept in the URL (useUrlFilters). */
export const useExplorerFilters = () => useUrlFilters(EXPLORER_FILTERS);
