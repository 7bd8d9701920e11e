import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// The same start-up code as `npm start`, on free ports and a fresh data directory.
import { freePort } from '../../scripts/lib/run.mjs';
import { startProduct } from '../../scripts/lib/services.mjs';
import { startFakeGoogle } from '../support/fake-google';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
    /** The stand-in for Google's OAuth endpoints (tests/support/fake-google.ts). */
    fakeGoogleURL: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'moda-e2e-'));
  const google = await startFakeGoogle();
  const port = await freePort();
  const product = await startProduct({
    port,
    apiPort: await freePort(),
    // `npm test` starts the browser tests first, beside the type checks, lint and the api
    // suite: the api's full seed (64 drawn images) then takes minutes on a 2-core machine.
    timeoutMs: 600_000,
    env: {
      DATA_DIR: dataDir,
      MEDIA_DIR: join(dataDir, 'media'),
      NODE_ENV: 'test',
      // Google sign-in against the stand-in, through the gateway's origin as in production.
      PUBLIC_URL: `http://localhost:${port}`,
      GOOGLE_CLIENT_ID: 'e2e-client',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_STAND_IN_URL: google.url,
    },
  });
  project.provide('baseURL', product.url);
  project.provide('apiURL', product.apiUrl);
  project.provide('fakeGoogleURL', google.url);
  return async () => {
    await product.stop();
    await google.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
