// A stand-in for Google's OAuth endpoints at the network boundary, for the browser tests:
// the api is started with GOOGLE_STAND_IN_URL pointing here (refused in production). Its
// sign-in page asks nothing: it sends the browser straight back to the api's callback with
// a code for the account a test chose (POST /next-account), like a person who clicks their
// account on Google's page.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  name: string;
}

export const DEFAULT_GOOGLE_ACCOUNT: FakeGoogleAccount = {
  sub: 'google-e2e-1',
  email: 'google.e2e@example.com',
  name: 'Prueba Google',
};

export interface FakeGoogle {
  url: string;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  let nextAccount = DEFAULT_GOOGLE_ACCOUNT;
  /** Authorisation codes and access tokens (the same strings here) and whom they sign in. */
  const grants = new Map<string, FakeGoogleAccount>();

  const routes: Record<string, (request: IncomingMessage, url: URL, response: ServerResponse) => Promise<void>> = {
    'GET /authorize': async (_request, url, response) => {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      const code = randomBytes(16).toString('hex');
      grants.set(code, nextAccount);
      redirect.search = new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' }).toString();
      response.writeHead(302, { location: redirect.toString() }).end();
    },
    'POST /token': async (request, _url, response) => {
      const code = new URLSearchParams(await bodyOf(request)).get('code') ?? '';
      if (!grants.has(code)) return json(response, 400, { error: 'invalid_grant' });
      json(response, 200, { access_token: code, token_type: 'Bearer', expires_in: 3600 });
    },
    'GET /userinfo': async (request, _url, response) => {
      const account = grants.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!account) return json(response, 401, { error: 'invalid_token' });
      json(response, 200, { ...account, email_verified: true, picture: null });
    },
    /** Test control: the account the next sign-in chooses. */
    'POST /next-account': async (request, _url, response) => {
      nextAccount = JSON.parse(await bodyOf(request)) as FakeGoogleAccount;
      json(response, 200, nextAccount);
    },
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-google');
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return json(response, 404, { error: 'not_found' });
    route(request, url, response).catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Makes the fake's next sign-in that of `account` (from a test file, over HTTP). */
export async function chooseGoogleAccount(fakeGoogleUrl: string, account: FakeGoogleAccount): Promise<void> {
  const response = await fetch(`${fakeGoogleUrl}/next-account`, { method: 'POST', body: JSON.stringify(account) });
  if (!response.ok) throw new Error(`the fake Google answered ${response.status}`);
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
