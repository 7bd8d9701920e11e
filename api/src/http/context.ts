// What every route module receives: the app's dependencies, built once in buildApp.
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Background } from '../services/background';
import type { Clock } from '../services/clock';
import type { CodeService } from '../services/codes';
import type { GoogleClient } from '../services/google';
import type { Mailer } from '../services/mail';
import type { MailQueue } from '../services/mail-queue';
import type { MediaStore } from '../services/media';
import type { TokenService } from '../services/tokens';
import type { DownloadTokens } from '../services/download-tokens';
import type { UnsubscribeTokens } from '../services/unsubscribe-tokens';
import type { Auth } from './auth';
import type { RateLimiter } from './rate-limits';

/** The part of the configuration the HTTP app reads. */
export type AppConfig = Pick<
  Config,
  'isProduction' | 'mediaDir' | 's3' | 'uploadTmpDir' | 'jwtSecret' | 'publicUrl' | 'trustedProxies'
> & {
  /** Absent: nobody is an operator. */
  operatorEmails?: string[];
  /** The admin command's token for this run (admin/api-link.ts); absent, the command's route refuses. */
  adminToken?: string;
};

export interface AppContext {
  db: Db;
  config: AppConfig;
  clock: Clock;
  mailer: Mailer;
  /** The notification mails' queue: kick it after an event queued one. */
  mailQueue: MailQueue;
  /** The signed tokens of the mails' unsubscribe links. */
  unsubscribeTokens: UnsubscribeTokens;
  /** Signs the data export's download links (services/download-tokens.ts). */
  downloadTokens: DownloadTokens;
  tokens: TokenService;
  codes: CodeService;
  media: MediaStore;
  /** Null when Google sign-in is not configured. */
  google: GoogleClient | null;
  auth: Auth;
  /** Limits on sign-in, code mails and checks, credential changes. */
  limits: RateLimiter;
  /** Work done after answering. */
  background: Background;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's wording for a missing or empty field (replaces the generic one). */
    missingFieldMessage?: string;
    /** Refusals of this route also carry `success: false` (blog and magazines). */
    successEnvelope?: boolean;
  }
}
