import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/run.mjs';
import { startProduct, type RunningProduct } from '../../scripts/lib/services.mjs';

/**
 * The product as `npm start` runs it, in production mode on a throwaway data folder and free
 * ports, for a benchmark; `stop` also removes the folder. `env` adds settings of the bench's own.
 */
export async function startBenchProduct(
  name: string,
  env: Record<string, string> = {},
): Promise<RunningProduct & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `moda-bench-${name}-`));
  const product = await startProduct({
    port: await freePort(),
    apiPort: await freePort(),
    env: {
      DATA_DIR: dataDir,
      MEDIA_DIR: join(dataDir, 'media'),
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-only-secret-not-used-for-real-accounts',
      // Production wants a mail server; the benchmarks send no mail, so nothing listens there.
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...env,
    },
  });
  return {
    ...product,
    async stop() {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
