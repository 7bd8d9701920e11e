export function buildWebIfStale(options?: {
  /** Runs a command to completion; resolves with its exit code (default: streams its output). */
  exec?: (command: string, args: string[], options?: { cwd?: string }) => Promise<number>;
  log?: (line: string) => void;
}): Promise<void>;
