// Issue 23: with two api replicas behind a balancer (one database, one Redis), the limits hold
// whichever replica a request reaches: the 11th wrong password from an address is refused by
// either, and an email's wrong codes are counted across both.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/http/app-type';
import { MAX_WRONG_PER_EMAIL } from '../src/services/codes';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, lastCode, someAddress, wrongCode } from './helpers';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('limits across two api replicas', () => {
  let first: TestApp;
  let second: App;
  beforeAll(async () => {
    const namespace = `moda-test:${randomBytes(6).toString('hex')}:`;
    first = await createTestApp({ seed: 'none', redisUrl, redisNamespace: namespace });
    second = await buildApp({
      db: first.db,
      config: {
        isProduction: false,
        mediaDir: first.mediaDir,
        uploadTmpDir: first.uploadTmpDir,
        jwtSecret: first.jwtSecret,
        publicUrl: 'http://localhost:4000',
        trustedProxies: ['loopback'],
      },
      mailer: first.mailer,
      clock: first.clock,
      limits: { redisUrl, namespace },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** The balancer's turn: requests alternate between the replicas. */
  const replica = (attempt: number) => (attempt % 2 === 0 ? first.app : second);

  it('refuses the 11th wrong password from an address, whichever replica gets it', async () => {
    const { form } = await createAccount(first);
    const from = someAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = { email: form.email, password: 'NoEsEsta1' };
      expect((await call(replica(attempt), 'POST', '/api/auth/login', wrong, undefined, from)).status).toBe(401);
    }
    const right = { email: form.email, password: form.password };
    expect((await call(first.app, 'POST', '/api/auth/login', right, undefined, from)).status).toBe(429);
    expect((await call(second, 'POST', '/api/auth/login', right, undefined, from)).status).toBe(429);
  });

  it("counts an email's wrong codes across both", async () => {
    const { form } = await createAccount(first);
    const ask = async (app: App) => {
      expect((await call(app, 'POST', '/api/auth/forgot-password', { email: form.email })).status).toBe(200);
      await first.settled();
      return lastCode(first, form.email);
    };
    // Four wrong guesses a code (a code dies after five), asked and guessed on alternate replicas:
    // nine wrong ones; the tenth is refused as the lock, whichever replica reads it.
    let attempt = 0;
    for (const tries of [4, 4, MAX_WRONG_PER_EMAIL - 9]) {
      const code = await ask(replica(attempt));
      for (let n = 0; n < tries; n++, attempt++) {
        const guess = { email: form.email, code: wrongCode(code) };
        expect((await call(replica(attempt), 'POST', '/api/auth/verify-forgot-code', guess)).status).toBe(400);
      }
    }
    const last = await ask(first.app);
    const tenth = { email: form.email, code: wrongCode(last) };
    expect((await call(second, 'POST', '/api/auth/verify-forgot-code', tenth)).status).toBe(429);
    const code = await ask(second);
    const right = { email: form.email, code };
    expect((await call(second, 'POST', '/api/auth/verify-forgot-code', right)).status).toBe(429);
    expect((await call(first.app, 'POST', '/api/auth/verify-forgot-code', right)).status).toBe(429);
  });
});
