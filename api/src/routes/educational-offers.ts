// Educational offers and institutions (part 2 §7), plus the owner's edit, deactivate and
// delete and the institution's centre type (extensions, see api/CONTRACT.md).
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { HttpError, badRequest, invalidSession, notFound } from '../http/errors';
import type { Db } from '../db/database';
import type { StoredImage } from '../db/columns';
import { removeUnreferencedMedia } from '../models/media-references';
import { checkFormFields, readMultipartForm } from '../http/multipart-form';
import { fileBytes } from '../http/uploads';
import { parseEducationalOfferForm, type EducationalOfferInput } from '../models/educational-offer-form';
import {
  cancelEducationalOffer,
  deleteEducationalOffer,
  findEducationalOffer,
  findEducationalOffersByIds,
  insertEducationalOffer,
  listEducationalOffers,
  educationalOfferOwner,
  updateEducationalOffer,
} from '../models/educational-offers';
import { REVISION_MESSAGES } from '../models/offer-revisions';
import type { Page } from '../models/paginate';
import { EDUCATION_LEVELS, findInstitution, listInstitutions, setCenterType } from '../models/institutions';
import { findUserById, findUserByUsername } from '../models/users';
import { MessageBody, errors, isUuid, pageInfo, pageQuery } from '../schemas/common';
import { Enum } from '../schemas/enum';
import { EnumList, readEnumList } from '../schemas/enum-list';
import {
  CATEGORIES,
  CENTER_TYPES,
  MODALITIES,
  EducationalOfferForm,
  EducationalOfferFormFields,
  EducationalOfferObject,
  InstitutionObject,
  InstitutionPage,
  EDUCATIONAL_OFFER_STATUSES,
  EducationalOfferPage,
  PUBLIC_EDUCATIONAL_OFFER_STATUSES,
  type EducationalOfferObject as Offer,
} from '../schemas/educational-offer';
import { HeaderImageError, MAX_HEADER_IMAGE_BYTES, storeHeaderImage } from '../services/header-image';
import { MAX_BY_IDS, registerByIdsRoute } from './by-ids';

const TAG = ['educational-offers'];
const bearer = [{ bearerAuth: [] }];

const EDUCATIONAL_MESSAGES = {
  notFound: 'No se encontró la oferta educativa.',
  userNotFound: 'Usuario no encontrado.',
  notInstitution: 'Solo las instituciones educativas pueden publicar ofertas educativas.',
  notVerified:
    'Tu institución aún no está verificada. Escríbenos con los datos del centro para verificarla y poder publicar ofertas educativas.',
  notOwner: 'Solo la institución que publicó esta oferta puede modificarla.',
  created: 'Oferta educativa creada. La revisaremos antes de publicarla.',
  updated: 'Oferta educativa actualizada. La revisaremos antes de volver a publicarla.',
  cancelled: 'Oferta educativa desactivada.',
  deleted: 'Oferta educativa eliminada.',
  imageType: 'Tipo de archivo no permitido. Solo se aceptan JPG, PNG y GIF.',
  imageUnreadable: 'La imagen está dañada o es demasiado grande para procesarla.',
  imageTooLarge: 'El archivo es demasiado grande. Máximo 5MB permitido.',
  unexpectedFile: 'Solo se admite un archivo, en el campo "headerImage".',
  typeOnlyInstitutions: 'Solo las instituciones educativas pueden indicar el tipo de centro.',
  typeSaved: 'Tipo de centro guardado.',
} as const;

const forbidden = (message: string) => new HttpError(403, message);

/** Every form field fits, with room for the extensions; text values up to 64 KiB. */
const FORM_LIMITS = { fileSize: MAX_HEADER_IMAGE_BYTES, files: 1, fields: 40, parts: 41, fieldSize: 64 * 1024 };

const OfferParams = Type.Object({ offerId: Type.String({ maxLength: 64 }) });
const UsernameParams = Type.Object({ username: Type.String({ maxLength: 64 }) });
const UserIdParams = Type.Object({ userId: Type.String({ maxLength: 64 }) });
const paging = pageQuery({ defaultLimit: 100, maxLimit: 100, extension: true });
const PageQuery = Type.Object(paging);
const OwnListQuery = Type.Object({
  ...paging,
  status: Type.Optional(
    EnumList(EDUCATIONAL_OFFER_STATUSES, {
      description: "Extension: only these statuses, one or several comma-separated (the owner's own list).",
    }),
  ),
});
/** The directory's filters (extensions, CONTRACT.md § The institution object), applied by the database. */
const InstitutionListQuery = Type.Object({
  ...paging,
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Extension: part of the name or the city.' })),
  country: Type.Optional(Type.String({ maxLength: 60, description: 'Extension: the country.' })),
  city: Type.Optional(Type.String({ maxLength: 100, description: 'Extension: the city.' })),
  type: Type.Optional(Enum(CENTER_TYPES, { description: 'Extension: only public or only private centres.' })),
  level: Type.Optional(
    Enum(EDUCATION_LEVELS, { description: 'Extension: only those with a public programme of this level.' }),
  ),
  modality: Type.Optional(
    Enum([...MODALITIES, 'Híbrido'], {
      description: 'Extension: only those with a public programme taught so ("Híbrido" reads as "Híbrida").',
    }),
  ),
  category: Type.Optional(
    Enum(CATEGORIES, { description: 'Extension: only those with a public programme of this category.' }),
  ),
});
const OfferAnswer = Type.Object({ offer: EducationalOfferObject });
const SavedOffer = Type.Object({ message: Type.String(), offer: EducationalOfferObject });
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
        response: { 201: SavedOffer, ...errors(400, 401, 403, 406, 413) },
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

  app.get(
    '/api/offers/educational/institutions',
    {
      schema: {
        tags: TAG,
        summary: 'Verified institutions with their public programmes, by name (filters: extension)',
        querystring: InstitutionListQuery,
        response: { 200: InstitutionPage, ...errors(400) },
      },
    },
    async (request) => {
      const { modality, ...query } = request.query;
      // The screen's filter says "Híbrido"; the programmes say "Híbrida".
      const filters = { ...query, modality: modality === 'Híbrido' ? 'Híbrida' : modality };
      const { items, info } = await listInstitutions(db, filters);
      return { institutions: items, ...info };
    },
  );

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
        params: OfferParams,
        response: { 200: OfferAnswer, ...errors(404) },
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
        params: OfferParams,
        body: EducationalOfferForm,
        response: { 200: SavedOffer, ...errors(400, 401, 403, 404, 406, 413) },
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
        params: OfferParams,
        body: Type.Object({ status: Enum(['cancelled']) }),
        response: { 200: SavedOffer, ...errors(400, 401, 403, 404) },
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
        params: OfferParams,
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

  app.get(
    '/api/offers/educational/user/:username',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: "A user's educational offers: every status for the caller's own, else the public ones",
        security: bearer,
        params: UsernameParams,
        querystring: OwnListQuery,
        response: { 200: EducationalOfferPage, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const ownerId = await userIdByUsername(db, request.params.username);
      const own = ownerId === signedInUser(request);
      const { page, limit, status } = request.query;
      const statuses = status === undefined ? undefined : readEnumList(status, EDUCATIONAL_OFFER_STATUSES);
      // Someone else's list only ever holds public offers, whatever status is asked for.
      if (!own && statuses && !statuses.some((each) => PUBLIC_EDUCATIONAL_OFFER_STATUSES.includes(each))) {
        return { offers: [], ...pageInfo(0, { page, limit }) };
      }
      return educationalOfferPage(
        await listEducationalOffers(db, { ownerId, publicOnly: !own, statuses, page, limit }),
      );
    },
  );

  app.get(
    '/api/offers/educational/user-external/:username',
    {
      schema: {
        tags: TAG,
        summary: "An institution's public educational offers, by username",
        params: UsernameParams,
        querystring: PageQuery,
        response: { 200: EducationalOfferPage, ...errors(400, 404) },
      },
    },
    async (request) => {
      const ownerId = await userIdByUsername(db, request.params.username);
      const { page, limit } = request.query;
      return educationalOfferPage(await listEducationalOffers(db, { ownerId, publicOnly: true, page, limit }));
    },
  );

  app.get(
    '/api/educational-offers/institution/:userId',
    {
      schema: {
        tags: TAG,
        summary: "An institution's public educational offers, by user id",
        params: UserIdParams,
        querystring: PageQuery,
        response: { 200: EducationalOfferPage, ...errors(400, 404) },
      },
    },
    async (request) => {
      const ownerId = await existingUserId(db, request.params.userId);
      const { page, limit } = request.query;
      return educationalOfferPage(await listEducationalOffers(db, { ownerId, publicOnly: true, page, limit }));
    },
  );

  app.put(
    '/api/educational-offers/institution',
    {
      onRequest: auth.required,
      schema: {
        tags: TAG,
        summary: "Extension: the signed-in institution's centre type (public or private)",
        security: bearer,
        body: Type.Object({ type: Enum(CENTER_TYPES) }),
        response: {
          200: Type.Object({ message: Type.String(), institution: InstitutionObject }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      if (!(await findInstitution(db, userId))) await refuseNonInstitution(db, userId);
      await setCenterType(db, userId, request.body.type, clock.now());
      const institution = await findInstitution(db, userId);
      // Only when the account was deleted in between.
      if (!institution) throw invalidSession();
      return { message: EDUCATIONAL_MESSAGES.typeSaved, institution };
    },
  );
}

const educationalOfferPage = (page: Page<Offer>) => ({ offers: page.items, ...page.info });

/** A well-formed offer id (lower case), or null: anything else cannot name an offer. */
const offerIdOf = (value: string) => (isUuid(value) ? value.toLowerCase() : null);

/** Role Profesional, institution (professionalType 4) and verified, else 403 in Spanish. */
async function requireVerifiedInstitution(db: Db, userId: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw invalidSession();
  if (user.role !== 'Profesional' || user.professional_type !== 4) throw forbidden(EDUCATIONAL_MESSAGES.notInstitution);
  if (!user.is_verificated_profesional) throw forbidden(EDUCATIONAL_MESSAGES.notVerified);
}

async function refuseNonInstitution(db: Db, userId: string): Promise<never> {
  if (!(await findUserById(db, userId))) throw invalidSession();
  throw forbidden(EDUCATIONAL_MESSAGES.typeOnlyInstitutions);
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

async function userIdByUsername(db: Db, username: string): Promise<string> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound(EDUCATIONAL_MESSAGES.userNotFound);
  return user.id;
}

async function existingUserId(db: Db, value: string): Promise<string> {
  const user = isUuid(value) ? await findUserById(db, value.toLowerCase()) : undefined;
  if (!user) throw notFound(EDUCATIONAL_MESSAGES.userNotFound);
  return user.id;
}

/**
 * Removes the files of a deleted or replaced image once no row of any table references
 * them (files are shared by content hash). The change is already saved, so a failure
 * here is logged, not answered: the file is only left over.
 */
async function removeFiles(request: FastifyRequest, ctx: AppContext, urls: string[]): Promise<void> {
  try {
    await removeUnreferencedMedia(ctx.db, ctx.config.mediaDir, urls);
  } catch (error) {
    request.log.error({ err: error }, 'could not remove unreferenced media');
  }
}

interface OfferForm {
  input: EducationalOfferInput;
  /** Absent when no header image came (an edit then keeps the current one). */
  image: StoredImage | undefined;
}

/**
 * Reads the multipart form (text fields and at most one `headerImage` file), checks every
 * field, then stores the image: a refused form leaves nothing behind.
 */
async function readOfferForm(request: FastifyRequest, ctx: AppContext): Promise<OfferForm> {
  const tooLarge = () => new HttpError(413, EDUCATIONAL_MESSAGES.imageTooLarge, 'headerImage');
  let bytes: Buffer | undefined;
  const fields = await readMultipartForm(request, {
    limits: FORM_LIMITS,
    tooLarge,
    repeated: 'refuse',
    jsonParts: 'text',
    async onFile(part) {
      if (part.fieldname !== 'headerImage') throw badRequest(EDUCATIONAL_MESSAGES.unexpectedFile, part.fieldname);
      const buffer = await fileBytes(part, tooLarge);
      // A browser sends an empty part for a file input left untouched.
      if (buffer.length > 0) bytes = buffer;
    },
  });
  const input = parseEducationalOfferForm(checkFormFields(EducationalOfferFormFields, fields));
  return { input, image: bytes ? await storeImage(ctx, bytes) : undefined };
}

async function storeImage(ctx: AppContext, bytes: Buffer): Promise<StoredImage> {
  try {
    return await storeHeaderImage(ctx.media, bytes);
  } catch (error) {
    if (error instanceof HeaderImageError) {
      throw badRequest(
        error.reason === 'type' ? EDUCATIONAL_MESSAGES.imageType : EDUCATIONAL_MESSAGES.imageUnreadable,
        'headerImage',
      );
    }
    throw error;
  }
}
