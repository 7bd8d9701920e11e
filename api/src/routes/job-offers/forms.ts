// Creating and editing a job offer (part 2 §7 "Job offers"): a multipart or JSON form with
// an optional logo.
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../http/auth';
import type { App } from '../../http/app-type';
import type { AppContext } from '../../http/context';
import { HttpError, invalidSession, notFound } from '../../http/errors';
import type { StoredImage } from '../../db/columns';
import { insertJobOffer, updateJobOffer } from '../../models/job-offer-changes';
import { parseOfferForm } from '../../models/job-offer-form';
import { removeLogoIfUnused, storeLogo } from '../../models/job-offer-logos';
import { JOB_OFFER_MESSAGES, findOwnJobOffer, type JobOfferWithPublisher } from '../../models/job-offers';
import { latestContent } from '../../models/offer-revisions';
import { findUserById } from '../../models/users';
import { OfferIdParams, errors } from '../../schemas/common';
import { JobOfferEditForm, JobOfferForm, SavedJobOffer } from '../../schemas/job-offer';
import { readOfferRequest } from '../job-offer-request';
import { TAG, bearer, offerObject, today } from './common';

export function registerFormRoutes(app: App, ctx: AppContext): void {
  const formRoute = {
    // The body is read and checked by the handler (multipart or JSON); the schema documents it.
    validatorCompiler: () => () => true,
  };

  app.post(
    '/api/offers/create',
    {
      ...formRoute,
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary: 'Creates an offer (verified Profesional accounts); it starts pending until an operator approves it',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        body: JobOfferForm,
        response: { 201: SavedJobOffer, ...errors(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const user = await findUserById(ctx.db, signedInUser(request));
      if (!user) throw invalidSession();
      if (user.role !== 'Profesional' || !user.is_verificated_profesional) {
        throw new HttpError(403, JOB_OFFER_MESSAGES.onlyProfessionals);
      }
      const { columns, logo } = await readForm(ctx, request, {
        defaultCompanyName: user.show_name_company === false ? null : user.company_name,
      });
      const content = { ...columns, company_logo: logo };
      const offerId = await insertJobOffer(ctx.db, { userId: user.id, content, now: ctx.clock.now() });
      reply.status(201);
      return { message: JOB_OFFER_MESSAGES.created, offer: await offerObject(ctx, offerId) };
    },
  );

  app.put(
    '/api/offers/:offerId',
    {
      ...formRoute,
      onRequest: ctx.auth.required,
      schema: {
        tags: TAG,
        summary:
          'Edits an offer (owner only); absent fields keep their value. A public offer stays as approved while the edit waits for review (pendingChanges)',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        params: OfferIdParams,
        body: JobOfferEditForm,
        response: { 200: SavedJobOffer, ...errors(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const existing = await findOwnJobOffer(ctx.db, request.params.offerId, signedInUser(request));
      // An edit starts from the latest version: an earlier edit still waiting for review included.
      const latest = latestContent(existing);
      const { columns, logo } = await readForm(ctx, request, { existing: latest });
      const content = { ...columns, company_logo: logo ?? latest.company_logo };
      const outcome = await updateJobOffer(ctx.db, existing, { content, now: ctx.clock.now() });
      if (!outcome) throw notFound(JOB_OFFER_MESSAGES.notFound);
      // The logo replaced goes unless a version still shows it (the public one, while an edit waits).
      if (logo && latest.company_logo?.url !== logo.url) {
        await removeLogoIfUnused(ctx.db, ctx.media.storage, latest.company_logo);
      }
      const message =
        outcome === 'awaitingReview' ? JOB_OFFER_MESSAGES.updatedAwaitingReview : JOB_OFFER_MESSAGES.updated;
      return { message, offer: await offerObject(ctx, existing.id) };
    },
  );
}

/** Reads and checks the form, then stores the logo (only once the form is known to be good). */
async function readForm(
  ctx: AppContext,
  request: FastifyRequest,
  context: { existing?: JobOfferWithPublisher; defaultCompanyName?: string | null },
) {
  const { fields, logo: bytes } = await readOfferRequest(request);
  const columns = parseOfferForm(fields, { today: today(ctx), ...context });
  const logo: StoredImage | null = bytes ? await storeLogo(ctx.media, bytes) : null;
  return { columns, logo };
}
