import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';

/** /media/* and the Google sign-in calls, proxied to the real api (seed: small). */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('small');
});
afterAll(() => stack?.close());

const noRedirect = { redirect: 'manual' } as const;

describe('api proxy', () => {
  it('passes GET /api/auth/google through unchanged (501 JSON when not configured)', async () => {
    const direct = await fetch(`${stack.api.url}/api/auth/google`, noRedirect);
    const proxied = await fetch(`${stack.gateway.url}/api/auth/google`, noRedirect);
    expect(proxied.status).toBe(direct.status);
    expect(proxied.headers.get('location')).toBe(direct.headers.get('location'));
    expect(await proxied.text()).toBe(await direct.text());
    if (!process.env.GOOGLE_CLIENT_ID) {
      expect(proxied.status).toBe(501);
      expect(proxied.headers.get('content-type')).toContain('application/json');
    }
  });

  it('passes the OAuth callback through with its query string', async () => {
    const path = '/api/auth/google/callback?code=abc&state=xyz';
    const direct = await fetch(stack.api.url + path, noRedirect);
    const proxied = await fetch(stack.gateway.url + path, noRedirect);
    expect(proxied.status).toBe(direct.status);
    expect(proxied.headers.get('location')).toBe(direct.headers.get('location'));
  });

  it("passes the Google sign-in code's exchange through as a POST with its body and cookie (issue 18)", async () => {
    const exchange = (base: string) =>
      fetch(`${base}/api/auth/google/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'google_oauth_state=abc' },
        body: JSON.stringify({ code: 'abc' }),
      });
    const direct = await exchange(stack.api.url);
    const proxied = await exchange(stack.gateway.url);
    expect(proxied.status).toBe(direct.status);
    expect(await proxied.json()).toEqual(await direct.json());
    if (!process.env.GOOGLE_CLIENT_ID) expect(proxied.status).toBe(501);
    // Only that path takes a POST, and that path only a POST.
    expect((await fetch(`${stack.gateway.url}/api/auth/google/session`)).status).toBe(405);
    expect((await fetch(`${stack.gateway.url}/api/auth/google`, { method: 'POST' })).status).toBe(405);
  });

  it('streams /media files with their content type and cache headers', async () => {
    const answer = await stack.gateway.graphql<{ explorer: { edges: { node: { image: { url: string } } }[] } }>(
      `{ explorer(first: 1) { edges { node { image { url } } } } }`,
    );
    const url = new URL(answer.data!.explorer.edges[0]!.node.image.url, stack.gateway.url);
    expect(url.pathname.startsWith('/media/')).toBe(true);
    const direct = await fetch(stack.api.url + url.pathname);
    const proxied = await fetch(stack.gateway.url + url.pathname);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(proxied.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await proxied.arrayBuffer())).toEqual(Buffer.from(await direct.arrayBuffer()));
    expect((await fetch(`${stack.gateway.url}/media/no-such-file.webp`)).status).toBe(404);
  });

  it("serves /media so a browser never runs a file as a page (the api's policy or the gateway's)", async () => {
    const answer = await stack.gateway.graphql<{ explorer: { edges: { node: { image: { url: string } } }[] } }>(
      `{ explorer(first: 1) { edges { node { image { url } } } } }`,
    );
    const path = new URL(answer.data!.explorer.edges[0]!.node.image.url, stack.gateway.url).pathname;
    const direct = await fetch(stack.api.url + path);
    const proxied = await fetch(stack.gateway.url + path);
    expect(proxied.headers.get('x-content-type-options')).toBe('nosniff');
    expect(proxied.headers.get('content-security-policy')).toMatch(/^sandbox\b/);
    const apiPolicy = direct.headers.get('content-security-policy');
    if (apiPolicy) expect(proxied.headers.get('content-security-policy')).toBe(apiPolicy);
    expect(proxied.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
