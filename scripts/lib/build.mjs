// Builds the web app (Relay artifacts, then Vite) when its sources are newer than web/dist.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './run.mjs';

const sources = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/vite-plugins',
  'schema.graphql',
  'relay.config.js',
  'package-lock.json',
];

/**
 * `exec` runs each command and `log` says what happens (`npm test` keeps both to print them
 * with the stage's output); by default they stream to the terminal.
 */
export async function buildWebIfStale({ exec = run, log = console.log } = {}) {
  const built = join(root, 'web', 'dist', 'index.html');
  if (existsSync(built) && newestMtime(sources.map((s) => join(root, s))) <= statSync(built).mtimeMs) return;
  log('Compilando la aplicación web…');
  if ((await exec(bin('relay-compiler'), [])) !== 0) throw new Error('relay-compiler failed');
  if ((await exec(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: join(root, 'web') })) !== 0) {
    throw new Error('vite build failed');
  }
}

function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      const children = readdirSync(path).map((name) => join(path, name));
      newest = Math.max(newest, newestMtime(children));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}
