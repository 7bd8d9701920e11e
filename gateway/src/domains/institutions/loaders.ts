import { keyedLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { institutionsRest } from './rest';

/** The directory: one REST page per filters and page, the same for everyone (no token). */
export function createInstitutionLoaders({ anonymous }: LoaderCallers) {
  const rest = institutionsRest(anonymous);
  const list = keyedLoader(rest.list, (query) => JSON.stringify(query)); // GET /api/offers/educational/institutions
  return {
    list,
    /** After a change to an institution: its pages are read again when asked. */
    forget: () => {
      list.clearAll();
    },
  };
}
