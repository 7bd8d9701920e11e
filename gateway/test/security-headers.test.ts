import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../src/security/headers';
import { startGateway, type RunningGateway } from './support/gateway';
import { startRestStub, type RestStub, type StubAnswer } from './support/rest-stub';
import { fakeWebDist, type FakeWebDist } from './support/web-dist';

/**
 * Finding 9: the headers of every answer of the product's origin, and GraphiQL served
 * from the gateway itself under a CSP without inline scripts. The REST side is a stub
 * that answers /media with or without headers of its own.
 */
let dist: FakeWebDist;
let stub: RestStub;
let gateway: RunningGateway;

beforeAll(async () => {
  dist = await fakeWebDist();
  stub = await startRestStub((call): StubAnswer | undefined => {
    if (call.path === '/media/plain.pdf') return { body: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } };
    if (call.path === '/media/cv.pdf') {
      return {
        body: '%PDF-1.4',
        headers: {
          'content-type': 'application/pdf',
          'content-security-policy': "sandbox; default-src 'none'; img-src 'self'",
          'content-disposition': 'attachment; filename="cv.pdf"',
          'x-content-type-options': 'nosniff',
        },
      };
    }
    if (call.path === '/api/magazines') return { body: { success: true, data: [] } };
    return undefined;
  });
  gateway = await startGateway({ webDistDir: dist.dir, apiUrl: stub.url });
});

afterAll(async () => {
  await gateway?.close();
  await stub?.close();
  await dist?.remove();
});

const page = { accept: 'text/html' };
const get = (path: string, headers: Record<string, string> = {}) => fetch(gateway.url + path, { headers });

describe('headers on every answer', () => {
  const answers = () =>
    Promise.all([
      get('/', page),
      get('/token-handler?token=secreto', page),
      get('/assets/index-3f2a1b.js'),
      get('/assets/missing.js'),
      get('/api/users/profile'),
      get('/graphql', page),
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ magazines { name } }' }),
      }),
      get('/media/plain.pdf'),
    ]);

  it('no referrer, no sniffing, no framing, no unused features, a CSP', async () => {
    for (const response of await answers()) {
      expect(response.headers.get('referrer-policy'), response.url).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options'), response.url).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), response.url).toBe('DENY');
      expect(response.headers.get('permissions-policy'), response.url).toContain('camera=()');
      expect(response.headers.get('content-security-policy'), response.url).toBeTruthy();
    }
  });

  it('the app (and the Google sign-in landing page) runs no inline script and cannot be framed', async () => {
    const policy = (await get('/token-handler?token=secreto', page)).headers.get('content-security-policy');
    expect(policy).toBe(CONTENT_SECURITY_POLICY.app);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('lets the app show previews of picked pictures (blob: images), and blob: nothing else', async () => {
    const policy = (await get('/', page)).headers.get('content-security-policy') ?? '';
    const directives = new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives.get('img-src')).toBe("img-src 'self' data: blob:");
    expect(directives.get('style-src')).toBe("style-src 'self'");
    expect(policy.match(/blob:/g)).toHaveLength(1);
    expect(CONTENT_SECURITY_POLICY.graphiql).not.toContain('blob:');
  });

  it("passes on the api's own policy, disposition and nosniff for /media", async () => {
    const cv = await get('/media/cv.pdf');
    expect(cv.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; img-src 'self'");
    expect(cv.headers.get('content-disposition')).toBe('attachment; filename="cv.pdf"');
    expect(cv.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sandboxes /media when the api sent no policy', async () => {
    const plain = await get('/media/plain.pdf');
    expect(plain.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('GraphiQL from the gateway', () => {
  let html: string;
  beforeAll(async () => {
    const response = await get('/graphql', page);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY.graphiql);
    html = await response.text();
  });

  const linked = () => [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);

  it('links its files on this origin only, and runs no inline script', () => {
    expect(html).not.toContain('unpkg');
    expect(linked().length).toBeGreaterThanOrEqual(4);
    for (const url of linked()) expect(url).toMatch(/^\/graphiql\/[\w.-]+\.(js|css|ico)$/);
    for (const [tag] of html.matchAll(/<script[^>]*>/g)) {
      expect(tag).toMatch(/ src="|type="application\/json"/);
    }
    expect(CONTENT_SECURITY_POLICY.graphiql).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY.graphiql).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('opens with the explorer as default query, as JSON data', () => {
    const options = /<script type="application\/json" id="graphiql-options">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(options!).defaultQuery).toContain('explorer(feed: RANDOM, first: 14');
  });

  it('serves its files for good (hashed names), gzip-compressed when asked', async () => {
    const [script] = linked().filter((url) => /graphiql-.*\.js$/.test(url));
    const plain = await get(script!, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const source = await plain.text();
    expect(source).toContain('renderYogaGraphiQL');

    const compressed = await fetch(gateway.url + script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(source.length / 2);
    expect((await get('/graphiql/nothing-here.js')).status).toBe(404);
  });

  it('points Monaco at its workers, which are files too (no blob: URLs)', async () => {
    const [start] = linked().filter((url) => url.includes('/start-'));
    const source = await (await get(start!)).text();
    const workers = [...source.matchAll(/\/graphiql\/[\w.-]+\.worker-[\w-]+\.js/g)].map((match) => match[0]);
    expect(workers).toHaveLength(3);
    for (const worker of workers) expect((await get(worker)).status).toBe(200);
  });
});
