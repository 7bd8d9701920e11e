import type { LoaderCallers } from '../../schema/module';
import { institutionsRest, type RestInstitution } from './rest';

/** The directory, read once per request however many lists of it the query holds. */
export function createInstitutionLoaders({ anonymous }: LoaderCallers) {
  const rest = institutionsRest(anonymous);
  let all: Promise<RestInstitution[]> | undefined;
  return {
    all: () => (all ??= rest.all()),
    /** After a change to an institution: the directory is read again when asked. */
    forget: () => {
      all = undefined;
    },
  };
}
