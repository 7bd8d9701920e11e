import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// The same start-up code as `npm start`, on free ports and a fresh data directory.
import { freePort } from '../../scripts/lib/run.mjs';
import { startProduct } from '../../scripts/lib/services.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'moda-e2e-'));
  const product = await startProduct({
    port: await freePort(),
    apiPort: await freePort(),
    env: { DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'media'), NODE_ENV: 'test' },
  });
  project.provide('baseURL', product.url);
  project.provide('apiURL', product.apiUrl);
  return async () => {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
