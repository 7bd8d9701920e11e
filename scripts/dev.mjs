// `npm run dev`: api + gateway as in `npm start`, plus Vite with hot reload on :5173
// (proxying /graphql, /media and /api to the gateway) and relay-compiler in watch mode.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { bin, root } from './lib/run.mjs';

ensureInstalled(root);
const { startProduct } = await import('./lib/services.mjs');

const product = await startProduct({
  port: Number(process.env.PORT ?? 4000),
  apiPort: Number(process.env.API_PORT ?? 4001),
});
const watchers = [
  spawn(bin('relay-compiler'), ['--watch'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, GATEWAY_URL: product.url },
  }),
];

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    for (const watcher of watchers) watcher.kill('SIGTERM');
    await product.stop();
    process.exit(0);
  });
}
