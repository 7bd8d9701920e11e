// The link of a data export's download (issue 24): a browser follows it without the session's
// bearer token, so the link carries its own proof: the export's id and an expiry, signed.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works once shown. */
export const DOWNLOAD_LINK_MS = 15 * 60 * 1000;

export interface DownloadTokens {
  sign(exportId: string, now: Date): string;
  /** The export a genuine, unexpired token names; null for anything else. */
  verify(token: string, now: Date): string | null;
}

export function createDownloadTokens(secret: string): DownloadTokens {
  // A key of its own: no other signed token of the product can pass for one of these.
  const key = createHmac('sha256', secret).update('data-export-download').digest();
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(exportId, now) {
      const payload = `${exportId}.${now.getTime() + DOWNLOAD_LINK_MS}`;
      return `${payload}.${signature(payload)}`;
    },
    verify(token, now) {
      const [exportId, expires, given, ...rest] = token.split('.');
      if (!exportId || !expires || !given || rest.length) return null;
      const expected = Buffer.from(signature(`${exportId}.${expires}`));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return Number(expires) > now.getTime() ? exportId : null;
    },
  };
}
