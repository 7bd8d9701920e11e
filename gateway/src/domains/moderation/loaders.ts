import { keyedLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { moderationRest } from './rest';

type PageKey = { page: number; limit: number };
const pageKey = ({ page, limit }: PageKey) => `${page}:${limit}`;

/** The moderation queues: only with a token (the api answers them to operators only). */
export function createModerationLoaders({ authenticated }: LoaderCallers) {
  if (!authenticated) return { jobOffers: null, educationalOffers: null, professionals: null };
  const rest = moderationRest(authenticated);
  return {
    jobOffers: keyedLoader(({ page, limit }: PageKey) => rest.jobOffers(page, limit), pageKey), // GET /api/moderation/job-offers
    educationalOffers: keyedLoader(({ page, limit }: PageKey) => rest.educationalOffers(page, limit), pageKey), // GET /api/moderation/educational-offers
    professionals: keyedLoader(({ page, limit }: PageKey) => rest.professionals(page, limit), pageKey), // GET /api/moderation/professionals
  };
}
