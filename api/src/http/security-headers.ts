// Headers on every answer of the api. Answers are JSON (or redirects), never pages, so
// the policy allows nothing at all: a browser that somehow renders one runs nothing and
// frames nothing. Uploaded media set their own, stricter policy (routes/media.ts);
// headers a route has set are kept.
import type { App } from './app-type';

export const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

export function registerSecurityHeaders(app: App): void {
  // onSend runs for every answer Fastify sends, refusals and 404s included.
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
