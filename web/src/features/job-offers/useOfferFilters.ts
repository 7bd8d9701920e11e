import { useUrlFilters, type UrlFilters } from '../../lib/routing/useUrlFilters';
import {
  filtersFromSearch,
  NO_FILTERS,
  searchWithFilters,
  TEXT_FILTERS,
  type OfferFilters,
  type TextFilter,
} from './offerFilters';

const OFFER_FILTERS: UrlFilters<OfferFilters, TextFilter> = {
  fromSearch: filtersFromSearch,
  withFilters: searchWithFilters,
  textFields: TEXT_FILTERS,
  none: NO_FILTERS,
};

/** The filters of the offers list, kept in the URL (useUrlFilters). */
export const useOfferFilters = () => useUrlFilters(OFFER_FILTERS);
