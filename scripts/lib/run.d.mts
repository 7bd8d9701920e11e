import type { ChildProcess, SpawnOptions } from 'node:child_process';

export const root: string;
export function bin(name: string): string;
export function toolBin(name: string): string;
export function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; readyPattern: RegExp; timeoutMs?: number },
): Promise<ChildProcess>;
export function stopService(child: ChildProcess, graceMs?: number): Promise<void>;
export function stopOnSignals(stop: () => Promise<unknown>): void;
export function freePort(): Promise<number>;
