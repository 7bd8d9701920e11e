import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';
import { requestRefusal } from '../http/request-errors';

/**
 * The header every request that a browser could send cross-site without asking first
 * must carry. It is the name Yoga's CSRF prevention plugin uses, so clients written for
 * Yoga already send it; the web app's Relay network layer sends it on every request.
 */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

export const CSRF_MESSAGE = `Falta la cabecera ${CSRF_HEADER}: las peticiones que no son JSON deben llevarla.`;

/**
 * Yoga's CSRF prevention: a request a page on another site could make without a preflight
 * (a GET, a form post: no or a "simple" content type) runs only with the custom header,
 * which such a page cannot set without a preflight that CORS then refuses. JSON POSTs are
 * always preflighted cross-site and pass. Its English refusal is told in Spanish here.
 */
export function useCsrfPrevention(): Plugin {
  const yogaRule = useCSRFPrevention({ requestHeaders: [CSRF_HEADER] });
  return {
    onRequestParse(payload) {
      try {
        return yogaRule.onRequestParse?.(payload);
      } catch {
        throw requestRefusal(CSRF_MESSAGE, { status: 403 });
      }
    },
  };
}
