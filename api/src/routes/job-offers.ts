// Job offers (part 2 §7 "Job offers"): the public list and view, the owner's lists,
// deactivating and deleting. Creating and editing (job-offers/forms.ts), the applications
// and saved offers are registered from their own modules.
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { JOB_OFFER_STATUSES } from '../db/job-offer-tables';
import { cancelJobOffer, deleteJobOffer } from '../models/job-offer-changes';
import { removeLogoIfUnused } from '../models/job-offer-logos';
import { applicationCounts, applicationPage } from '../models/job-applications';
import {
  JOB_OFFER_MESSAGES,
  findJobOffer,
  isPublicJobOffer,
  findOwnJobOffer,
  findJobOffersByIds,
  internshipsOnly,
  jobOfferPage,
  ownedBy,
  publicOfferConditions,
  toJobOfferObject,
  withAnyStatus,
} from '../models/job-offers';
import { findUserById, findUserByUsername } from '../models/users';
import { MAX_BY_IDS } from '../schemas/by-ids';
import { MessageBody, OfferIdParams, UserIdParams, UsernameParams, errors, isUuid, pageInfo } from '../schemas/common';
import { readEnumList } from '../schemas/enum-list';
import {
  CompanyJobOffersQuery,
  JobOfferAnswer,
  JobOfferDetailQuery,
  JobOfferObject,
  JobOfferPage,
  JobOfferPageQuery,
  JobOfferStatusBody,
  PublicJobOffersQuery,
  SavedJobOffer,
} from '../schemas/job-offer';
import { registerByIdsRoute } from './by-ids';
import { registerJobApplicationRoutes } from './job-applications';
import { TAG, bearer, offerObject, today } from './job-offers/common';
import { registerFormRoutes } from './job-offers/forms';
import { registerSavedOfferRoutes } from './saved-offers';

const bearerOptional: { [name: string]: string[] }[] = [{ bearerAuth: [] }, {}];

export function registerJobOfferRoutes(app: App, ctx: AppContext): void {
  registerPublicRoutes(app, ctx);
  registerFormRoutes(app, ctx);
  registerOwnerRoutes(app, ctx);
  registerJobApplicationRoutes(app, ctx);
  registerSavedOfferRoutes(app, ctx);
}

function registerPublicRoutes(app: App, ctx: AppContext): void {
  registerByIdsRoute(app, {
    path: '/api/offers/by-ids',
    tags: TAG,
    summary: 'Extension: several public (accepted) offers by id, expired ones included, for batched refetches',
    key: 'offers',
    item: JobOfferObject,
    tooMany: `Se pueden pedir como máximo ${MAX_BY_IDS} ofertas a la vez.`,
    load: (ids) => findJobOffersByIds(ctx.db, ids, today(ctx), null),
  });
  registerByIdsRoute(app, {
    path: '/api/offers/own/by-ids',
    tags: TAG,
    summary:
      "Extension: several of the caller's own offers by id, in any state, as the owner's lists answer them (counts, pendingChanges): the owner's facts of offers a public list gave, in one call",
    key: 'offers',
    item: JobOfferObject,
    tooMany: `Se pueden pedir como máximo ${MAX_BY_IDS} ofertas a la vez.`,
    auth: ctx.auth.required,
    load: (ids, userId) => findJobOffersByIds(ctx.db, ids, today(ctx), userId),
  });

  app.get(
    '/api/offers',
    {
      schema: {
        tags: TAG,
        summary: 'Public job offers: accepted and not expired, newest first',
        querystring: PublicJobOffersQuery,
        response: { 200: JobOfferPage, ...errors(400) },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return jobOfferPage(ctx.db, {
        where: publicOfferConditions(filters, today(ctx)),
        page,
        limit,
        counts: false,
        today: today(ctx),
      });
    },
  );

  app.get(
    '/api/offers/:offerId',
    {
      onRequest: ctx.auth.optional,
      schema: {
        tags: TAG,
        summary: 'One offer (bearer optional): public when accepted; the owner also gets its candidates',
        security: bearerOptional,
        params: OfferIdParams,
        querystring: JobOfferDetailQuery,
        response: { 200: JobOfferAnswer, ...errors(400, 404) },
      },
    },
    async (request) => {
      const offer = await findJobOffer(ctx.db, request.params.offerId);
      const isOwner = offer !== undefined && offer.user_id === request.userId;
      if (!offer || (!isOwner && !isPublicJobOffer(offer))) throw notFound(JOB_OFFER_MESSAGES.notFound);
      const object = toJobOfferObject(offer, today(ctx), { owner: isOwner });
      if (!isOwner) return { offer: object };
      const { applicationsPage: page, applicationsLimit: limit } = request.query;
      const [applications, counts] = await Promise.all([
        applicationPage(ctx.db, offer.id, { page, limit }),
        applicationCounts(ctx.db, offer.id),
      ]);
      return {
        offer: {
          ...object,
          ...counts,
          applications,
          applicationsTotalPages: pageInfo(counts.applicationsCount, { page, limit }).totalPages,
        },
      };
    },
  );

  app.get(
    '/api/offers/user/:username',
    {
      schema: {
        tags: TAG,
        summary: "A company's public offers (its profile)",
        params: UsernameParams,
        querystring: JobOfferPageQuery,
        response: { 200: JobOfferPage, ...errors(400, 404) },
      },
    },
    async (request) => {
      const user = await findUserByUsername(ctx.db, request.params.username);
      if (!user) throw notFound(USER_NOT_FOUND);
      return publicOffersOf(ctx, user.id, request.query);
    },
  );

  app.get(
    '/api/job-offers/company/:userId',
    {
      schema: {
        tags: TAG,
        summary: "A company's public offers, by the company's id",
        params: UserIdParams,
        querystring: JobOfferPageQuery,
        response: { 200: JobOfferPage, ...errors(400, 404) },
      },
    },
    async (request) => {
      const userId = request.params.userId.toLowerCase();
      const user = isUuid(userId) ? await findUserById(ctx.db, userId) : undefined;
      if (!user) throw notFound(USER_NOT_FOUND);
      return publicOffersOf(ctx, user.id, request.query);
    },
  );
}

const USER_NOT_FOUND = 'Usuario no encontrado.';

function publicOffersOf(ctx: AppContext, userId: string, paging: { page: number; limit: number }) {
  return jobOfferPage(ctx.db, {
    where: [...publicOfferConditions({}, today(ctx)), ownedBy(userId)],
    ...paging,
    counts: false,
    today: today(ctx),
  });
}

function registerOwnerRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/offers/user',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: "The signed-in user's own offers, every status, with application counts",
        security: bearer,
        querystring: JobOfferPageQuery,
        response: { 200: JobOfferPage, ...errors(400, 401) },
      },
    },
    async (request) =>
      jobOfferPage(ctx.db, {
        where: [ownedBy(signedInUser(request))],
        ...request.query,
        counts: true,
        today: today(ctx),
      }),
  );

  app.get(
    '/api/offers/company',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: "The signed-in company's offers with applicationsCount and reviewedApplicationsCount",
        security: bearer,
        querystring: CompanyJobOffersQuery,
        response: { 200: JobOfferPage, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { status, practicas, page, limit } = request.query;
      const where = [ownedBy(signedInUser(request))];
      if (status) where.push(withAnyStatus(readEnumList(status, JOB_OFFER_STATUSES)));
      if (practicas) where.push(internshipsOnly);
      return jobOfferPage(ctx.db, { where, page, limit, counts: true, today: today(ctx) });
    },
  );

  app.put(
    '/api/offers/:offerId/status',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Deactivates an offer (owner only): status cancelled',
        security: bearer,
        params: OfferIdParams,
        body: JobOfferStatusBody,
        response: { 200: SavedJobOffer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const offer = await findOwnJobOffer(ctx.db, request.params.offerId, signedInUser(request));
      await cancelJobOffer(ctx.db, offer.id, ctx.clock.now());
      return { message: JOB_OFFER_MESSAGES.cancelled, offer: await offerObject(ctx, offer.id) };
    },
  );

  app.delete(
    '/api/offers/:offerId',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Deletes an offer (owner only) with its applications, saves and logo file',
        security: bearer,
        params: OfferIdParams,
        response: { 200: MessageBody, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const offer = await findOwnJobOffer(ctx.db, request.params.offerId, signedInUser(request));
      const logos = await deleteJobOffer(ctx.db, offer);
      if (logos === undefined) throw notFound(JOB_OFFER_MESSAGES.notFound);
      for (const logo of logos) await removeLogoIfUnused(ctx.db, ctx.media.storage, logo);
      return { message: JOB_OFFER_MESSAGES.deleted };
    },
  );
}
