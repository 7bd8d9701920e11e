// Google sign-in (OAuth 2.0 authorisation code flow). This module is the network
// boundary: routes call it through the GoogleClient interface so tests can swap it.
import type { GoogleConfig } from '../config';

const TIMEOUT_MS = 10_000;

export interface GoogleProfile {
  /** Google's stable account id. */
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface GoogleClient {
  authorizationUrl(state: string): string;
  /** Exchanges the callback's code for the signed-in Google account. */
  exchangeCode(code: string): Promise<GoogleProfile>;
}

export class GoogleSignInError extends Error {}

export function createGoogleClient(config: GoogleConfig): GoogleClient {
  return {
    authorizationUrl(state) {
      const url = new URL(config.endpoints.authorize);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    async exchangeCode(code) {
      const tokens = await fetchJson(config.endpoints.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          redirect_uri: config.redirectUri,
          grant_type: 'authorization_code',
        }),
      });
      const accessToken = stringField(tokens, 'access_token');
      if (!accessToken) throw new GoogleSignInError('no access token in the token answer');
      // The user info comes straight from Google over TLS, so it needs no signature check.
      const info = await fetchJson(config.endpoints.userinfo, { headers: { authorization: `Bearer ${accessToken}` } });
      const sub = stringField(info, 'sub');
      const email = stringField(info, 'email');
      if (!sub || !email) throw new GoogleSignInError('user info without sub or email');
      return {
        sub,
        email,
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        name: stringField(info, 'name'),
        picture: stringField(info, 'picture'),
      };
    },
  };
}

async function fetchJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new GoogleSignInError(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new GoogleSignInError(`${url} answered no object`);
  return body as Record<string, unknown>;
}

function stringField(object: Record<string, unknown>, key: string): string | null {
  const value = object[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
