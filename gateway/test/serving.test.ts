import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startGateway, type RunningGateway } from './support/gateway';
import { fakeWebDist, type FakeWebDist } from './support/web-dist';

/** The web origin: the built app from web/dist, client routes, GraphiQL. */
describe('serving the web app', () => {
  let dist: FakeWebDist;
  let gateway: RunningGateway;

  beforeAll(async () => {
    dist = await fakeWebDist();
    gateway = await startGateway({ webDistDir: dist.dir, apiUrl: await closedPortUrl() });
  });

  afterAll(async () => {
    await gateway.close();
    await dist.remove();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(gateway.url + path, { headers });
  const page = { accept: 'text/html,application/xhtml+xml' };

  it('serves hashed assets with their content type and a long cache', async () => {
    const js = await get('/assets/index-3f2a1b.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('console.log(1)');
    expect((await get('/assets/index-3f2a1b.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves index.html and other unhashed files with no-cache', async () => {
    const index = await get('/', page);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const etag = (await get('/favicon.svg')).headers.get('etag')!;
    expect((await get('/favicon.svg', { 'if-none-match': etag })).status).toBe(304);
  });

  it('falls back to index.html for client-side routes a browser opens', async () => {
    const route = await get('/ControlPanel/explorer', page);
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>Moda Talento</title>');
  });

  it('does not fall back for non-page requests, missing assets or api paths', async () => {
    expect((await get('/ControlPanel/explorer', { accept: 'application/json' })).status).toBe(404);
    expect((await get('/assets/missing-123.js', page)).status).toBe(404);
    const api = await get('/api/users/profile', page);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Ruta no encontrada.' });
  });

  it('never serves a file outside web/dist', async () => {
    const response = await get('/..%2f..%2fpackage.json', { accept: '*/*' });
    expect(response.status).toBe(404);
  });

  it('serves GraphiQL at GET /graphql with the explorer as default query', async () => {
    const graphiql = await get('/graphql', page);
    expect(graphiql.status).toBe(200);
    const html = await graphiql.text();
    expect(html).toContain('explorer(feed: RANDOM, first: 14');
  });
});

describe('serving without a built web app', () => {
  it('answers pages with a short Spanish notice to run npm run build', async () => {
    const gateway = await startGateway({ webDistDir: '/nonexistent/web/dist', apiUrl: await closedPortUrl() });
    try {
      const response = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('La aplicación web no está compilada');
      expect(html).toContain('npm run build');
    } finally {
      await gateway.close();
    }
  });
});
