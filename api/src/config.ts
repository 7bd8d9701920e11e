// Process configuration, read once from the environment (see ARCHITECTURE.md).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `./data` at the repository root, whichever folder a command starts in (`npm start`,
 * `npm run seed`, `npm run admin` and `npm start -w api` all share one database).
 */
const DEFAULT_DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data');

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Google's OAuth endpoints, or a stand-in's in the browser tests (GOOGLE_STAND_IN_URL). */
  endpoints: GoogleEndpoints;
}

export interface GoogleEndpoints {
  authorize: string;
  token: string;
  userinfo: string;
}

const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
};

/** MEDIA_STORAGE=s3: the bucket every replica stores media in. */
export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2…); unset for AWS itself. */
  endpoint: string | undefined;
  /** Bucket in the path rather than the host name: what most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  /** PGlite data directory; unused when databaseUrl is set. */
  pgliteDir: string;
  /** Local media folder; unused when `s3` is set. */
  mediaDir: string;
  s3?: S3Config;
  /**
   * Where uploads are streamed while a request is read (one folder per request, removed
   * after it); inside the data folder by default, so it shares its owner-only modes.
   */
  uploadTmpDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  /** Browser origin (the gateway), used for OAuth redirects. */
  publicUrl: string;
  google: GoogleConfig | undefined;
  logLevel: string;
  /** Rate-limit counters go to this Redis server; unset keeps them in the process. */
  redisUrl: string | undefined;
  /** API_METRICS=on: Prometheus reads GET /metrics on the api's port. */
  metrics: boolean;
  /**
   * Addresses whose X-Forwarded-For is believed (the gateway's): Fastify's `trustProxy`
   * list, 'loopback' by default since the gateway runs beside the api.
   */
  trustedProxies: string[];
  /**
   * Emails of the operators (issue 11): they moderate offers and verify professionals from the
   * web. OPERATOR_EMAILS, comma-separated; outside production the seeded operador@demo.es by default.
   */
  operatorEmails: string[];
}

/** The seed's operator account: the default operator outside production, so `npm start` needs no setting. */
export const DEFAULT_OPERATOR_EMAILS = ['operador@demo.es'];

type Env = Record<string, string | undefined>;

/** Minimum secret length accepted in production: HS256 wants at least 256 bits. */
const MIN_SECRET_LENGTH = 32;

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? '4000'}`).replace(/\/$/, '');
  return {
    nodeEnv,
    isProduction,
    host: env.API_HOST ?? '127.0.0.1',
    port: parsePort(env.API_PORT ?? '4001'),
    dataDir,
    pgliteDir: resolve(env.PGLITE_DIR ?? join(dataDir, 'db')),
    mediaDir: resolve(env.MEDIA_DIR ?? join(dataDir, 'media')),
    s3: s3Config(env),
    uploadTmpDir: resolve(env.UPLOAD_TMP_DIR ?? join(dataDir, 'uploads')),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: smtpUrl(env.SMTP_URL, isProduction),
    mailFrom: env.MAIL_FROM ?? 'Moda Talento <no-reply@modatalento.local>',
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, isProduction, dataDir),
    publicUrl,
    google: googleConfig(env, publicUrl, isProduction),
    logLevel: env.LOG_LEVEL ?? 'info',
    redisUrl: nonEmpty(env.REDIS_URL),
    metrics: env.API_METRICS === 'on',
    trustedProxies: commaList(env.API_TRUSTED_PROXIES ?? 'loopback'),
    operatorEmails: operatorEmails(env.OPERATOR_EMAILS, isProduction),
  };
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** Production has no operator unless told: a demo account must not moderate a real product. */
function operatorEmails(given: string | undefined, isProduction: boolean): string[] {
  if (given === undefined) return isProduction ? [] : DEFAULT_OPERATOR_EMAILS;
  return commaList(given).map((email) => email.toLowerCase());
}

function s3Config(env: Env): S3Config | undefined {
  const storage = env.MEDIA_STORAGE ?? 'local';
  if (storage === 'local') return undefined;
  if (storage !== 's3') throw new Error(`MEDIA_STORAGE must be local or s3, not ${storage}`);
  const bucket = nonEmpty(env.S3_BUCKET);
  if (!bucket) throw new Error('S3_BUCKET is required when MEDIA_STORAGE=s3');
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  return {
    bucket,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint,
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (endpoint ? 'on' : 'off')) === 'on',
    accessKeyId: nonEmpty(env.S3_ACCESS_KEY_ID),
    secretAccessKey: nonEmpty(env.S3_SECRET_ACCESS_KEY),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** Without SMTP, mails (and their codes) are printed to the log: fine on a laptop, a leak in production. */
function smtpUrl(given: string | undefined, isProduction: boolean): string | undefined {
  const url = nonEmpty(given);
  if (!url && isProduction) throw new Error('SMTP_URL is required when NODE_ENV=production');
  return url;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`API_PORT is not a valid port: ${value}`);
  }
  return port;
}

/**
 * Production must be given a secret: a generated one would silently log everybody out
 * on every new machine. Elsewhere one is generated once and kept in the data dir so
 * tokens survive restarts.
 */
export function resolveJwtSecret(given: string | undefined, isProduction: boolean, dataDir: string): string {
  const secret = nonEmpty(given);
  if (secret) {
    if (isProduction && secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must have at least ${MIN_SECRET_LENGTH} characters in production`);
    }
    return secret;
  }
  if (isProduction) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  const generated = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, generated + '\n', { mode: 0o600 });
  return generated;
}

function googleConfig(env: Env, publicUrl: string, isProduction: boolean): GoogleConfig | undefined {
  const clientId = nonEmpty(env.GOOGLE_CLIENT_ID);
  const clientSecret = nonEmpty(env.GOOGLE_CLIENT_SECRET);
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    redirectUri: nonEmpty(env.GOOGLE_REDIRECT_URI) ?? `${publicUrl}/api/auth/google/callback`,
    endpoints: googleEndpoints(nonEmpty(env.GOOGLE_STAND_IN_URL), isProduction),
  };
}

/**
 * Google's endpoints, or those of a stand-in at `standIn` (`/authorize`, `/token`, `/userinfo`;
 * the browser tests' tests/support/fake-google.ts), which production refuses: there it would
 * let whoever runs it sign in as anybody.
 */
function googleEndpoints(standIn: string | undefined, isProduction: boolean): GoogleEndpoints {
  if (!standIn) return GOOGLE_ENDPOINTS;
  if (isProduction) throw new Error('GOOGLE_STAND_IN_URL is for tests only and refused when NODE_ENV=production');
  const base = standIn.replace(/\/$/, '');
  return { authorize: `${base}/authorize`, token: `${base}/token`, userinfo: `${base}/userinfo` };
}
