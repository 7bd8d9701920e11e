// Installs the workspace dependencies when they are missing or older than the lockfile,
// so `npm start` and `npm test` work on a fresh clone. Plain Node: no dependencies.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureInstalled(root) {
  installIn(root);
}

/**
 * The tools that need TypeScript 5's compiler API (ESLint, openapi-typescript) have their own
 * install in tools/, so they never resolve the workspaces' TypeScript 7. Only `npm test` needs them.
 */
export function ensureToolsInstalled(root) {
  installIn(join(root, 'tools'));
}

function installIn(dir) {
  const marker = join(dir, 'node_modules', '.package-lock.json');
  const lock = join(dir, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  console.log(`Instalando dependencias (npm ci) en ${dir}…`);
  execSync(existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund', {
    cwd: dir,
    stdio: 'inherit',
  });
}
