// Small process helpers shared by the start, dev and test scripts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = (name) => join(root, 'node_modules', '.bin', name);
/** A command of tools/, the separate install of what needs TypeScript 5 (ESLint, openapi-typescript). */
export const toolBin = (name) => join(root, 'tools', 'node_modules', '.bin', name);

/** Runs a command to completion, streaming its output; resolves with the exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Starts a long-running service; resolves once it prints `readyPattern`. */
export function startService(name, command, args, { env, readyPattern, timeoutMs = 120_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    let ready = false;
    const onData = (stream) => (chunk) => {
      stream.write(prefixLines(name, chunk.toString()));
      if (!ready && readyPattern.test(chunk.toString())) {
        ready = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`${name} exited with code ${code} before it was ready`));
    });
  });
}

/** Asks a child to stop and waits until it has (SIGKILL after the grace period). */
export function stopService(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** On Ctrl-C or SIGTERM: says so, awaits `stop` once, and exits. */
export function stopOnSignals(stop) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log('\nParando…');
      await stop();
      process.exit(0);
    });
  }
}

/** A TCP port that is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function prefixLines(name, text) {
  return text.replace(/^(?=.)/gm, `[${name}] `);
}
