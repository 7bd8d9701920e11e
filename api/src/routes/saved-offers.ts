// Saved job offers (part 2 §7): list, save (empty body) and unsave; both idempotent.
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { JOB_OFFER_MESSAGES, madridDate } from '../models/job-offers';
import { SAVED_MESSAGES, saveOffer, savedOfferPage, unsaveOffer } from '../models/saved-offers';
import { OfferIdParams, errors, isUuid } from '../schemas/common';
import { JobOfferPageQuery, SavedAnswer, SavedOfferPage } from '../schemas/job-offer';

const TAG = ['job offers'];
const bearer = [{ bearerAuth: [] }];

export function registerSavedOfferRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/users/saved-offers',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: "The signed-in user's saved offers (accepted ones, expired included), most recent first",
        security: bearer,
        querystring: JobOfferPageQuery,
        response: { 200: SavedOfferPage, ...errors(400, 401) },
      },
    },
    async (request) => savedOfferPage(ctx.db, signedInUser(request), request.query, madridDate(ctx.clock.now())),
  );

  app.post(
    '/api/users/saved-offers/:offerId',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Saves a public offer (empty body); saving twice keeps one',
        security: bearer,
        params: OfferIdParams,
        response: { 200: SavedAnswer, ...errors(401, 404) },
      },
    },
    async (request) => {
      const offerId = request.params.offerId.toLowerCase();
      if (!isUuid(offerId)) throw notFound(JOB_OFFER_MESSAGES.notFound);
      await saveOffer(ctx.db, signedInUser(request), offerId, ctx.clock.now());
      return { message: SAVED_MESSAGES.saved, saved: true };
    },
  );

  app.delete(
    '/api/users/saved-offers/:offerId',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Removes an offer from the saved ones; removing one not saved is not an error',
        security: bearer,
        params: OfferIdParams,
        response: { 200: SavedAnswer, ...errors(401, 404) },
      },
    },
    async (request) => {
      const offerId = request.params.offerId.toLowerCase();
      if (!isUuid(offerId)) throw notFound(JOB_OFFER_MESSAGES.notFound);
      await unsaveOffer(ctx.db, signedInUser(request), offerId);
      return { message: SAVED_MESSAGES.removed, saved: false };
    },
  );
}
