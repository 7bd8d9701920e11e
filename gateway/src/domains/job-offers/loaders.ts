import DataLoader from 'dataloader';
import { batchLoader, keyedLoader, nullIfNotFound, pageLoader, type PageKey } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { liveAppliedOffer } from './applications';
import { jobOffersRest, MAX_JOB_OFFER_IDS, type JobOffersPage, type RestApplication, type RestJobOffer } from './rest';

/** Several keys read in one call: fields resolved at different depths still share it (as batchLoader). */
const BATCH = { maxBatchSize: MAX_JOB_OFFER_IDS, batchScheduleFn: (dispatch: () => void) => setImmediate(dispatch) };

/**
 * Job offers: every read by id goes through `byId`, batched per request; answers that carry
 * whole offers prime it. The viewer's side (their applications, their offers' candidates,
 * their lists) only with a token.
 */
export function createJobOfferLoaders({ anonymous, authenticated }: LoaderCallers) {
  const publicRest = jobOffersRest(anonymous);
  const byId = batchLoader((ids) => publicRest.byIds(ids), MAX_JOB_OFFER_IDS); // GET /api/offers/by-ids?ids=
  const prime = <T extends RestJobOffer>(offer: T): T => {
    byId.clear(offer._id).prime(offer._id, offer);
    return offer;
  };
  const primePage = <T extends RestJobOffer>(answer: JobOffersPage<T>): JobOffersPage<T> => {
    answer.items.forEach(prime);
    return answer;
  };
  const pageKey = (query: object) => JSON.stringify(query);

  const viewerRest = authenticated && jobOffersRest(authenticated);
  return {
    byId,
    prime,
    ofUser: keyedLoader(
      ({ username, page, limit }: { username: string; page: number; limit: number }) =>
        publicRest.ofUser(username, page, limit).then(primePage),
      ({ username, page, limit }) => `${page}:${limit}:${username.toLowerCase()}`,
    ), // GET /api/offers/user/{username}?page&limit
    list: keyedLoader(
      (query: Record<string, string | number | undefined>) => publicRest.list(query).then(primePage),
      pageKey,
    ), // GET /api/offers?status=accepted&…
    // One offer as the caller sees it: the owner's view has its counts and candidates (404: null).
    detail: keyedLoader((id: string) => (viewerRest || publicRest).detail(id).then(prime, nullIfNotFound)), // GET /api/offers/{offerId} (bearer optional)
    ...(viewerRest ? viewerLoaders(viewerRest, primePage) : NO_VIEWER),
  };
}

/** A page of the company's offers under its filters (comma-separated statuses, internships only). */
type CompanyOffersKey = PageKey & { status?: string; practicas?: string };

const NO_VIEWER = {
  company: null,
  saved: null,
  applied: null,
  applicationsOf: null,
  applicationById: null,
  ownById: null,
};

function viewerLoaders(
  rest: ReturnType<typeof jobOffersRest>,
  primePage: <T extends RestJobOffer>(answer: JobOffersPage<T>) => JobOffersPage<T>,
) {
  return {
    company: pageLoader((query: CompanyOffersKey) => rest.company(query).then(primePage)), // GET /api/offers/company (bearer)
    saved: pageLoader(({ page, limit }: PageKey) => rest.saved(page, limit).then(primePage)), // GET /api/users/saved-offers (bearer)
    applied: pageLoader(
      // Only the offers still public are primed: a withdrawn one comes without its content.
      ({ page, limit }: PageKey) =>
        rest.applied(page, limit).then((answer) => {
          primePage({ ...answer, items: answer.items.map(liveAppliedOffer).filter((offer) => offer !== null) });
          return answer;
        }),
    ), // GET /api/users/applied-offers (bearer)
    // The applications of several offers the viewer made or received, one call for every offer of a request.
    applicationsOf: new DataLoader<string, RestApplication[]>(async (offerIds) => {
      const found = await rest.applications({ offerIds });
      return offerIds.map((id) => found.filter((application) => application.offerId === id));
    }, BATCH), // GET /api/offers/applications?offerIds= (bearer, extension)
    applicationById: batchLoader((ids) => rest.applications({ ids }), MAX_JOB_OFFER_IDS), // GET /api/offers/applications?ids= (bearer, extension)
    // The viewer's own offers as their lists answer them (the edit waiting for review), one call for every offer of a request.
    ownById: batchLoader((ids) => rest.ownByIds(ids), MAX_JOB_OFFER_IDS), // GET /api/offers/own/by-ids?ids= (bearer, extension)
  };
}
