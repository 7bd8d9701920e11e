import { readFile, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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

  const react = 'export function render(elemento) { return elemento; }\n'.repeat(500);

  /** What the web build adds (web/vite-plugins/compressAssets.ts): brotli and gzip copies. */
  async function withCompressedCopies(file: string, content?: string) {
    const path = join(dist.dir, file);
    if (content !== undefined) await writeFile(path, content);
    const original = await readFile(path);
    await writeFile(`${path}.br`, brotliCompressSync(original));
    await writeFile(`${path}.gz`, gzipSync(original));
  }

  beforeAll(async () => {
    await withCompressedCopies('assets/react-9c8d7e.js', react);
    await withCompressedCopies('index.html');
  });

  /** An answer as it comes off the wire, not decoded the way fetch would decode it. */
  function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request(gateway.url + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject).end();
    });
  }

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
    // A signed-in screen: public pages get their own head (seo.test.ts).
    const route = await get('/ControlPanel/guardados', page);
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

  it('sends the brotli copy to a browser that accepts br, with its own length, ETag and Vary', async () => {
    const answer = await raw('/assets/react-9c8d7e.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(react.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(react);
    expect(answer.headers.etag).toMatch(/-br"$/);
  });

  it('sends the gzip copy where br is not accepted, and the file itself where neither is', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip', 'br;q=0.5, gzip;q=1']) {
      const gzip = await raw('/assets/react-9c8d7e.js', { 'accept-encoding': acceptEncoding });
      expect(gzip.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
      expect(gunzipSync(gzip.body).toString()).toBe(react);
    }
    const notCompressed: Array<Record<string, string>> = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': '*;q=0' },
    ];
    for (const headers of notCompressed) {
      const plain = await raw('/assets/react-9c8d7e.js', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString()).toBe(react);
      expect(Number(plain.headers['content-length'])).toBe(react.length);
    }
    expect((await raw('/assets/react-9c8d7e.js', { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
  });

  it('gives each encoding its own ETag, and revalidates only the matching one', async () => {
    const br = { 'accept-encoding': 'br, gzip' };
    const gzip = { 'accept-encoding': 'gzip' };
    const brTag = (await raw('/assets/react-9c8d7e.js', br)).headers.etag!;
    const gzipTag = (await raw('/assets/react-9c8d7e.js', gzip)).headers.etag!;
    const plainTag = (await raw('/assets/react-9c8d7e.js')).headers.etag!;
    expect(new Set([brTag, gzipTag, plainTag]).size).toBe(3);
    const revalidated = await raw('/assets/react-9c8d7e.js', { ...br, 'if-none-match': brTag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
    expect((await raw('/assets/react-9c8d7e.js', { ...br, 'if-none-match': gzipTag })).status).toBe(200);
    expect((await raw('/assets/react-9c8d7e.js', { ...gzip, 'if-none-match': `"x", ${gzipTag}` })).status).toBe(304);
  });

  it('answers HEAD with the headers of the copy it would send', async () => {
    const head = await raw('/assets/react-9c8d7e.js', { 'accept-encoding': 'br' }, 'HEAD');
    const get = await raw('/assets/react-9c8d7e.js', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('compresses index.html too, for client-side routes as well, and keeps it no-cache', async () => {
    const route = await raw('/ControlPanel/guardados', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(route.headers['content-encoding']).toBe('br');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(route.body).toString()).toContain('<title>Moda Talento</title>');
    // A public page, made with its own head, is compressed as it goes out, and revalidates by its ETag.
    const explorer = await raw('/ControlPanel/explorer', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(explorer.headers['content-encoding']).toBe('gzip');
    expect(explorer.headers['cache-control']).toBe('no-cache');
    expect(explorer.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(explorer.body).toString()).toContain('<title>Explorador · Moda Talento</title>');
    const again = await raw('/ControlPanel/explorer', {
      accept: 'text/html',
      'accept-encoding': 'gzip',
      'if-none-match': explorer.headers.etag!,
    });
    expect(again.status).toBe(304);
    // A file the build made no copy of (too small to gain) goes out as it is, without Vary.
    const icon = await raw('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers.vary).toBeUndefined();
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
