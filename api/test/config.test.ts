// Configuration: the JWT secret rules and defaults.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, resolveJwtSecret } from '../src/config';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'moda-config-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the data directory', () => {
  it('defaults to ./data at the repository root, whichever folder the command starts in', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    expect(config.dataDir).toBe(join(import.meta.dirname, '..', '..', 'data'));
    expect(config.pgliteDir).toBe(join(config.dataDir, 'db'));
    expect(config.mediaDir).toBe(join(config.dataDir, 'media'));
  });
});

describe('JWT secret', () => {
  it('is required in production', () => {
    const smtp = { SMTP_URL: 'smtp://correo.ejemplo.es:587' };
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ...smtp })).toThrow(/JWT_SECRET is required/);
    expect(() => resolveJwtSecret('corto', true, dir)).toThrow(/at least 32/);
    expect(resolveJwtSecret('s'.repeat(40), true, dir)).toBe('s'.repeat(40));
  });

  it('is generated once into the data dir and reused in development', async () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });
});

describe('production', () => {
  it('requires SMTP: mails with codes are never printed to the log there', () => {
    const secret = { JWT_SECRET: 's'.repeat(40) };
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ...secret })).toThrow(/SMTP_URL is required/);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ...secret, SMTP_URL: 'smtp://correo:587' });
    expect(config.isProduction).toBe(true);
  });
});

describe('a stand-in for Google (browser tests)', () => {
  const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_STAND_IN_URL: 'http://127.0.0.1:9/' };

  it('replaces the endpoints outside production', () => {
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32), ...google }).google?.endpoints).toEqual({
      authorize: 'http://127.0.0.1:9/authorize',
      token: 'http://127.0.0.1:9/token',
      userinfo: 'http://127.0.0.1:9/userinfo',
    });
  });

  it('is refused in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://correo:587' };
    expect(() => loadConfig({ DATA_DIR: dir, ...production, ...google })).toThrow(/GOOGLE_STAND_IN_URL/);
  });
});

describe('defaults', () => {
  it('reads the documented variables', () => {
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4001,
      databaseUrl: undefined,
      smtpUrl: undefined,
      google: undefined,
    });
    expect(config.pgliteDir).toBe(join(dir, 'db'));
    expect(config.mediaDir).toBe(join(dir, 'media'));
    const custom = loadConfig({
      DATA_DIR: dir,
      API_PORT: '4100',
      MEDIA_DIR: '/tmp/media-x',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://moda.example.com/',
    });
    expect(custom.port).toBe(4100);
    expect(custom.mediaDir).toBe('/tmp/media-x');
    expect(custom.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      redirectUri: 'https://moda.example.com/api/auth/google/callback',
      endpoints: {
        authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
        token: 'https://oauth2.googleapis.com/token',
        userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
      },
    });
    expect(() => loadConfig({ DATA_DIR: dir, API_PORT: 'cuatro' })).toThrow(/API_PORT/);
  });
});
