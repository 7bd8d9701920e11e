// Job offers (part 2 §7 "Job offers"): the public list and view, creating and editing
// (multipart with an optional logo), the owner's lists, deactivating and deleting. The
// applications and saved offers are registered from their own modules.
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { JOB_OFFER_STATUSES, JOB_TYPES, LOCATION_TYPES } from '../db/job-offer-tables';
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { HttpError, invalidSession, notFound } from '../http/errors';
import { cancelJobOffer, deleteJobOffer, insertJobOffer, updateJobOffer } from '../models/job-offer-changes';
import { parseOfferForm } from '../models/job-offer-form';
import { latestContent } from '../models/offer-revisions';
import { removeLogoIfUnused, storeLogo } from '../models/job-offer-logos';
import { applicationCounts, applicationPage } from '../models/job-applications';
import {
  JOB_OFFER_MESSAGES,
  findJobOffer,
  isPublicJobOffer,
  findOwnJobOffer,
  findJobOffersByIds,
  internshipsOnly,
  madridDate,
  jobOfferPage,
  ownedBy,
  publicOfferConditions,
  toJobOfferObject,
  withAnyStatus,
  type JobOfferWithPublisher,
} from '../models/job-offers';
import { findUserById, findUserByUsername } from '../models/users';
import { MessageBody, OfferIdParams, errors, isUuid, pageInfo, pageQuery } from '../schemas/common';
import { Enum } from '../schemas/enum';
import { EnumList, readEnumList } from '../schemas/enum-list';
import { JobOfferObject, JobOfferPage, JobOfferPaging, OwnJobOfferObject } from '../schemas/job-offer';
import type { StoredImage } from '../db/columns';
import { MAX_BY_IDS, registerByIdsRoute } from './by-ids';
import { registerJobApplicationRoutes } from './job-applications';
import { readOfferRequest } from './job-offer-request';
import { registerSavedOfferRoutes } from './saved-offers';

export const TAG = ['job offers'];
export const bearer = [{ bearerAuth: [] }];
const bearerOptional: { [name: string]: string[] }[] = [{ bearerAuth: [] }, {}];

const PublicListQuery = Type.Object({
  status: Type.Optional(
    Enum(['accepted', 'active'], {
      description: 'Only accepted (alias active) offers are public; the spec sends status=accepted.',
    }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Extension: in position, description or company name.' }),
  ),
  country: Type.Optional(Type.String({ maxLength: 60, description: 'Extension.' })),
  city: Type.Optional(Type.String({ maxLength: 100, description: 'Extension.' })),
  companyName: Type.Optional(Type.String({ maxLength: 100, description: 'Extension: a substring.' })),
  jobType: Type.Optional(Enum(JOB_TYPES)),
  locationType: Type.Optional(Enum(LOCATION_TYPES)),
  practicas: Type.Optional(Type.Boolean({ description: 'Extension: only internships (jobType Prácticas).' })),
  ...JobOfferPaging,
});

const CompanyListQuery = Type.Object({
  status: Type.Optional(
    EnumList(JOB_OFFER_STATUSES, {
      description:
        'One of accepted, pending, cancelled, rejected (rejected is an extension); extension: several, comma-separated (cancelled,rejected).',
    }),
  ),
  practicas: Type.Optional(Type.Boolean({ description: 'true: only internships (jobType Prácticas).' })),
  ...JobOfferPaging,
});

/** The owner's page of candidates: the same paging under other names (extension). */
const candidatePaging = pageQuery({ defaultLimit: 100, maxLimit: 100, extension: true });
const DetailQuery = Type.Object({
  applicationsPage: candidatePaging.page,
  applicationsLimit: candidatePaging.limit,
});

/** Documents the form; the handler reads and checks it (multipart or JSON). */
const OfferForm = Type.Object(
  {
    position: Type.String({ description: 'Required (alias title).' }),
    jobType: Enum(JOB_TYPES),
    locationType: Enum(LOCATION_TYPES),
    city: Type.String({ description: 'Required.' }),
    country: Type.String({ description: 'Required.' }),
    descriptionEmployer: Type.String({ description: 'Required.' }),
    description: Type.String({ description: 'Required.' }),
    requiredProfile: Type.String({ description: 'Required.' }),
    companyName: Type.Optional(Type.String({ description: "Defaults to the publisher's company name." })),
    companyDescription: Type.Optional(Type.String()),
    expirationDate: Type.Optional(Type.String({ format: 'date', description: 'Not before today.' })),
    duration: Type.Optional(Type.String()),
    experienceYears: Type.Optional(Type.String({ description: 'An integer 0–60.' })),
    experience: Type.Optional(Type.String()),
    website: Type.Optional(Type.String({ description: 'An http(s) URL.' })),
    contactName: Type.Optional(Type.String()),
    functions: Type.Optional(Type.String()),
    offered: Type.Optional(Type.String()),
    tags: Type.Optional(
      Type.String({
        description:
          "JSON list of skills: trimmed, blanks dropped, each once; the first 5 are hard skills (the spec's detail). " +
          'Ignored when hardSkills or softSkills is sent.',
      }),
    ),
    hardSkills: Type.Optional(
      Type.String({ description: 'Extension: JSON list of hard skills (tags are hardSkills then softSkills).' }),
    ),
    softSkills: Type.Optional(
      Type.String({ description: 'Extension: JSON list of soft skills; one also among hardSkills is a hard skill.' }),
    ),
    isUrgent: Type.Optional(Type.String({ description: 'true / false.' })),
    isExternal: Type.Optional(Type.String({ description: 'true / false; true needs externalLink.' })),
    externalLink: Type.Optional(Type.String({ description: 'An http(s) URL (alias externalUrl).' })),
    extraQuestions: Type.Optional(
      Type.String({ description: 'JSON list of at most 3 {question, responseType: text|number|boolean|url}.' }),
    ),
    logo: Type.Optional(Type.String({ format: 'binary', description: 'JPG, PNG, WebP or GIF, at most 5 MB.' })),
  },
  { description: 'On an edit every field is optional: absent fields keep their value.' },
);

export function registerJobOfferRoutes(app: App, ctx: AppContext): void {
  registerPublicRoutes(app, ctx);
  registerFormRoutes(app, ctx);
  registerOwnerRoutes(app, ctx);
  registerJobApplicationRoutes(app, ctx);
  registerSavedOfferRoutes(app, ctx);
}

const today = (ctx: AppContext) => madridDate(ctx.clock.now());

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
        querystring: PublicListQuery,
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
        querystring: DetailQuery,
        response: { 200: Type.Object({ offer: OwnJobOfferObject }), ...errors(400, 404) },
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
        params: Type.Object({ username: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object(JobOfferPaging),
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
        params: Type.Object({ userId: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object(JobOfferPaging),
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

function registerFormRoutes(app: App, ctx: AppContext): void {
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
        body: OfferForm,
        response: {
          201: Type.Object({ message: Type.String(), offer: JobOfferObject }),
          ...errors(400, 401, 403, 413),
        },
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
        body: Type.Partial(OfferForm),
        response: {
          200: Type.Object({ message: Type.String(), offer: JobOfferObject }),
          ...errors(400, 401, 403, 404, 413),
        },
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
        await removeLogoIfUnused(ctx.db, ctx.config.mediaDir, latest.company_logo);
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

/** The offer as its owner sees it, after one of their changes. */
async function offerObject(ctx: AppContext, id: string) {
  const offer = await findJobOffer(ctx.db, id);
  if (!offer) throw notFound(JOB_OFFER_MESSAGES.notFound);
  return toJobOfferObject(offer, today(ctx), { owner: true });
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
        querystring: Type.Object(JobOfferPaging),
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
        querystring: CompanyListQuery,
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
        body: Type.Object({
          status: Enum(['cancelled'], { description: 'The only status an owner sets.' }),
        }),
        response: {
          200: Type.Object({ message: Type.String(), offer: JobOfferObject }),
          ...errors(400, 401, 403, 404),
        },
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
      for (const logo of logos) await removeLogoIfUnused(ctx.db, ctx.config.mediaDir, logo);
      return { message: JOB_OFFER_MESSAGES.deleted };
    },
  );
}
