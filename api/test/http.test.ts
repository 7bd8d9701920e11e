// Cross-cutting HTTP behaviour: 404s, malformed bodies, unexpected errors, the
// OpenAPI document, the development routes, real HTTP through startTestApi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startTestApi, type TestApp } from '../src/testing';
import { get } from './helpers';

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
    expect((await test.app.inject({ method: 'DELETE', url: '/api/users/profile' })).json()).toEqual({
      error: 'Ruta no encontrada.',
    });
    expect((await get(test.app, '/media/no-existe.webp')).body).toEqual({ error: 'Ruta no encontrada.' });
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
  it('is an OpenAPI 3.1 document listing every route', async () => {
    const answer = await get(test.app, '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const paths = answer.body.paths as Record<string, Record<string, unknown>>;
    const expected: [string, string][] = [
      ['/api/auth/login', 'post'],
      ['/api/auth/send-verification-code-pre-registration', 'post'],
      ['/api/auth/verify-code-pre-registration', 'post'],
      ['/api/auth/resend-code-pre-registration', 'post'],
      ['/api/auth/forgot-password', 'post'],
      ['/api/auth/verify-forgot-code', 'post'],
      ['/api/auth/reset-password', 'post'],
      ['/api/auth/google', 'get'],
      ['/api/auth/google/callback', 'get'],
      ['/api/users/profile', 'get'],
      ['/api/users/profile', 'put'],
      ['/api/users/profile-picture', 'put'],
      ['/api/users/by-ids', 'get'],
      ['/api/posts/explorer', 'get'],
      ['/api/posts/staff-picks', 'get'],
      ['/api/posts/{id}', 'get'],
      ['/api/blog', 'get'],
      ['/api/blog/category/{category}', 'get'],
      ['/api/blog/{id}', 'get'],
      ['/api/magazines', 'get'],
      ['/api/dev/outbox', 'get'],
      ['/api/openapi.json', 'get'],
      ['/media/{*}', 'get'],
    ];
    for (const [path, method] of expected) expect(paths[path], `${method} ${path}`).toHaveProperty(method);
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'head')
        .map((m) => `${m} ${path}`),
    );
    expect(documented.sort()).toEqual(expected.map(([path, method]) => `${method} ${path}`).sort());
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
