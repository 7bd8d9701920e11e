// `npm run cluster:test` (issue 23): the cluster of `npm run cluster` under 200 connections for
// 60 s of anonymous reads (public pages, media, GraphQL queries by GET and by POST) and
// signed-in writes (new boards), while one gateway is killed, then one api frozen and killed.
// It reports every failed request by kind, whether each write was applied exactly once when
// acknowledged and at most once when not, p50/p99 and each process's memory; and, before the
// kills, that the sign-in limit holds whichever api answers.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildWebIfStale } from '../../scripts/lib/build.mjs';
import { startCluster, type RunningCluster } from '../../scripts/lib/cluster.mjs';
import {
  CSRF,
  REQUEST_TIMEOUT_MS,
  addressOf,
  createBoard,
  discover,
  signIn,
  signInLimit,
  type Targets,
} from '../support/cluster-client';
import { rssMbOf } from './process-cpu';

const CONNECTIONS = Number(process.env.CLUSTER_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.CLUSTER_SECONDS ?? 60);
const PORT = Number(process.env.CLUSTER_PORT ?? 4700);
/** Connections that sign in and write; the others read anonymously. */
const WRITERS = 40;

type Kind = 'page' | 'media' | 'graphql GET' | 'graphql POST' | 'write';

interface Sample {
  kind: Kind;
  ok: boolean;
  /** The status, or the error's name when there was no answer. */
  outcome: string;
  ms: number;
  /** Seconds since the load began. */
  at: number;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
async function signedInAccounts(url: string, db: pg.Client): Promise<{ email: string; token: string }[]> {
  const { rows } = await db.query<{ email: string }>('select email from users order by email limit 80');
  const accounts: { email: string; token: string }[] = [];
  for (const [index, { email }] of rows.entries()) {
    if (accounts.length === WRITERS + 1) break;
    const login = await signIn(url, email, 'Demo1234!', addressOf(1000 + index));
    if (login?.token) accounts.push({ email, token: login.token });
  }
  return accounts;
}

interface Load {
  samples: Sample[];
  /** When a POSTed query was asked again by the client (seconds since the load began). */
  retried: number[];
  writes: { name: string; ok: boolean; outcome: string }[];
}

async function runLoad(cluster: RunningCluster, targets: Targets, writers: { token: string }[], events: () => void) {
  const retried: number[] = [];
  const load: Load = { samples: [], writes: [], retried };
  const start = Date.now();
  const deadline = start + DURATION_S * 1000;
  const timed = async (kind: Kind, work: () => Promise<{ ok: boolean; outcome: string }>) => {
    const begun = Date.now();
    let result: { ok: boolean; outcome: string };
    try {
      result = await work();
    } catch (error) {
      result = { ok: false, outcome: (error as Error).name };
    }
    load.samples.push({ kind, ...result, ms: Date.now() - begun, at: (begun - start) / 1000 });
    return result;
  };
  const get = async (path: string, address: string, accept: string) => {
    const response = await fetch(cluster.url + path, {
      headers: { 'x-forwarded-for': address, accept },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { ok: response.status === 200, outcome: String(response.status) };
  };
  const explorer = { version: 1, sha256Hash: targets.explorerId };
  const queryOnce = async (method: 'GET' | 'POST', address: string) => {
    const variables = { count: 14 };
    const response =
      method === 'GET'
        ? await fetch(
            `${cluster.url}/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: explorer }))}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
            {
              headers: { ...CSRF, accept: 'application/json', 'x-forwarded-for': address },
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            },
          )
        : await fetch(`${cluster.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...CSRF, 'x-forwarded-for': address },
            body: JSON.stringify({
              operationName: 'ExplorerGridPaginationQuery',
              variables,
              extensions: { persistedQuery: explorer },
            }),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
    const json = (await response.json().catch(() => ({}))) as {
      data?: unknown;
      errors?: { extensions?: { code?: string } }[];
    };
    const ok = response.status === 200 && json.data != null && !json.errors?.length;
    return { ok, outcome: ok ? '200' : `${response.status} ${json.errors?.[0]?.extensions?.code ?? ''}`.trim() };
  };
  // As the web app does (lib/relay/environment.ts): a POSTed query that got no answer, or the
  // balancer's error page, is asked once more. GETs are retried by the balancer itself.
  const query = async (method: 'GET' | 'POST', address: string) => {
    try {
      return await queryOnce(method, address);
    } catch (error) {
      if (method === 'GET' || !(error instanceof TypeError || error instanceof SyntaxError)) throw error;
      retried.push((Date.now() - start) / 1000);
      await sleep(300);
      return queryOnce(method, address);
    }
  };
  const read = (address: string) => {
    const roll = Math.random();
    if (roll < 0.3) return timed('page', () => get(pick(targets.pages), address, 'text/html'));
    if (roll < 0.6) return timed('media', () => get(pick(targets.media), address, 'image/webp,*/*'));
    if (roll < 0.8) return timed('graphql GET', () => query('GET', address));
    return timed('graphql POST', () => query('POST', address));
  };
  const write = async (connection: number, count: number, token: string) => {
    const name = `carga ${connection}-${count}`;
    const result = await timed('write', () => createBoard(cluster.url, token, name, addressOf(connection)));
    load.writes.push({ name, ...result });
  };
  const connection = async (index: number) => {
    const address = addressOf(index);
    const writer = writers[index];
    for (let count = 0; Date.now() < deadline; count++) {
      if (writer && count % 2 === 0) await write(index, count, writer.token);
      else await read(address);
    }
  };
  events();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_unused, index) => connection(index)));
  return load;
}

/** Stretches of the run, as fractions of it: before the kills, and after each. */
const WINDOWS: [number, number, string][] = [
  [0, 0.25, 'todo en marcha'],
  [0.25, 0.5, 'sin gateway-1'],
  [0.5, 0.67, 'api-1 congelada'],
  [0.67, 1, 'sin api-1'],
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
};

async function main() {
  await buildWebIfStale();
  console.log(`Arrancando el clúster en :${PORT}…`);
  const cluster = await startCluster({ port: PORT, seedSize: 'small', log: () => {} });
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${cluster.ports.postgres}/postgres` });
  await db.connect();
  try {
    const targets = await discover(cluster.url);
    const accounts = await signedInAccounts(cluster.url, db);
    const limit = await signInLimit(cluster, accounts.pop()!.email);

    const processes = {
      'gateway-1': cluster.gateways[0]!.pid!,
      'gateway-2': cluster.gateways[1]!.pid!,
      'api-1': cluster.apis[0]!.pid!,
      'api-2': cluster.apis[1]!.pid!,
      haproxy: cluster.haproxy.pid!,
    };
    const memory: Record<string, { peak: number; last: number }> = {};
    const sampler = setInterval(() => {
      for (const [name, pid] of Object.entries(processes)) {
        const rss = rssMbOf(pid);
        const entry = (memory[name] ??= { peak: 0, last: 0 });
        entry.peak = Math.max(entry.peak, rss);
        if (rss > 0) entry.last = rss;
      }
    }, 1000);
    const happened: string[] = [];
    const at = (fraction: number, what: string, act: () => void) =>
      setTimeout(
        () => {
          act();
          happened.push(`${(fraction * DURATION_S).toFixed(0)} s: ${what}`);
        },
        fraction * DURATION_S * 1000,
      );
    const load = await runLoad(cluster, targets, accounts, () => {
      at(0.25, 'SIGKILL gateway-1', () => process.kill(processes['gateway-1'], 'SIGKILL'));
      at(0.5, 'SIGSTOP api-1 (congelada)', () => process.kill(processes['api-1'], 'SIGSTOP'));
      at(0.67, 'SIGKILL api-1', () => process.kill(processes['api-1'], 'SIGKILL'));
    });
    clearInterval(sampler);
    await sleep(2000);

    const { rows } = await db.query<{ name: string; copies: string }>(
      "select name, count(*) as copies from folders where name like 'carga %' group by name",
    );
    const copies = new Map(rows.map((row) => [row.name, Number(row.copies)]));
    const acknowledged = load.writes.filter((entry) => entry.ok);
    const refused = load.writes.filter((entry) => !entry.ok);
    report({
      load,
      happened,
      limit,
      memory,
      writes: {
        acknowledged: acknowledged.length,
        acknowledgedMissing: acknowledged.filter((entry) => copies.get(entry.name) !== 1).length,
        failed: refused.length,
        failedButApplied: refused.filter((entry) => copies.get(entry.name) === 1).length,
        appliedTwice: rows.filter((row) => Number(row.copies) > 1).length,
        failures: count(refused.map((entry) => entry.outcome)),
      },
    });
  } finally {
    await db.end();
    await cluster.stop();
  }
}

const count = (values: string[]) =>
  Object.fromEntries([...new Set(values)].map((value) => [value, values.filter((other) => other === value).length]));

function report(result: {
  load: Load;
  happened: string[];
  limit: { messages: string[]; perApi: number[] };
  memory: Record<string, { peak: number; last: number }>;
  writes: Record<string, unknown>;
}) {
  const { samples } = result.load;
  const kinds: Kind[] = ['page', 'media', 'graphql GET', 'graphql POST', 'write'];
  console.log(`\n${CONNECTIONS} conexiones, ${DURATION_S} s. Sucesos: ${result.happened.join(' · ')}`);
  console.table(
    Object.fromEntries(
      [...kinds, 'all' as const].map((kind) => {
        const of = kind === 'all' ? samples : samples.filter((sample) => sample.kind === kind);
        const failed = of.filter((sample) => !sample.ok);
        return [
          kind,
          {
            requests: of.length,
            failed: failed.length,
            'p50 ms': percentile(
              of.map((sample) => sample.ms),
              50,
            ),
            'p99 ms': percentile(
              of.map((sample) => sample.ms),
              99,
            ),
            'failures (outcome × n @ s)': failed.length
              ? JSON.stringify(count(failed.map((sample) => `${sample.outcome} @${Math.floor(sample.at)}`))).slice(
                  0,
                  300,
                )
              : '',
          },
        ];
      }),
    ),
  );
  console.log('Lecturas por tramo (p50 / p99 ms, fallidas):');
  console.table(
    Object.fromEntries(
      WINDOWS.map(([from, to, label]) => {
        const of = samples.filter(
          (sample) => sample.kind !== 'write' && sample.at >= from * DURATION_S && sample.at < to * DURATION_S,
        );
        const ms = of.map((sample) => sample.ms);
        return [
          label,
          {
            requests: of.length,
            'p50 ms': percentile(ms, 50),
            'p99 ms': percentile(ms, 99),
            failed: of.filter((sample) => !sample.ok).length,
          },
        ];
      }),
    ),
  );
  const retried = result.load.retried;
  console.log(
    `Consultas POST repetidas por el cliente: ${retried.length}${retried.length ? ` (a los ${[...new Set(retried.map(Math.floor))].join(', ')} s)` : ''}`,
  );
  console.log('Escrituras:', result.writes);
  console.log('Memoria (MB, pico / última):');
  console.table(
    Object.fromEntries(
      Object.entries(result.memory).map(([name, { peak, last }]) => [
        name,
        { peak: peak.toFixed(0), last: last.toFixed(0) },
      ]),
    ),
  );
  console.log('Límite de inicio de sesión (11 contraseñas erróneas, por el balanceador):');
  console.log(`  intentos atendidos por cada api: ${result.limit.perApi.join(' / ')}`);
  result.limit.messages.forEach((message, index) => console.log(`  ${index + 1}: ${message}`));
}

await main();
