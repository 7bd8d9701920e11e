import type { ServerResponse } from 'node:http';

/**
 * Headers on every answer of the gateway (the product's only browser origin). Scripts
 * come only from this origin and never inline, nothing may frame a page (clickjacking),
 * no page sends its URL onwards (the Google sign-in lands on /token-handler?token=…),
 * browsers never guess a content type, and features the product does not use are off.
 */
const COMMON: Record<string, string> = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // frame-ancestors is the rule; X-Frame-Options says the same to older browsers.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

const BASE = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  // Images are on this origin (/media); data: for small inline icons of the styles.
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/** Which policy an answer gets. */
export type PageKind = 'app' | 'graphiql' | 'media';

export const CONTENT_SECURITY_POLICY: Record<PageKind, string> = {
  /**
   * The web app: its built files only, and blob: images, the previews of pictures the user
   * picks (URL.createObjectURL) shown before they are uploaded.
   */
  app: policy({ ...BASE, 'img-src': "'self' data: blob:" }),
  /**
   * GraphiQL: its Monaco editor adds <style> elements at run time (no nonce support), so
   * inline styles are allowed there; scripts stay file-only, workers are files of /graphiql/.
   */
  graphiql: policy({ ...BASE, 'style-src': "'self' 'unsafe-inline'", 'worker-src': "'self'" }),
  /**
   * Uploaded files, when the api sent no policy of its own: a file opened as a page (a
   * "PDF" with HTML inside) runs no script and loads nothing, in a unique origin.
   */
  media: "sandbox; default-src 'none'",
};

/** Sets the headers of `kind`; a handler may still replace them (the /media proxy does). */
export function setSecurityHeaders(res: ServerResponse, kind: PageKind): void {
  for (const [name, value] of Object.entries(COMMON)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY[kind]);
}
