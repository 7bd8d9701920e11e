// The answers of /health and /ready (routes/health.ts).
import { Type } from '@sinclair/typebox';
import { Enum } from './enum';

export const Health = Type.Object({ status: Enum(['ok']) });

export const Readiness = Type.Object({
  status: Enum(['ready', 'unavailable']),
  checks: Type.Object({
    database: Enum(['ok', 'down']),
    media: Enum(['ok', 'down'], { description: 'The media folder can be written, or the S3 bucket answers.' }),
    redis: Enum(['ok', 'down', 'off'], { description: "'off' when the limits live in the process (no REDIS_URL)." }),
  }),
});
