import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ, 100 on every common kernel). */
const TICKS_PER_S = 100;

/**
 * The CPU time (user + system) a process has used so far, in ms, from /proc; null where there
 * is no /proc. CPU time, unlike wall time, does not grow when other processes share the cores.
 */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing paren.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [fields[11], fields[12]].map(Number);
    return ((utime + stime) * 1000) / TICKS_PER_S;
  } catch {
    return null;
  }
}

/** CPU ms per request of each process while `run` makes them answer; `run` says how many it made. */
export async function cpuPerRequest<K extends string>(
  pids: Record<K, number | undefined>,
  run: () => Promise<number>,
): Promise<Record<K, number | null>> {
  const names = Object.keys(pids) as K[];
  const before = names.map((name) => cpuMsOf(pids[name]));
  const requests = await run();
  return Object.fromEntries(
    names.map((name, index) => {
      const [start, end] = [before[index], cpuMsOf(pids[name])];
      return [name, start === null || end === null || requests === 0 ? null : (end - start) / requests];
    }),
  ) as Record<K, number | null>;
}

/** A process's resident memory in MB, from /proc; 0 once it is gone. */
export function rssMbOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
