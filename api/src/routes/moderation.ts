// Moderation while the product runs (issue 11; CONTRACT.md "Moderation"): the operators
// (OPERATOR_EMAILS) read what waits for review and decide on it from the web, and the
// admin command runs its commands here when the api is up. The decisions are the admin
// command's own (admin/moderation.ts): one implementation for the terminal and the web.
import type { FastifyRequest } from 'fastify';
import { ADMIN_TOKEN_HEADER, sameToken } from '../admin/api-link';
import { runCommand } from '../admin/run';
import {
  decideOffer,
  pendingEducationalOffers,
  pendingJobOffers,
  unverifiedProfessionals,
  verifyAccount,
  type Decision,
  type DecisionOutcome,
  type VerifyOutcome,
} from '../admin/moderation';
import { isOperator } from '../admin/operators';
import { signedInUser } from '../http/auth';
import type { App } from '../http/app-type';
import type { AppContext } from '../http/context';
import { HttpError, badRequest, conflict, invalidSession, notFound } from '../http/errors';
import { madridDate } from '../models/job-offers';
import { findUserById, toUserObject } from '../models/users';
import type { StoredImage } from '../db/columns';
import type { UserRow } from '../db/tables';
import { removeUnreferencedMedia } from '../models/media-references';
import { imageFileUrls } from '../models/post-media';
import { OfferIdParams, UserIdParams, errors } from '../schemas/common';
import { EducationalOfferPage } from '../schemas/educational-offer';
import { JobOfferPage } from '../schemas/job-offer';
import {
  AdminCommandAnswer,
  AdminCommandBody,
  AdminCommandHeaders,
  DecisionAnswer,
  DecisionQuery,
  ModerationPaging,
  ProfessionalPage,
  VerifiedAccount,
} from '../schemas/moderation';

const TAG = ['moderation'];
const bearer = [{ bearerAuth: [] }];

export const MODERATION_MESSAGES = {
  operatorsOnly: 'Solo los operadores pueden moderar contenidos.',
  offerNotFound: 'Oferta no encontrada.',
  userNotFound: 'Usuario no encontrado.',
  notProfessional: 'Solo se verifican cuentas profesionales.',
  raced: 'La oferta ha cambiado mientras se decidía. Vuelve a intentarlo.',
  approved: 'Oferta aprobada: ya es pública.',
  alreadyApproved: 'La oferta ya estaba aprobada.',
  rejected: 'Oferta rechazada: no es pública.',
  alreadyRejected: 'La oferta ya estaba rechazada.',
  changesApproved: 'Cambios aprobados: la oferta publicada ya los muestra.',
  changesRejected: 'Cambios rechazados: la oferta sigue publicada como estaba.',
  stale: 'La oferta ha cambiado desde que la revisaste: revisa la nueva versión.',
  revisionRequired: 'Indica la versión de la oferta que has revisado (revision).',
  verified: 'Cuenta verificada: ya puede publicar ofertas.',
  alreadyVerified: 'La cuenta ya estaba verificada.',
  badAdminToken: 'El token del comando de administración no es válido.',
} as const;

/** Offer statuses as the refusals name them. */
const STATUS_WORDS: Record<string, string> = {
  pending: 'pendiente',
  accepted: 'publicada',
  active: 'publicada',
  rejected: 'rechazada',
  cancelled: 'desactivada por su propietario',
};

export function registerModerationRoutes(app: App, ctx: AppContext): void {
  registerQueues(app, ctx);
  registerDecisions(app, ctx);
  registerAdminCommandRoute(app, ctx);
}

/** preHandler after auth.required: refuses anyone but an operator with 403. */
function operatorOnly(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await findUserById(ctx.db, signedInUser(request));
    if (!user) throw invalidSession();
    if (!isOperator(ctx.config, user.email)) throw new HttpError(403, MODERATION_MESSAGES.operatorsOnly);
  };
}

/** Signed in before anything is read; an operator once the request is known to be well formed. */
export const guarded = (ctx: AppContext) => ({ onRequest: ctx.auth.required, preHandler: operatorOnly(ctx) });

function registerQueues(app: App, ctx: AppContext): void {
  const queue = { tags: TAG, security: bearer, querystring: ModerationPaging };
  app.get(
    '/api/moderation/job-offers',
    {
      ...guarded(ctx),
      schema: {
        ...queue,
        summary: 'Operators: pending job offers with their content, oldest first',
        response: { 200: JobOfferPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, info } = await pendingJobOffers(ctx.db, request.query, madridDate(ctx.clock.now()));
      return { offers: items, ...info };
    },
  );
  app.get(
    '/api/moderation/educational-offers',
    {
      ...guarded(ctx),
      schema: {
        ...queue,
        summary: 'Operators: pending educational offers with their content, oldest first',
        response: { 200: EducationalOfferPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, info } = await pendingEducationalOffers(ctx.db, request.query);
      return { offers: items, ...info };
    },
  );
  app.get(
    '/api/moderation/professionals',
    {
      ...guarded(ctx),
      schema: {
        ...queue,
        summary: 'Operators: professional accounts waiting for verification, oldest first',
        response: { 200: ProfessionalPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, info } = await unverifiedProfessionals(ctx.db, request.query);
      return { users: items.map(moderatedUser), ...info };
    },
  );
}

/** The public user object plus the email an operator needs to tell accounts apart. */
const moderatedUser = (row: UserRow) => ({ ...toUserObject(row, { self: false }), email: row.email });

function registerDecisions(app: App, ctx: AppContext): void {
  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/moderation/offers/:offerId/${decision}`,
      {
        ...guarded(ctx),
        schema: {
          tags: TAG,
          security: bearer,
          summary:
            decision === 'approve'
              ? 'Operators: approve a pending (or rejected) job or educational offer: it becomes public; or the edit waiting beside a public job offer: it becomes the public version'
              : 'Operators: refuse a pending offer, or take a public one down; or refuse the edit waiting beside a public job offer (the approved version stays public)',
          params: OfferIdParams,
          querystring: DecisionQuery,
          response: { 200: DecisionAnswer, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { revision } = request.query;
        // Approval publishes what the operator read: only the version they name.
        if (decision === 'approve' && revision === undefined) {
          throw badRequest(MODERATION_MESSAGES.revisionRequired, 'revision');
        }
        const outcome = await decideOffer(ctx.db, request.params.offerId, decision, revision);
        ctx.mailQueue.kick();
        const answer = decisionAnswer(outcome, decision);
        if ('images' in outcome) await removeDroppedImages(request, ctx, outcome.images);
        return answer;
      },
    );
  }
  app.post(
    '/api/moderation/professionals/:userId/verify',
    {
      ...guarded(ctx),
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Operators: verify a professional account (it can then publish offers)',
        params: UserIdParams,
        response: { 200: VerifiedAccount, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await verifyAccount(ctx.db, { id: request.params.userId });
      ctx.mailQueue.kick();
      return verifyAnswer(outcome);
    },
  );
}

function decisionAnswer(outcome: DecisionOutcome, decision: Decision) {
  if (outcome.result === 'invalidId' || outcome.result === 'notFound') {
    throw notFound(MODERATION_MESSAGES.offerNotFound);
  }
  const { offer } = outcome;
  if (outcome.result === 'raced') throw conflict(MODERATION_MESSAGES.raced);
  if (outcome.result === 'stale') throw conflict(MODERATION_MESSAGES.stale);
  if (outcome.result === 'refused') {
    const verb = decision === 'approve' ? 'aprobar' : 'rechazar';
    throw conflict(`La oferta está ${STATUS_WORDS[offer.from] ?? offer.from}: no se puede ${verb}.`);
  }
  const approving = decision === 'approve';
  const done = outcome.result === 'changed';
  const target = offer.target;
  const answer = { _id: offer.id, kind: offer.kind, status: offer.to, target };
  if (target === 'changes') {
    return {
      message: approving ? MODERATION_MESSAGES.changesApproved : MODERATION_MESSAGES.changesRejected,
      offer: answer,
    };
  }
  const message = approving
    ? done
      ? MODERATION_MESSAGES.approved
      : MODERATION_MESSAGES.alreadyApproved
    : done
      ? MODERATION_MESSAGES.rejected
      : MODERATION_MESSAGES.alreadyRejected;
  return { message, offer: answer };
}

/**
 * The files of a version a decision dropped (the logo an approved edit replaced, a refused
 * edit's own) once no row mentions them. The decision is saved: a failure is only logged.
 */
async function removeDroppedImages(request: FastifyRequest, ctx: AppContext, images: StoredImage[]): Promise<void> {
  try {
    await removeUnreferencedMedia(ctx.db, ctx.media.storage, imageFileUrls(images));
  } catch (error) {
    request.log.error({ err: error }, 'could not remove unreferenced media');
  }
}

function verifyAnswer(outcome: VerifyOutcome) {
  if (outcome.result === 'invalidEmail' || outcome.result === 'notFound') {
    throw notFound(MODERATION_MESSAGES.userNotFound);
  }
  if (outcome.result === 'notProfessional') throw conflict(MODERATION_MESSAGES.notProfessional);
  const message = outcome.result === 'changed' ? MODERATION_MESSAGES.verified : MODERATION_MESSAGES.alreadyVerified;
  return { message, user: moderatedUser(outcome.user) };
}

/**
 * The admin command while the api runs: it sends the command it parsed and prints the
 * answer, the same lines and outcome as on the database directly. Only the holder of this
 * run's token (admin/api-link.ts) may call it.
 */
function registerAdminCommandRoute(app: App, ctx: AppContext): void {
  app.post(
    '/api/moderation/admin-command',
    {
      schema: {
        tags: TAG,
        summary: 'The admin command (`npm run admin`) while the api runs; `X-Admin-Token` from DATA_DIR/admin-api.json',
        headers: AdminCommandHeaders,
        body: AdminCommandBody,
        response: { 200: AdminCommandAnswer, ...errors(400, 403) },
      },
    },
    async (request) => {
      const given = request.headers[ADMIN_TOKEN_HEADER];
      if (!sameToken(typeof given === 'string' ? given : undefined, ctx.config.adminToken)) {
        throw new HttpError(403, MODERATION_MESSAGES.badAdminToken);
      }
      return runCommand(ctx.db, request.body);
    },
  );
}
