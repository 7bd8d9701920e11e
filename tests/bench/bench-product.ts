import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startService, stopService } from '../../scripts/lib/run.mjs';
import { startProduct, type RunningProduct } from '../../scripts/lib/services.mjs';

/** What every benchmarked process runs with: production, as a server would. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-only-secret-not-used-for-real-accounts',
  // Production wants a mail server; the benchmarks send no mail, so nothing listens there.
  SMTP_URL: 'smtp://127.0.0.1:9',
};

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
    env: { DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'media'), ...PRODUCTION_ENV, ...env },
  });
  return {
    ...product,
    async stop() {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchGateway {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** One more gateway, in production mode, on a running api: the same product with other settings. */
export function startBenchGateway(apiUrl: string, env: Record<string, string>): Promise<BenchGateway> {
  return startBenchService('gateway (bench)', 'gateway/src/main.ts', apiUrl, env);
}

/** The reference proxy of bare-proxy.ts on a running api. */
export function startBareProxy(apiUrl: string): Promise<BenchGateway> {
  return startBenchService('bare proxy', 'tests/bench/bare-proxy.ts', apiUrl, {});
}

async function startBenchService(
  name: string,
  entry: string,
  apiUrl: string,
  env: Record<string, string>,
): Promise<BenchGateway> {
  const port = await freePort();
  const child: ChildProcess = await startService(name, process.execPath, ['--import', 'tsx', entry], {
    env: { ...PRODUCTION_ENV, ...env, PORT: String(port), API_URL: apiUrl },
    readyPattern: /listening/i,
  });
  return { url: `http://localhost:${port}`, pid: child.pid!, stop: () => stopService(child) };
}
