import type { Plugin } from 'graphql-yoga';
import { requestRefusal } from '../http/request-errors';

/**
 * The header every request that a browser could send cross-site without asking first
 * must carry. It is the name Yoga's CSRF prevention plugin uses, so clients written for
 * Yoga already send it; the web app's Relay network layer sends it on every request.
 */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/** Content types a cross-site <form> or fetch can send without a CORS preflight. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export const CSRF_MESSAGE = `Falta la cabecera ${CSRF_HEADER}: las peticiones que no son JSON deben llevarla.`;

/**
 * CSRF prevention, as Yoga's `useCSRFPrevention` (@graphql-yoga/plugin-csrf-prevention,
 * not among our dependencies; the rule is these few lines). A request a page on another
 * site could make without a preflight (a GET, a form post: no or a "simple" content type)
 * runs only with the custom header, which such a page cannot set without a preflight
 * that CORS then refuses. JSON POSTs are always preflighted cross-site and pass.
 */
export function useCsrfPrevention(): Plugin {
  return {
    onRequestParse({ request }) {
      const contentType = request.headers.get('content-type')?.toLowerCase();
      const preflighted = !!contentType && !SIMPLE_CONTENT_TYPES.some((simple) => contentType.startsWith(simple));
      if (preflighted || request.headers.has(CSRF_HEADER)) return;
      throw requestRefusal(CSRF_MESSAGE, { status: 403 });
    },
  };
}
