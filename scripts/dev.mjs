// `npm run dev`: api + gateway as in `npm start`, plus Vite with hot reload on :5173
// (proxying /graphql, /media and /api to the gateway) and the Relay compiler rerun on
// every source change (its own --watch needs watchman, which is not assumed here).
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { bin, root } from './lib/run.mjs';

ensureInstalled(root);
const { startProduct } = await import('./lib/services.mjs');

const product = await startProduct({
  port: Number(process.env.PORT ?? 4000),
  apiPort: Number(process.env.API_PORT ?? 4001),
});
const vite = spawn(bin('vite'), [], {
  cwd: join(root, 'web'),
  stdio: 'inherit',
  env: { ...process.env, GATEWAY_URL: product.url },
});
const relayWatcher = watchRelaySources();
const schemaWatcher = watchSchemaModules();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    relayWatcher.close();
    schemaWatcher.close();
    vite.kill('SIGTERM');
    await product.stop();
    process.exit(0);
  });
}

/** Reruns relay-compiler (debounced, one run at a time) when a web source or the schema changes. */
function watchRelaySources() {
  let timer;
  let running = false;
  const compile = () => {
    if (running) return void (timer = setTimeout(compile, 200));
    running = true;
    spawn(bin('relay-compiler'), [], { cwd: root, stdio: 'inherit' }).on('exit', () => (running = false));
  };
  const onChange = (_event, file) => {
    if (file && String(file).includes('__generated__')) return;
    clearTimeout(timer);
    timer = setTimeout(compile, 200);
  };
  const watchers = [
    watch(join(root, 'web', 'src'), { recursive: true }, onChange),
    watch(join(root, 'schema.graphql'), onChange),
  ];
  return { close: () => watchers.forEach((watcher) => watcher.close()) };
}

/**
 * Reprints schema.graphql (npm run schema) when a domain module's SDL changes, which in turn
 * reruns relay-compiler above. The running gateway reads its modules at start: restart it to serve them.
 */
function watchSchemaModules() {
  let timer;
  const print = () => spawn(bin('tsx'), ['gateway/scripts/write-schema.ts'], { cwd: root, stdio: 'inherit' });
  return watch(join(root, 'gateway', 'src'), { recursive: true }, (_event, file) => {
    if (!file || !String(file).endsWith('.graphql')) return;
    clearTimeout(timer);
    timer = setTimeout(print, 200);
  });
}
