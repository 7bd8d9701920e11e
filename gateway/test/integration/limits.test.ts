import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS, BODY_MESSAGES } from '../../src/http/request-body';
import { LIMIT_MESSAGES } from '../../src/limits/graph-limits';
import { oncePerRequestMessage } from '../../src/limits/once-per-request';
import { toGlobalId } from '../../src/relay/ids';
import { startStack, type Stack } from '../support/stack';

/**
 * The attacks of issue 6 (finding 3), replayed against the real api (seed: small). Each
 * used to run for seconds to minutes; each is now refused before any REST call.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('small');
});
afterAll(() => stack?.close());

const ARTICLE_FIELDS = 'id internalID title excerpt author category publishedDate image additionalImages content tags';

/** POST /graphql with any body, timed. */
async function post(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const answer = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
    extensions?: { upstreamCalls?: number };
  };
  return { status: response.status, answer };
}

const messages = (answer: { errors?: { message: string }[] }) => (answer.errors ?? []).map((error) => error.message);

describe('graph denial of service', () => {
  it("refuses the report's nested relatedArticles query at once, without running it", async () => {
    // 236 bytes; it held the gateway 25 s, peaked at 3.6 GB and answered 450 MB.
    const nested = `{articles(first:50){edges{node{${'relatedArticles(first:50){'.repeat(4)}${ARTICLE_FIELDS}${'}'.repeat(4)}}}}}`;
    const { answer } = await post(JSON.stringify({ query: nested }));
    expect(answer.data).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBeUndefined();
    expect(messages(answer)).toContain(LIMIT_MESSAGES.cost);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses the same nesting when the sizes come from variables (the answer-size limit)', async () => {
    const query = `query Nested($n: Int) { articles(first: 14) { edges { node {
      ${'relatedArticles(first: $n) { '.repeat(3)}title content${' }'.repeat(3)} } } } }`;
    const { answer } = await post(JSON.stringify({ query, variables: { n: 10 } }));
    expect(answer.data).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBeUndefined();
    expect(messages(answer)).toEqual([LIMIT_MESSAGES.answer]);

    // The article page's own query, three related articles, still runs.
    const { answer: page } = await post(
      JSON.stringify({ query: `{ articles(first: 1) { edges { node { relatedArticles(first: 3) { title } } } } }` }),
    );
    expect(page.errors).toBeUndefined();
  });

  it('caps relatedArticles(first:) at 1 to 10 with a Spanish BAD_USER_INPUT', async () => {
    for (const first of [0, 11, 51]) {
      const query = `{ articles(first: 1) { edges { node { relatedArticles(first: ${first}) { title } } } } }`;
      const { answer } = await post(JSON.stringify({ query }));
      expect(messages(answer)).toEqual(['"first" debe estar entre 1 y 10.']);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const { answer } = await post(
      JSON.stringify({ query: `{ articles(first: 1) { edges { node { relatedArticles(first: 10) { title } } } } }` }),
    );
    expect(answer.errors).toBeUndefined();
  });

  it('caps nodes(ids:) at 100 ids, refused before any REST call', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => toGlobalId('Magazine', `m${i}`));
    const query = 'query Many($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    const over = await post(JSON.stringify({ query, variables: { ids: ids(101) } }));
    expect(messages(over.answer)).toEqual(['"ids" admite como máximo 100 IDs por consulta.']);
    expect(over.answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(over.answer.extensions?.upstreamCalls).toBe(0);

    const within = await post(JSON.stringify({ query, variables: { ids: ids(100) } }));
    expect(within.answer.errors).toBeUndefined();
    expect(within.answer.data).toEqual({ nodes: Array(100).fill(null) });
  });

  it('refuses 1000 aliased logins before one runs, and two as well', async () => {
    // 72 kB: under the body limit, over the token limit. It used to run 1000 password checks (24 s).
    const logins = Array.from(
      { length: 1000 },
      (_, i) => `l${i}: login(input: { email: "creativa@demo.es", password: "x${i}" }) { token }`,
    );
    const thousand = await post(JSON.stringify({ query: `mutation { ${logins.join(' ')} }` }));
    expect(thousand.answer.data).toBeUndefined();
    expect(messages(thousand.answer)).toEqual([LIMIT_MESSAGES.tokens]);
    // None ran: no password was checked, no call reached the api.
    expect(thousand.answer.extensions?.upstreamCalls).toBeUndefined();

    const two = await post(JSON.stringify({ query: `mutation { ${logins.slice(0, 2).join(' ')} }` }));
    expect(two.answer.data).toBeUndefined();
    expect(two.answer.extensions?.upstreamCalls).toBeUndefined();
    expect(messages(two.answer)).toEqual([oncePerRequestMessage('login')]);
  });

  it('stops parsing a query at the token limit', async () => {
    // 99 kB of tokens: read (it is under the body limit), never parsed whole.
    const query = `{ ${'__typename '.repeat(9_000)}}`;
    const { answer } = await post(JSON.stringify({ query }));
    expect(answer.data).toBeUndefined();
    expect(messages(answer)).toEqual([LIMIT_MESSAGES.tokens]);
  });
});

/** Sends only the head of a POST, announcing `length` bytes that never come. */
function headOnly(headers: Record<string, string>, length: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(length) },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('request body size', () => {
  const csrf = { 'x-graphql-yoga-csrf': '1' };

  it('refuses a JSON body over 100 kB with 413 from its Content-Length, before reading it', async () => {
    const answer = await headOnly({ 'content-type': 'application/json' }, BODY_LIMITS.json + 1);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ message: BODY_MESSAGES.json, extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('refuses a 10 MB query with 413', async () => {
    const { status, answer } = await post(JSON.stringify({ query: `{ ${'__typename '.repeat(1_000_000)}}` }));
    expect(status).toBe(413);
    expect(messages(answer)).toEqual([BODY_MESSAGES.json]);
  });

  it('refuses a chunked JSON body (no Content-Length) once it passes 100 kB', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ query: `{ ${'__typename '.repeat(20_000)}}` }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' };
    const response = await fetch(`${stack.gateway.url}/graphql`, init as RequestInit);
    expect(response.status).toBe(413);
    expect(messages(await response.json())).toEqual([BODY_MESSAGES.json]);
  });

  it('lets uploads (multipart) be larger than JSON, up to their own limit', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ __typename }' }));
    form.set('map', '{}');
    form.set('padding', 'x'.repeat(BODY_LIMITS.json * 2));
    const within = await fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: csrf, body: form });
    expect(within.status).toBe(200);
    expect(await within.json()).toMatchObject({ data: { __typename: 'Query' } });

    const type = { 'content-type': 'multipart/form-data; boundary=x' };
    const over = await headOnly({ ...csrf, ...type }, BODY_LIMITS.multipart + 1);
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body).errors[0].message).toBe(BODY_MESSAGES.multipart);
  });
});
