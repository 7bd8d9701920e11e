// The Chromium that the browser tests and the benchmark drive: Debian's package, found on
// PATH or named by CHROMIUM_PATH (playwright-core downloads no browser of its own).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Flags that let Debian's Chromium run headless as root on a machine without a network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser's path, or null when there is none. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // not on PATH; try the next name
    }
  }
  return null;
}
