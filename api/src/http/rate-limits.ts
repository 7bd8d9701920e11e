// Limits on sign-in, code mails, code checks and credential changes (issue 6), each counted
// per client address and per account or email, so neither many addresses against one
// account nor one address against many accounts gets far; wrong passwords also per email
// and address (issue 18). Counters live in Redis when
// REDIS_URL is set (every replica shares them), in memory otherwise.
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { App } from './app-type';
import { normalizeEmail } from '../models/users';
import { HttpError } from './errors';

interface LimitWindow {
  max: number;
  windowMs: number;
}

/** One limited action: its two (or three) counters. */
interface ActionLimit {
  perAddress: LimitWindow;
  /** Per account or email. */
  perSubject: LimitWindow;
  /** Per account or email from one client address: the tight one, where a subject's ceiling must stay loose. */
  perSubjectAndAddress?: LimitWindow;
  /** What the second counter counts: the email in the body, or the signed-in account. */
  subject: 'email' | 'account';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The numbers (README "Limits"). An address may be a whole office or school behind one
 * router, so its counters are looser than an account's, which only its owner and an
 * attacker ever use.
 */
export const LIMITS = {
  /**
   * Wrong passwords (issue 18). The tight counter is per email and address: whoever guesses
   * from one address stops after 10, and only that address is held back. The per-email
   * ceiling is ten times looser over four times as long, so keeping the owner out takes 100
   * wrong passwords an hour from at least ten addresses, while a guesser spread over many
   * addresses still gets no more than 100 tries an hour (2,400 a day) at one account.
   */
  login: {
    perAddress: { max: 50, windowMs: 15 * MINUTE },
    perSubjectAndAddress: { max: 10, windowMs: 15 * MINUTE },
    perSubject: { max: 100, windowMs: HOUR },
    subject: 'email',
  },
  /** Registration sends and resends share one counter: both mail a code. */
  registrationMail: {
    perAddress: { max: 10, windowMs: HOUR },
    perSubject: { max: 5, windowMs: HOUR },
    subject: 'email',
  },
  passwordResetMail: {
    perAddress: { max: 10, windowMs: HOUR },
    perSubject: { max: 5, windowMs: HOUR },
    subject: 'email',
  },
  /** Checks of registration and recovery codes (the codes' own 5 and 10 wrong tries apply too). */
  codeCheck: {
    perAddress: { max: 30, windowMs: 15 * MINUTE },
    perSubject: { max: 20, windowMs: 15 * MINUTE },
    subject: 'email',
  },
  /** Email-change codes of a signed-in account (issue 18; the codes' own 5 and 10 wrong tries apply too). */
  emailChangeCode: {
    perAddress: { max: 30, windowMs: 15 * MINUTE },
    perSubject: { max: 20, windowMs: 15 * MINUTE },
    subject: 'account',
  },
  /** Password and email changes of a signed-in account. */
  credentialChange: {
    perAddress: { max: 20, windowMs: HOUR },
    perSubject: { max: 10, windowMs: HOUR },
    subject: 'account',
  },
} as const satisfies Record<string, ActionLimit>;

type LimitedAction = keyof typeof LIMITS;

/** A 429: the error handler adds `Retry-After`. */
export class TooManyRequests extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = tooManyRequestsMessage(retryAfterSeconds),
  ) {
    super(429, message);
  }
}

function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Demasiados intentos. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de volver a intentarlo.`;
}

export interface RateLimiter {
  /** A preHandler counting one request against both counters of the action. */
  limit(action: LimitedAction): (request: FastifyRequest) => Promise<void>;
  /**
   * For counters of failures only (wrong passwords), per address, per subject and per both:
   * `check` refuses once any counter is full without counting; `fail` counts one failure on each.
   * A school or office signing its people in from one address is never held back by their
   * successes; guessing from it is.
   */
  failures(action: LimitedAction): {
    check(request: FastifyRequest): Promise<void>;
    fail(request: FastifyRequest): Promise<void>;
  };
  /** Whether the counters' Redis answers (readiness); 'off' when they live in this process. */
  storeHealth(): Promise<'ok' | 'down' | 'off'>;
}

export interface RateLimitStoreOptions {
  /** Counters go to this Redis server; unset keeps them in this process. */
  redisUrl?: string;
  /** Key prefix in Redis (tests give each app its own). */
  namespace?: string;
}

type Counter = ReturnType<App['createRateLimit']>;

export async function installRateLimits(app: App, options: RateLimitStoreOptions): Promise<RateLimiter> {
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, app) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: options.namespace ?? 'moda-talento:limits:' } : {}),
  });
  // A Redis that is down cannot take QUIT (no offline queue): the connection attempts just stop.
  if (redis)
    app.addHook('onClose', async () => void (redis.status === 'ready' ? await redis.quit() : redis.disconnect()));

  // One pair of counters per action, made once: routes that share an action share its counts.
  const counters = new Map(
    (Object.keys(LIMITS) as LimitedAction[]).map((action) => [action, actionCounters(app, action)] as const),
  );
  const countersOf = (action: LimitedAction) => counters.get(action)!;

  return {
    limit(action) {
      const counters = countersOf(action);
      return async (request) => refuseIfFull(await useAll(request, counters, 'count'));
    },
    failures(action) {
      const counters = countersOf(action);
      return {
        // A full counter of failures refuses before the next try is even looked at.
        check: async (request) => refuseIfFull(await useAll(request, counters, 'peek')),
        fail: async (request) => void (await useAll(request, counters, 'count')),
      };
    },
    async storeHealth() {
      if (!redis) return 'off';
      // No offline queue: a Redis that is not connected is down now, never waited for.
      if (redis.status !== 'ready') return 'down';
      try {
        await redis.ping();
        return 'ok';
      } catch {
        return 'down';
      }
    },
  };
}

/** Uses every counter of an action that applies to the request (those of a subject need one). */
async function useAll(request: FastifyRequest, counters: ActionCounters, mode: 'count' | 'peek') {
  const hasSubject = counters.subjectOf(request) !== null;
  const states: CounterState[] = [];
  for (const { counter, needsSubject } of counters.list) {
    if (hasSubject || !needsSubject) states.push(await use(request, counter, mode));
  }
  return states;
}

const SUBJECTS: Record<ActionLimit['subject'], (request: FastifyRequest) => string | null> = {
  email: (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() ? normalizeEmail(email) : null;
  },
  account: (request) => request.userId,
};

interface ActionCounters {
  list: { counter: Counter; needsSubject: boolean }[];
  subjectOf: (request: FastifyRequest) => string | null;
}

function actionCounters(app: App, action: LimitedAction): ActionCounters {
  const limits: ActionLimit = LIMITS[action];
  const subjectOf = SUBJECTS[limits.subject];
  const counter = (dimension: keyof typeof KEYS, window: LimitWindow) => ({
    counter: app.createRateLimit({
      max: window.max,
      timeWindow: window.windowMs,
      keyGenerator: (request) => `${action}:${dimension}:${KEYS[dimension](request, subjectOf)}`,
    }),
    needsSubject: dimension !== 'perAddress',
  });
  const list = [counter('perAddress', limits.perAddress), counter('perSubject', limits.perSubject)];
  if (limits.perSubjectAndAddress) list.push(counter('perSubjectAndAddress', limits.perSubjectAndAddress));
  return { list, subjectOf };
}

/** What each counter counts by. */
const KEYS = {
  perAddress: (request: FastifyRequest) => request.ip,
  perSubject: (request: FastifyRequest, subjectOf: ActionCounters['subjectOf']) => subjectOf(request) ?? '',
  perSubjectAndAddress: (request: FastifyRequest, subjectOf: ActionCounters['subjectOf']) =>
    `${subjectOf(request) ?? ''}|${request.ip}`,
};

interface CounterState {
  full: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts this request (full once it goes over the maximum) or only peeks (full once the
 * maximum is reached). A store that fails lets the request through, logged: limits
 * protect sign-in, they must not take it down with them.
 */
async function use(request: FastifyRequest, counter: Counter, mode: 'count' | 'peek'): Promise<CounterState> {
  try {
    const state = await counter(request, { increment: mode === 'count' });
    if (state.isAllowed) return { full: false, retryAfterSeconds: 0 };
    const full = mode === 'count' ? state.isExceeded : state.remaining === 0;
    return { full, retryAfterSeconds: state.ttlInSeconds };
  } catch (err) {
    request.log.warn({ err }, 'rate limit store unavailable; request allowed');
    return { full: false, retryAfterSeconds: 0 };
  }
}

function refuseIfFull(states: CounterState[]): void {
  const full = states.filter((state) => state.full);
  if (full.length) throw new TooManyRequests(Math.max(...full.map((state) => state.retryAfterSeconds)));
}

/** How long the api waits at start for Redis before serving with limits that let requests through. */
const REDIS_READY_MS = 3_000;

async function connectRedis(url: string, app: App): Promise<Redis> {
  // No offline queue: while Redis is down a request is not kept waiting (see `use`).
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
  const ready = await Promise.race([
    once(redis, 'ready').then(
      () => true,
      () => false, // `once` rejects on the first 'error': Redis is down for now
    ),
    sleep(REDIS_READY_MS).then(() => false),
  ]);
  if (!ready) app.log.warn(`redis at ${url} not ready after ${REDIS_READY_MS} ms; limits apply once it is`);
  return redis;
}
