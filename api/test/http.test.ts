// Cross-cutting HTTP behaviour: 404s, malformed bodies, unexpected errors, the
// OpenAPI document, the development routes, real HTTP through startTestApi.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startTestApi, type TestApp } from '../src/testing';
import { Validator } from '@seriousme/openapi-schema-validator';
import { get } from './helpers';
import { EXTENSIONS, SPEC_CALLS } from './spec-calls';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none', logLevel: 'silent' });
  // A route that fails the way a bug would, registered before the app starts.
  test.app.get('/api/test/boom', { schema: { hide: true } }, async () => {
    throw new Error('database exploded: secret detail');
  });
});
afterAll(() => test.close());

describe('errors', () => {
  it('answers unknown routes with a Spanish 404', async () => {
    expect(await get(test.app, '/api/no-existe')).toMatchObject({
      status: 404,
      body: { error: 'Ruta no encontrada.' },
    });
    expect((await test.app.inject({ method: 'PATCH', url: '/api/users/profile' })).json()).toEqual({
      error: 'Ruta no encontrada.',
    });
    expect((await get(test.app, '/media/no-existe.webp')).body).toEqual({ error: 'Archivo no encontrado.' });
  });

  it('answers unexpected errors with a generic Spanish 500 that leaks nothing', async () => {
    const answer = await get(test.app, '/api/test/boom');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.' });
  });

  it('refuses unsupported content types and oversized bodies in Spanish', async () => {
    const xml = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: 'Tipo de contenido no admitido.' });
    const huge = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'La solicitud es demasiado grande.' });
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document listing every call of the spec and every extension, and nothing else', async () => {
    const answer = await get(test.app, '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const validation = await new Validator().validate(answer.body);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);

    // Parameter names differ between the spec's table and our routes ({id} / {offerId}).
    const shape = (call: string) => call.replace(/\{[^}]+\}/g, '{}');
    const paths = answer.body.paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method !== 'head')
        .map((method) => shape(`${method.toUpperCase()} ${path}`)),
    );
    const expected = [...SPEC_CALLS, ...EXTENSIONS].map(shape);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('writes closed sets of values as `enum`, never as `const` or `anyOf`/`oneOf` of single values', async () => {
    const document: unknown = (await get(test.app, '/api/openapi.json')).body;
    const found: string[] = [];
    const isSingleValue = (schema: unknown) =>
      typeof schema === 'object' &&
      schema !== null &&
      ('const' in schema || ('enum' in schema && Array.isArray(schema.enum) && schema.enum.length === 1));
    const walk = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      if ('const' in node) found.push(`${path}: const`);
      for (const keyword of ['anyOf', 'oneOf'] as const) {
        const branches: unknown = (node as Record<string, unknown>)[keyword];
        if (Array.isArray(branches) && branches.every(isSingleValue)) found.push(`${path}: ${keyword} of constants`);
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${path}/${key}`);
    };
    walk(document, '');
    expect(found).toEqual([]);
    const offer = JSON.stringify(
      (document as { paths: Record<string, unknown> }).paths['/api/offers/{offerId}/status'],
    );
    expect(offer).toContain('"enum":["cancelled"]');
  });

  it('documents request and answer schemas from the validating schemas', async () => {
    const doc = (await get(test.app, '/api/openapi.json')).body as {
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; responses: Record<string, unknown>; security?: unknown }>
      >;
    };
    const login = doc.paths['/api/auth/login']?.post;
    expect(JSON.stringify(login?.requestBody)).toContain('"password"');
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(doc.paths['/api/users/profile']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(JSON.stringify(doc.paths['/api/users/profile-picture']?.put?.requestBody)).toContain('multipart/form-data');
  });
});

describe('development routes', () => {
  it('are absent in production', async () => {
    const production = await createTestApp({ seed: 'none', production: true });
    try {
      expect(await get(production.app, '/api/dev/outbox')).toMatchObject({
        status: 404,
        body: { error: 'Ruta no encontrada.' },
      });
      const doc = await get(production.app, '/api/openapi.json');
      expect(Object.keys(doc.body.paths as object)).not.toContain('/api/dev/outbox');
    } finally {
      await production.close();
    }
  });
});

describe('startTestApi', () => {
  it('listens on 127.0.0.1 with a seeded database and closes cleanly', async () => {
    const api = await startTestApi({ seed: 'small' });
    try {
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${api.url}/api/posts/staff-picks`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { images: unknown[] }).images.length).toBeGreaterThan(0);
      const login = await fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'empresa@demo.es', password: 'Demo1234!' }),
      });
      const session = (await login.json()) as { user: { professionalType: number; isVerificatedProfesional: boolean } };
      expect(session.user).toMatchObject({ professionalType: 2, isVerificatedProfesional: true });
      const users = await api.db.selectFrom('users').select('email').execute();
      expect(users.length).toBeGreaterThanOrEqual(20);
    } finally {
      await api.close();
    }
    await expect(fetch(`${api.url}/api/magazines`)).rejects.toThrow();
  });
});

describe('requests the HTTP parser refuses', () => {
  /** Sends raw bytes over one connection and answers the status line and the body. */
  function rawRequest(url: string, head: Buffer): Promise<{ statusLine: string; body: string }> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.end(head));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [headers = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
        resolve({ statusLine: headers.split('\r\n')[0] ?? '', body });
      });
    });
  }

  it('answers a raw non-ASCII URL and oversized request heads with Spanish JSON', async () => {
    const api = await startTestApi({ seed: 'none' });
    try {
      const accented = Buffer.concat([
        Buffer.from('GET /api/users/search?query='),
        Buffer.from('LÍNO', 'utf8'),
        Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n'),
      ]);
      expect(await rawRequest(api.url, accented)).toEqual({
        statusLine: 'HTTP/1.1 400 Bad Request',
        body: JSON.stringify({ error: 'La solicitud no es válida.' }),
      });
      const huge = Buffer.from(`GET /api/magazines HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70 * 1024)}\r\n\r\n`);
      expect(await rawRequest(api.url, huge)).toEqual({
        statusLine: 'HTTP/1.1 431 Request Header Fields Too Large',
        body: JSON.stringify({ error: 'La solicitud es demasiado grande.' }),
      });
    } finally {
      await api.close();
    }
  });
});
