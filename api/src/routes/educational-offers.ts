// Educational offers and institutions (part 2 §7), plus the owner's edit, deactivate and
// delete and the institution's centre type (extensions, see api/CONTRACT.md). The lists
// (educational-offers/lists.ts), the institutions (educational-offers/institutions.ts) and
// the multipart form (educational-offers/form.ts) live beside this file.
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { invalidSession, notFound } from '../http/errors';
import type { Db } from '../db/database';
import { removeUnreferencedMedia } from '../models/media-references';
import {
  cancelEducationalOffer,
  deleteEducationalOffer,
  findEducationalOffer,
  findEducationalOffersByIds,
  insertEducationalOffer,
  educationalOfferOwner,
  updateEducationalOffer,
} from '../models/educational-offers';
import { REVISION_MESSAGES } from '../models/offer-revisions';
import { findUserById } from '../models/users';
import { MAX_BY_IDS } from '../schemas/by-ids';
import { MessageBody, OfferIdParams, errors, isUuid } from '../schemas/common';
import {
  EducationalOfferAnswer,
  EducationalOfferForm,
  EducationalOfferObject,
  EducationalOfferStatusBody,
  PUBLIC_EDUCATIONAL_OFFER_STATUSES,
  SavedEducationalOffer,
  type EducationalOfferObject as Offer,
} from '../schemas/educational-offer';
import { registerByIdsRoute } from './by-ids';
import { EDUCATIONAL_MESSAGES, TAG, bearer, forbidden } from './educational-offers/common';
import { readOfferForm } from './educational-offers/form';
import { registerInstitutionDirectoryRoute, registerCenterTypeRoute } from './educational-offers/institutions';
import { registerEducationalOfferListRoutes } from './educational-offers/lists';

const multipartRoute = {
  // The multipart body is read and checked by the handler; the schema documents it.
  validatorCompiler: () => () => true,
};

export function registerEducationalOfferRoutes(app: App, ctx: AppContext): void {
  const { db, auth, clock } = ctx;

  app.post(
    '/api/offers/educational',
    {
      ...multipartRoute,
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Publishes an educational offer (verified institutions; starts pending)',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: EducationalOfferForm,
        response: { 201: SavedEducationalOffer, ...errors(400, 401, 403, 406, 413) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request);
      await requireVerifiedInstitution(db, userId);
      const { input, image } = await readOfferForm(request, ctx);
      const offerId = await insertEducationalOffer(db, userId, input, image ?? null, clock.now());
      const offer = await findOwnEducationalOffer(db, offerId, userId);
      return reply.status(201).send({ message: EDUCATIONAL_MESSAGES.created, offer });
    },
  );

  registerInstitutionDirectoryRoute(app, ctx);

  registerByIdsRoute(app, {
    path: '/api/offers/educational/by-ids',
    tags: TAG,
    summary: 'Extension: several public educational offers by id, for batched refetches',
    key: 'offers',
    item: EducationalOfferObject,
    tooMany: `Se pueden pedir como máximo ${MAX_BY_IDS} ofertas educativas a la vez.`,
    load: (ids) => findEducationalOffersByIds(db, ids, null),
  });
  registerByIdsRoute(app, {
    path: '/api/offers/educational/own/by-ids',
    tags: TAG,
    summary:
      "Extension: several of the caller's own educational offers by id, in any state, as the owner's list answers them (pendingChanges): the owner's facts of offers a public list gave, in one call",
    key: 'offers',
    item: EducationalOfferObject,
    tooMany: `Se pueden pedir como máximo ${MAX_BY_IDS} ofertas educativas a la vez.`,
    auth: auth.required,
    load: (ids, userId) => findEducationalOffersByIds(db, ids, userId),
  });

  app.get(
    '/api/offers/educational/:offerId',
    {
      onRequest: auth.optional,
      schema: {
        tags: TAG,
        summary: 'One educational offer: public when accepted or active; the owner sees every status',
        security: [{ bearerAuth: [] }, {}],
        params: OfferIdParams,
        response: { 200: EducationalOfferAnswer, ...errors(404) },
      },
    },
    async (request) => {
      const id = offerIdOf(request.params.offerId);
      const offer = id ? await findEducationalOffer(db, id, request.userId) : undefined;
      if (!offer) throw notFound(EDUCATIONAL_MESSAGES.notFound);
      return { offer };
    },
  );

  app.put(
    '/api/offers/educational/:offerId',
    {
      ...multipartRoute,
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary:
          'Extension: the owner replaces the form (headerImage optional). A public offer stays as approved while the edit waits for review (pendingChanges); any other goes back to pending',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: OfferIdParams,
        body: EducationalOfferForm,
        response: { 200: SavedEducationalOffer, ...errors(400, 401, 403, 404, 406, 413) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const offerId = await ownOfferId(db, request.params.offerId, userId);
      await requireVerifiedInstitution(db, userId);
      const { input, image } = await readOfferForm(request, ctx);
      const updated = await updateEducationalOffer(db, offerId, userId, input, image, clock.now());
      if (!updated) throw notFound(EDUCATIONAL_MESSAGES.notFound);
      await removeFiles(request, ctx, updated.replacedImages);
      const message =
        updated.outcome === 'awaitingReview' ? REVISION_MESSAGES.awaitingReview : EDUCATIONAL_MESSAGES.updated;
      return { message, offer: await findOwnEducationalOffer(db, offerId, userId) };
    },
  );

  app.put(
    '/api/offers/educational/:offerId/status',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Extension: the owner deactivates an offer (status cancelled)',
        security: bearer,
        params: OfferIdParams,
        body: EducationalOfferStatusBody,
        response: { 200: SavedEducationalOffer, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const offerId = await ownOfferId(db, request.params.offerId, userId);
      if (!(await cancelEducationalOffer(db, offerId, userId, clock.now()))) {
        throw notFound(EDUCATIONAL_MESSAGES.notFound);
      }
      return { message: EDUCATIONAL_MESSAGES.cancelled, offer: await findOwnEducationalOffer(db, offerId, userId) };
    },
  );

  app.delete(
    '/api/offers/educational/:offerId',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: 'Extension: the owner deletes an offer (and its images no other row uses)',
        security: bearer,
        params: OfferIdParams,
        response: { 200: MessageBody, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      const offerId = await ownOfferId(db, request.params.offerId, userId);
      const images = await deleteEducationalOffer(db, offerId, userId);
      if (!images) throw notFound(EDUCATIONAL_MESSAGES.notFound);
      await removeFiles(request, ctx, images);
      return { message: EDUCATIONAL_MESSAGES.deleted };
    },
  );

  registerEducationalOfferListRoutes(app, ctx);
  registerCenterTypeRoute(app, ctx);
}

/** A well-formed offer id (lower case), or null: anything else cannot name an offer. */
const offerIdOf = (value: string) => (isUuid(value) ? value.toLowerCase() : null);

/** Role Profesional, institution (professionalType 4) and verified, else 403 in Spanish. */
async function requireVerifiedInstitution(db: Db, userId: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw invalidSession();
  if (user.role !== 'Profesional' || user.professional_type !== 4) throw forbidden(EDUCATIONAL_MESSAGES.notInstitution);
  if (!user.is_verificated_profesional) throw forbidden(EDUCATIONAL_MESSAGES.notVerified);
}

/**
 * The offer id when the caller owns it. Someone else's public offer is 403; an offer the
 * caller may not even see is 404, so its existence is not revealed.
 */
async function ownOfferId(db: Db, value: string, userId: string): Promise<string> {
  const offerId = offerIdOf(value);
  const owner = offerId ? await educationalOfferOwner(db, offerId) : undefined;
  if (!offerId || !owner) throw notFound(EDUCATIONAL_MESSAGES.notFound);
  if (owner.userId !== userId) {
    if (PUBLIC_EDUCATIONAL_OFFER_STATUSES.includes(owner.status)) throw forbidden(EDUCATIONAL_MESSAGES.notOwner);
    throw notFound(EDUCATIONAL_MESSAGES.notFound);
  }
  return offerId;
}

async function findOwnEducationalOffer(db: Db, offerId: string, userId: string): Promise<Offer> {
  const offer = await findEducationalOffer(db, offerId, userId);
  if (!offer) throw notFound(EDUCATIONAL_MESSAGES.notFound);
  return offer;
}

/**
 * Removes the files of a deleted or replaced image once no row of any table references
 * them (files are shared by content hash). The change is already saved, so a failure
 * here is logged, not answered: the file is only left over.
 */
async function removeFiles(request: FastifyRequest, ctx: AppContext, urls: string[]): Promise<void> {
  try {
    await removeUnreferencedMedia(ctx.db, ctx.media.storage, urls);
  } catch (error) {
    request.log.error({ err: error }, 'could not remove unreferenced media');
  }
}
