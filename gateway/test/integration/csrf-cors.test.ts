import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_MESSAGE } from '../../src/security/csrf';
import { startGateway, type RunningGateway } from '../support/gateway';
import { startStack, type Stack } from '../support/stack';

/**
 * Finding 8: a page on another site could post a form to /graphql and run mutations in
 * the visitor's browser (a password-reset mail per visit), and any Origin was reflected
 * with credentials allowed. Against the real api (seed: small), whose development outbox
 * shows which mails were really sent.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('small');
});
afterAll(() => stack?.close());

const EMAIL = 'creativa@demo.es';
const RESET = `mutation { requestPasswordReset(input: { email: "${EMAIL}" }) { message userErrors { message } } }`;

async function mailsTo(email: string): Promise<number> {
  const response = await fetch(`${stack.api.url}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { mails: unknown[] }).mails.length;
}

const formPost = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

const multipartPost = (headers: Record<string, string> = {}) => {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: RESET }));
  form.set('map', '{}');
  return fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers, body: form });
};

describe('CSRF prevention', () => {
  it('runs no form-urlencoded or multipart POST without the header', async () => {
    const before = await mailsTo(EMAIL);
    const form = await formPost(new URLSearchParams({ query: RESET }).toString());
    const multipart = await multipartPost();
    for (const response of [form, multipart]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        errors: [{ message: CSRF_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }],
      });
    }
    // A GET with a query is refused the same way (an <img src> could send it).
    const get = await fetch(`${stack.gateway.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(get.status).toBe(403);
    expect(await mailsTo(EMAIL)).toBe(before);
  });

  it('runs them with the header, which a cross-site form cannot set', async () => {
    const before = await mailsTo(EMAIL);
    const response = await multipartPost({ [CSRF_HEADER]: '1' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { data: { requestPasswordReset: { userErrors: unknown[] } } };
    expect(answer.data.requestPasswordReset.userErrors).toEqual([]);
    expect(await mailsTo(EMAIL)).toBe(before + 1);
  });

  it('lets JSON requests through without it (a browser preflights them cross-site)', async () => {
    const answer = await stack.gateway.graphql('{ __typename }');
    expect(answer.data).toEqual({ __typename: 'Query' });
  });
});

describe('CORS', () => {
  const query = JSON.stringify({ query: '{ __typename }' });
  const from = (gateway: RunningGateway, origin: string, method = 'POST') =>
    fetch(`${gateway.url}/graphql`, {
      method,
      headers:
        method === 'OPTIONS'
          ? { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' }
          : { origin, 'content-type': 'application/json' },
      body: method === 'POST' ? query : undefined,
    });
  const corsHeaders = (response: Response) =>
    [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

  it('sends no CORS header to another origin by default (it used to reflect any, with credentials)', async () => {
    for (const method of ['POST', 'OPTIONS']) {
      const response = await from(stack.gateway, 'https://evil.example', method);
      expect(corsHeaders(response)).toEqual([]);
    }
    expect((await from(stack.gateway, 'https://evil.example')).headers.get('vary')).toContain('Origin');
  });

  it('allows the origins of CORS_ORIGINS, without credentials', async () => {
    const gateway = await startGateway({ apiUrl: stack.api.url, corsOrigins: ['https://app.partner.example'] });
    try {
      const allowed = await from(gateway, 'https://app.partner.example');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.partner.example');
      expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await from(gateway, 'https://app.partner.example', 'OPTIONS');
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain(CSRF_HEADER);
      expect(corsHeaders(await from(gateway, 'https://other.example'))).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});
