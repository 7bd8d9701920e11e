// Applying to job offers and reviewing candidates (part 2 §7 "Job offers"): apply, check
// whether one applied, the owner's decision on an application, and the applied offers.
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import {
  APPLICATION_MESSAGES,
  appliedOfferPage,
  assertOpenFor,
  checkAnswers,
  findApplicationOf,
  insertApplication,
  setApplicationStatus,
  visibleApplications,
} from '../models/job-applications';
import {
  JOB_OFFER_MESSAGES,
  findJobOffer,
  findOwnJobOffer,
  isPublicJobOffer,
  madridDate,
  type JobOfferWithPublisher,
} from '../models/job-offers';
import { MAX_BY_IDS } from '../schemas/by-ids';
import { OfferIdParams, errors, isUuid, parseIdList } from '../schemas/common';
import {
  Applied,
  ApplicationCheck,
  ApplicationDecided,
  ApplicationParams,
  ApplicationStatusBody,
  ApplicationsByIds,
  ApplicationsByIdsQuery,
  AppliedOfferPage,
  ApplyBody,
  JobOfferPageQuery,
} from '../schemas/job-offer';

const TAG = ['job offers'];
const bearer = [{ bearerAuth: [] }];

/**
 * The offer when the caller may read it: public, or their own. Any other (pending, rejected,
 * deactivated) answers exactly as an unknown id, so its existence is not revealed (issue 18).
 */
async function visibleJobOffer(ctx: AppContext, offerId: string, userId: string): Promise<JobOfferWithPublisher> {
  const offer = await findJobOffer(ctx.db, offerId);
  if (!offer || (!isPublicJobOffer(offer) && offer.user_id !== userId)) throw notFound(JOB_OFFER_MESSAGES.notFound);
  return offer;
}

export function registerJobApplicationRoutes(app: App, ctx: AppContext): void {
  const today = () => madridDate(ctx.clock.now());

  app.post(
    '/api/offers/:offerId/apply',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Applies to an offer with the answers to its extra questions (once per user and offer)',
        security: bearer,
        params: OfferIdParams,
        body: ApplyBody,
        response: { 201: Applied, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request);
      const offer = await visibleJobOffer(ctx, request.params.offerId, userId);
      assertOpenFor(offer, userId, today());
      const answers = checkAnswers(offer.extra_questions, request.body.answers ?? []);
      const row = await insertApplication(ctx.db, { offer, userId, answers, now: ctx.clock.now() });
      ctx.mailQueue.kick();
      reply.status(201);
      return {
        message: APPLICATION_MESSAGES.applied,
        application: {
          _id: row.id,
          status: 'pending' as const,
          answers: row.answers,
          appliedAt: row.created_at.toISOString(),
        },
      };
    },
  );

  app.get(
    '/api/offers/:offerId/check-application',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Whether the signed-in user applied to the offer',
        security: bearer,
        params: OfferIdParams,
        response: { 200: ApplicationCheck, ...errors(401, 404) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const offer = await visibleJobOffer(ctx, request.params.offerId, userId);
      const application = await findApplicationOf(ctx.db, offer.id, userId);
      return { hasApplied: application !== undefined, applicationStatus: application?.status ?? null };
    },
  );

  app.put(
    '/api/offers/:offerId/applications/:applicationId/status',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: "The owner's decision on an application: accepted (seleccionado) or rejected (descartado)",
        security: bearer,
        params: ApplicationParams,
        body: ApplicationStatusBody,
        response: { 200: ApplicationDecided, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const offer = await findOwnJobOffer(ctx.db, request.params.offerId, signedInUser(request));
      const applicationId = request.params.applicationId.toLowerCase();
      if (!isUuid(applicationId)) throw notFound(APPLICATION_MESSAGES.notFound);
      const application = await setApplicationStatus(ctx.db, {
        offer,
        applicationId,
        status: request.body.status,
        now: ctx.clock.now(),
      });
      ctx.mailQueue.kick();
      return { message: APPLICATION_MESSAGES.statusUpdated, application };
    },
  );

  app.get(
    '/api/offers/applications',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary:
          "Extension: the applications to several offers, or several applications by id, that the caller made or received (the owner's candidates), in one call",
        security: bearer,
        querystring: ApplicationsByIdsQuery,
        response: { 200: ApplicationsByIds, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { offerIds, ids } = request.query;
      if (!offerIds && !ids) throw badRequest('El campo "offerIds" o "ids" es obligatorio.', 'offerIds');
      for (const [field, value, what] of [
        ['offerIds', offerIds, 'ofertas'],
        ['ids', ids, 'candidaturas'],
      ] as const) {
        if (value && value.split(',').length > MAX_BY_IDS) {
          throw badRequest(`Se pueden pedir como máximo ${MAX_BY_IDS} ${what} a la vez.`, field);
        }
      }
      const filter = { offerIds: parseIdList(offerIds), ids: parseIdList(ids) };
      return { applications: await visibleApplications(ctx.db, signedInUser(request), filter, today()) };
    },
  );

  app.get(
    '/api/users/applied-offers',
    {
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'The offers the signed-in user applied to, each with the application status',
        security: bearer,
        querystring: JobOfferPageQuery,
        response: { 200: AppliedOfferPage, ...errors(400, 401) },
      },
    },
    async (request) => appliedOfferPage(ctx.db, signedInUser(request), request.query, today()),
  );
}
