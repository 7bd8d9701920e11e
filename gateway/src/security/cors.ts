import type { YogaServerOptions } from 'graphql-yoga';
import { CSRF_HEADER } from './csrf';

type CorsOption = NonNullable<YogaServerOptions<object, object>['cors']>;

/**
 * CORS for /graphql. The web app is served by the gateway itself (one origin), so by
 * default no other origin gets any CORS header and browsers keep other sites' pages from
 * reading answers. Yoga's default reflected every Origin with credentials allowed.
 * Origins in CORS_ORIGINS (other clients: a mobile web view, a partner's app) may call,
 * without credentials: the graph authenticates with the Authorization header, never with
 * cookies.
 */
export function corsFor(allowedOrigins: readonly string[]): CorsOption {
  const allowed = new Set(allowedOrigins);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['accept', 'authorization', 'content-type', CSRF_HEADER],
      maxAge: 600,
    };
  };
}
