import { OnceLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { magazinesRest } from './rest';

/** Magazines: one short list, read once per request. */
export function createMagazineLoaders({ anonymous }: LoaderCallers) {
  const all = new OnceLoader(() => magazinesRest(anonymous).magazines()); // GET /api/magazines
  return { all };
}
