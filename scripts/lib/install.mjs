// Installs the workspace dependencies when they are missing or older than the lockfile,
// so `npm start` and `npm test` work on a fresh clone. Plain Node: no dependencies.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureInstalled(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  console.log('Instalando dependencias (npm ci)…');
  execSync(existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
  });
}
