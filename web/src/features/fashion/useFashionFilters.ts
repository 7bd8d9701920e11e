import { useUrlFilters, type UrlFilters } from '../../lib/routing/useUrlFilters';
import {
  filtersFromSearch,
  NO_FILTERS,
  searchWithFilters,
  TEXT_FILTERS,
  type FashionFilters,
  type TextFilter,
} from './fashionFilters';

const FASHION_FILTERS: UrlFilters<FashionFilters, TextFilter> = {
  fromSearch: filtersFromSearch,
  withFilters: searchWithFilters,
  textFields: TEXT_FILTERS,
  none: NO_FILTERS,
};

/** The filters of the institutions list, kept in the URL (useUrlFilters). */
export const useFashionFilters = () => useUrlFilters(FASHION_FILTERS);
