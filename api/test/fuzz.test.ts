// Finding 7 of issue 6: a fuzz test over every route of the api's OpenAPI document. A
// fixed seed draws a few thousand requests from the routes' own schemas (plausible
// values, boundaries, wrong types, huge numbers, NUL and unicode, missing and extra
// fields, malformed JSON, broken multipart bodies, odd path parameters), anonymous and
// signed in with real sessions, and no answer may be a 5xx. A refusal is a 4xx with a
// Spanish `error`. A failure prints the request, to replay it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { Random } from '../src/seed/random';
import { GoogleSignInError, type GoogleClient } from '../src/services/google';
import { createTestApp, type TestApp } from '../src/testing';
import { buildRequest, type FuzzFiles, type FuzzRequest } from './fuzz-requests';
import { ValueFuzzer, type Pools } from './fuzz-values';
import { lastCode, registrationForm } from './helpers';
import { apiOperations, encodeText, type Operation } from './openapi-operations';

/** Fixed for the suite; FUZZ_SEED and FUZZ_REQUESTS explore further by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_406);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 4000);
/** Calls that end the caller's sessions: they get throwaway accounts, never the shared ones. */
const SESSION_ENDING = new Set([
  'DELETE /api/users/profile',
  'PUT /api/users/email',
  'POST /api/users/email/confirm',
  'PUT /api/users/change-password',
]);

let test: TestApp;
let operations: Operation[];
let fuzzer: ValueFuzzer;
let files: FuzzFiles;

beforeAll(async () => {
  test = await createTestApp({ seed: 'small', logLevel: 'silent', google: fakeGoogle });
  operations = await apiOperations(test.app);
  fuzzer = new ValueFuzzer(new Random(SEED), await databasePools(test));
  files = await fuzzFiles();
});
afterAll(() => test?.close());

/** Google sign-in without the network: the fuzzed code becomes the Google account. */
const fakeGoogle: GoogleClient = {
  authorizationUrl: (state) => `https://accounts.google.com/o/oauth2/v2/auth?state=${state}`,
  exchangeCode: async (code) => {
    if (code.startsWith('x')) throw new GoogleSignInError('refused by the fake');
    const email = code.includes('@') ? code : `${code}@gmail.com`;
    return { sub: code, email, emailVerified: !code.startsWith('n'), name: code, picture: null };
  },
};

async function databasePools(test: TestApp): Promise<Pools> {
  const tables = ['users', 'posts', 'job_offers', 'job_applications', 'educational_offers', 'folders', 'blog_articles'];
  const ids = await Promise.all(
    tables.map((table) =>
      test.db
        .selectFrom(table as 'users')
        .select('id')
        .limit(6)
        .execute(),
    ),
  );
  const users = await test.db.selectFrom('users').select(['username', 'profile_picture', 'cv_url']).execute();
  const posts = await test.db.selectFrom('posts').select('images').limit(10).execute();
  const files = users.flatMap((user) => [user.profile_picture, user.cv_url]).filter((url): url is string => !!url);
  return {
    ids: ids.flat().map((row) => row.id),
    usernames: users.map((user) => user.username),
    mediaUrls: [...files, ...posts.flatMap((post) => post.images.map((image) => image.url))],
  };
}

async function fuzzFiles(): Promise<FuzzFiles> {
  const image = sharp({ create: { width: 48, height: 32, channels: 3, background: '#a0522d' } });
  return {
    png: await image.clone().png().toBuffer(),
    jpeg: await image.clone().jpeg().toBuffer(),
    pdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
  };
}

/** A client address per request, so per-address limits count many clients, as in life. */
const clientAddress = (random: Random) => `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;

async function send(request: FuzzRequest, address: string) {
  const response = await test.app.inject({ ...request, remoteAddress: address });
  return { status: response.statusCode, body: response.body };
}

/** Signs in through the api like a person: the shared demo accounts, and throwaway ones. */
class Sessions {
  shared: string[] = [];
  #throwaway: string | undefined;

  constructor(readonly random: Random) {}

  async signInShared(): Promise<void> {
    for (const email of [DEMO_ACCOUNTS.creative, DEMO_ACCOUNTS.company, DEMO_ACCOUNTS.institution]) {
      this.shared.push(await this.#signIn(email, DEMO_PASSWORD));
    }
  }

  async throwaway(): Promise<string> {
    this.#throwaway ??= await this.#register();
    return this.#throwaway;
  }

  /** After a call that may have ended the throwaway account's sessions. */
  spend(): void {
    this.#throwaway = undefined;
  }

  async #register(): Promise<string> {
    const form = registrationForm();
    await this.#post('/api/auth/send-verification-code-pre-registration', form);
    await this.#post('/api/auth/verify-code-pre-registration', { email: form.email, code: lastCode(test, form.email) });
    return this.#signIn(form.email, form.password);
  }

  async #signIn(email: string, password: string): Promise<string> {
    const answer = await this.#post('/api/auth/login', { email, password });
    const token = (JSON.parse(answer.body) as { token?: string }).token;
    if (!token) throw new Error(`could not sign in ${email}: ${answer.status} ${answer.body}`);
    return token;
  }

  #post(url: string, body: unknown) {
    const headers = { 'content-type': 'application/json' };
    return send({ method: 'POST', url, headers, payload: JSON.stringify(body) }, clientAddress(this.random));
  }
}

type Caller = 'anonymous' | 'signed-in' | 'bad-token';

const endsSessions = (operation: Operation) => SESSION_ENDING.has(`${operation.method} ${operation.path}`);

async function authorize(request: FuzzRequest, operation: Operation, sessions: Sessions): Promise<Caller> {
  const random = fuzzer.random;
  const roll = random.next();
  if (roll < 0.35) return 'anonymous';
  if (roll < 0.45) {
    const tampered = `${random.pick(sessions.shared).slice(0, -4)}AAAA`;
    request.headers.authorization = random.pick([
      `Bearer ${tampered}`,
      'Bearer x',
      'Basic YTpi',
      `Bearer ${'a'.repeat(3000)}`,
    ]);
    return 'bad-token';
  }
  const token = endsSessions(operation) ? await sessions.throwaway() : random.pick(sessions.shared);
  request.headers.authorization = `Bearer ${token}`;
  return 'signed-in';
}

/** The Google callback checks its state against a cookie: a browser that started the sign-in has it. */
function withStateCookie(request: FuzzRequest): void {
  const state = new URL(request.url, 'http://api').searchParams.get('state');
  if (state !== null && fuzzer.random.chance(0.7)) request.headers.cookie = `google_oauth_state=${encodeText(state)}`;
}

const describeRequest = (request: FuzzRequest, caller: Caller) =>
  `${request.method} ${request.url.slice(0, 300)} (${caller})\n` +
  `  headers: ${JSON.stringify(request.headers).slice(0, 300)}\n` +
  `  payload: ${JSON.stringify(request.payload?.toString('latin1') ?? '').slice(0, 600)}`;

/** A refusal must be a JSON object with a Spanish `error`. */
function isRefusal(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { error?: unknown }).error === 'string';
  } catch {
    return false;
  }
}

interface Tally {
  failures: string[];
  /** "<caller> <status>" → answers. */
  statuses: Map<string, number>;
}

async function fuzzOnce(operation: Operation, sessions: Sessions, tally: Tally): Promise<void> {
  const request = buildRequest(operation, fuzzer, files);
  const caller = await authorize(request, operation, sessions);
  withStateCookie(request);
  const answer = await send(request, clientAddress(fuzzer.random));
  const key = `${caller} ${answer.status}`;
  tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
  const problem = problemWith(answer);
  if (problem) tally.failures.push(`${describeRequest(request, caller)}\n  → ${problem}`);
  if (caller === 'signed-in' && answer.status < 300 && endsSessions(operation)) sessions.spend();
}

function problemWith(answer: { status: number; body: string }): string | undefined {
  if (answer.status >= 500) return `${answer.status} ${answer.body}`;
  if (answer.status >= 400 && !isRefusal(answer.body)) {
    return `${answer.status} without {error}: ${answer.body.slice(0, 200)}`;
  }
  return undefined;
}

/** The share of signed-in requests answered 401: they must mostly reach the handlers. */
function deadSessionShare(statuses: Map<string, number>): number {
  const signedIn = [...statuses].filter(([key]) => key.startsWith('signed-in '));
  const total = signedIn.reduce((sum, [, count]) => sum + count, 0);
  const refused = signedIn.filter(([key]) => key.endsWith(' 401')).reduce((sum, [, count]) => sum + count, 0);
  return refused / total;
}

describe('fuzzing every documented route', () => {
  it(`answers ${REQUESTS} generated requests (seed ${SEED}) without a single 5xx`, { timeout: 120_000 }, async () => {
    const sessions = new Sessions(new Random(SEED + 1));
    await sessions.signInShared();
    const tally: Tally = { failures: [], statuses: new Map() };
    const started = Date.now();
    for (let i = 0; i < REQUESTS; i++) await fuzzOnce(operations[i % operations.length]!, sessions, tally);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const counts = [...tally.statuses].sort().map(([key, count]) => `  ${key}: ${count}`);
    console.info(`fuzz: ${REQUESTS} requests, ${operations.length} operations, ${seconds} s, seed ${SEED}`);
    console.info(counts.join('\n'));
    expect(tally.failures.slice(0, 20).join('\n\n')).toBe('');
    expect(deadSessionShare(tally.statuses)).toBeLessThan(0.1);
  });
});
