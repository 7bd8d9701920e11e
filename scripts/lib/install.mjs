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
 * install in tools/, so they never resolve the workspaces' TypeScript 7. Only `npm test` needs
 * them, for ESLint: it installs them as that stage's first step, side by side with the others,
 * with `exec` (a command runner resolving with the exit code) and `log`.
 */
export async function ensureToolsInstalled(root, { exec, log }) {
  const command = installCommand(join(root, 'tools'));
  if (!command) return;
  log(`Instalando dependencias (npm ci) en ${command.dir}…`);
  if ((await exec('npm', command.args, { cwd: command.dir })) !== 0) throw new Error(`npm failed in ${command.dir}`);
}

function installIn(dir) {
  const command = installCommand(dir);
  if (!command) return;
  console.log(`Instalando dependencias (npm ci) en ${dir}…`);
  execSync(['npm', ...command.args].join(' '), { cwd: dir, stdio: 'inherit' });
}

/** The npm command that installs `dir`'s dependencies, or null when they are up to date. */
function installCommand(dir) {
  const marker = join(dir, 'node_modules', '.package-lock.json');
  const lock = join(dir, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return null;
  return { dir, args: [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund'] };
}
