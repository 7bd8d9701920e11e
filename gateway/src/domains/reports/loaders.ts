import { keyedLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { reportsRest } from './rest';

type PageKey = { page: number; limit: number };

/** The operators' queue of reported items: only with a token (the api answers operators only). */
export function createReportLoaders({ authenticated }: LoaderCallers) {
  if (!authenticated) return { queue: null };
  const rest = reportsRest(authenticated);
  return {
    queue: keyedLoader(
      ({ page, limit }: PageKey) => rest.queue(page, limit),
      ({ page, limit }) => `${page}:${limit}`,
    ), // GET /api/moderation/reports (operators)
  };
}
