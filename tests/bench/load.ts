import autocannon, { type Result } from 'autocannon';
import { cpuPerRequest } from './process-cpu';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** One kind of request, sent by autocannon at `CONNECTIONS` connections for `DURATION_S`. */
export interface LoadTarget {
  title: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** The processes that answer it, whose CPU is read around the run. */
  pids: Record<string, number | undefined>;
}

export interface LoadResult {
  title: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not a 2xx, and connection errors. */
  failures: number;
  /** CPU ms per request of each process of the target (null where there is no /proc). */
  cpuMs: Record<string, number | null>;
}

/** Before each measured run, so that each process's JIT has warmed to the request. */
const WARM_UP_S = 2;

function run(target: LoadTarget, duration: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        title: target.title,
        url: target.url,
        method: target.method ?? 'GET',
        body: target.body,
        headers: target.body ? { 'content-type': 'application/json' } : {},
        duration,
        connections: CONNECTIONS,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

/** The target under load: throughput, latency, and the CPU each of its processes spent per request. */
export async function measureLoad(target: LoadTarget): Promise<LoadResult> {
  await run(target, WARM_UP_S);
  let result: Result | null = null;
  const cpuMs = await cpuPerRequest(target.pids, async () => {
    result = await run(target, DURATION_S);
    return result.requests.total;
  });
  const { requests, latency, errors, non2xx } = result!;
  return {
    title: target.title,
    requestsPerSecond: Math.round(requests.average),
    p50Ms: latency.p50,
    p99Ms: latency.p99,
    failures: errors + non2xx,
    cpuMs,
  };
}
