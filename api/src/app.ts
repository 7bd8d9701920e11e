// buildApp(deps): the Fastify application with every route, ready to listen or inject.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/database';
import type { Registry } from 'prom-client';
import { createAuth } from './http/auth';
import { measureRequests } from './http/metrics';
import { installRateLimits, TooManyRequests, type RateLimitStoreOptions } from './http/rate-limits';
import type { App } from './http/app-type';
import type { AppConfig, AppContext } from './http/context';
import { Refusal } from './domain/refusals';
import { HttpError, MESSAGES, ServerBusy, answerClientError, frameworkMessage, refusalAnswer } from './http/errors';
import { registerInputGuards } from './http/input-guards';
import { registerSecurityHeaders } from './http/security-headers';
import { validationRefusal } from './http/validation';
import { typeboxValidatorCompiler } from './http/validator';
import { registerAuthRoutes } from './routes/auth';
import { registerBlogRoutes } from './routes/blog';
import { registerDevRoutes } from './routes/dev';
import { registerHealthRoutes } from './routes/health';
import { registerMagazineRoutes } from './routes/magazines';
import { registerMediaRoutes } from './routes/media';
import { registerOpenApiRoute } from './routes/openapi';
import { registerPostRoutes } from './routes/posts';
import { registerUserRoutes } from './routes/users';
import { registerSocialRoutes } from './routes/social';
import { registerFavoriteRoutes } from './routes/favorites';
import { registerFolderRoutes } from './routes/folders';
import { registerJobOfferRoutes } from './routes/job-offers';
import { registerEducationalOfferRoutes } from './routes/educational-offers';
import { registerModerationRoutes } from './routes/moderation';
import { registerNotificationRoutes } from './routes/notifications';
import { registerDataExportRoutes } from './routes/data-export';
import { registerReportRoutes } from './routes/reports';
import { createBackground, type Background } from './services/background';
import { systemClock, type Clock } from './services/clock';
import { createCodeService } from './services/codes';
import type { GoogleClient } from './services/google';
import type { Mailer } from './services/mail';
import { IMAGE_QUEUE_LIMITS, createImageQueue, type ImageQueueLimits } from './services/image-queue';
import { createMediaStore } from './services/media';
import { createMediaStorage } from './services/media-storage';
import { createMailQueue, type MailQueueOptions } from './services/mail-queue';
import { createTokenService } from './services/tokens';
import { createDownloadTokens } from './services/download-tokens';
import { createUnsubscribeTokens } from './services/unsubscribe-tokens';

export interface AppDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** Defaults to the system clock; tests pass a ManualClock. */
  clock?: Clock;
  /** Google sign-in; null or absent answers 501 on /api/auth/google. */
  google?: GoogleClient | null;
  logger?: FastifyServerOptions['logger'];
  /** Where rate-limit counters live (Redis or this process). */
  limits?: RateLimitStoreOptions;
  /** Work after answering; tests pass their own to wait for it. */
  background?: Background;
  /** Bounds of the image work (services/image-queue.ts); tests pass small ones. */
  imageQueue?: ImageQueueLimits;
  /** The mail queue's polling and retries (services/mail-queue.ts); tests pass short ones. */
  mailQueue?: Pick<MailQueueOptions, 'pollMs' | 'retry'>;
  /** Where the requests are counted (http/metrics.ts); absent, nothing is measured. */
  metrics?: Registry;
}

/** Uploads larger than this are refused with 413 while streaming, before sharp sees them. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const tokens = createTokenService(deps.config.jwtSecret, clock);
  prepareUploadFolder(deps.config.uploadTmpDir);

  const app: App = Fastify({
    // The gateway passes the browser's address on; only the gateway is believed.
    trustProxy: deps.config.trustedProxies,
    logger: deps.logger ?? false,
    // The explorer's `exclude` query lists up to 1000 ids (about 37 KB): above Node's 16 KiB.
    http: { maxHeaderSize: 64 * 1024 },
    clientErrorHandler: answerClientError,
    // The gateway's id for the request (X-Request-Id), so the two logs join; a new one otherwise.
    genReqId: requestIdOf,
    // Fastify's two lines per request are replaced by one (logRequests, below).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.decorateRequest('userId', null);
  installErrorHandling(app);
  logRequests(app);
  if (deps.metrics) measureRequests(app, deps.metrics, deps.db);
  registerSecurityHeaders(app);
  registerInputGuards(app);
  const unsubscribeTokens = createUnsubscribeTokens(deps.config.jwtSecret);
  const mailQueue = createMailQueue({
    db: deps.db,
    mailer: deps.mailer,
    clock,
    links: { publicUrl: deps.config.publicUrl, tokens: unsubscribeTokens },
    ...deps.mailQueue,
    onError: (err) => app.log.error({ err }, 'mail queue failed'),
  });
  const ctx: AppContext = {
    db: deps.db,
    config: deps.config,
    clock,
    mailer: deps.mailer,
    mailQueue,
    unsubscribeTokens,
    downloadTokens: createDownloadTokens(deps.config.jwtSecret),
    tokens,
    codes: createCodeService(deps.config.jwtSecret, clock),
    media: createMediaStore(createMediaStorage(deps.config), createImageQueue(deps.imageQueue ?? IMAGE_QUEUE_LIMITS)),
    google: deps.google ?? null,
    auth: createAuth(tokens, deps.db),
    limits: await installRateLimits(app, deps.limits ?? {}),
    background: deps.background ?? createBackground((err) => app.log.error({ err }, 'background task failed')),
  };
  app.addHook('onClose', () => ctx.background.idle());
  // The mails being sent are finished; the rest wait in the database for the next start.
  app.addHook('onReady', async () => mailQueue.start());
  app.addHook('onClose', () => mailQueue.stop());

  // Swagger first: it records every route registered after it.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Moda Talento REST API',
        version: '1.0.0',
        description: 'The REST calls of the spec plus the extensions listed in api/CONTRACT.md.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 21 } });

  registerOpenApiRoute(app);
  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerPostRoutes(app, ctx);
  registerBlogRoutes(app, ctx);
  registerMagazineRoutes(app, ctx);
  registerSocialRoutes(app, ctx);
  registerFavoriteRoutes(app, ctx);
  registerFolderRoutes(app, ctx);
  registerJobOfferRoutes(app, ctx);
  registerEducationalOfferRoutes(app, ctx);
  registerModerationRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerDataExportRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  if (!deps.config.isProduction) registerDevRoutes(app, ctx);
  return app;
}

/**
 * The folder uploads stream to: owner-only, and emptied of what a process killed in the
 * middle of an upload left (one api per data folder, so nothing there is in use yet).
 */
function prepareUploadFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(dir)) {
    if (name.startsWith('upload-')) rmSync(join(dir, name), { recursive: true, force: true });
  }
}

/** What a balancer or the gateway may send as an id: short, and nothing a log line could trip on. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}

/** One JSON line a request (at info), with the request's id; and the id on the answer. */
function logRequests(app: App): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}

function installErrorHandling(app: App): void {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: MESSAGES.routeNotFound }));

  app.setErrorHandler((thrown: FastifyError | Refusal, request, reply) => {
    const error = thrown instanceof Refusal ? refusalAnswer(thrown) : thrown;
    const config = request.routeOptions.config;
    const envelope = config.successEnvelope ? { success: false } : {};
    if (error instanceof TooManyRequests || error instanceof ServerBusy)
      reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ ...envelope, error: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    if (error.validation) {
      const refusal = validationRefusal(error.validation, error.validationContext, config.missingFieldMessage);
      return reply
        .status(400)
        .send({ ...envelope, error: refusal.message, ...(refusal.field ? { field: refusal.field } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ ...envelope, error: frameworkMessage(error.code, status) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ ...envelope, error: MESSAGES.unexpected });
  });
}
