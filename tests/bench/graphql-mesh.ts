// GraphQL Mesh over our REST api, for the explorer benchmark: a generated gateway next to our
// hand-written one. Mesh v1's way: Mesh Compose turns the OpenAPI document into a supergraph
// (@omnigraph/openapi) and Hive Gateway serves it. It is installed at bench time into a cache
// folder, never into the repo's package.json: the product does not depend on it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, root, stopService } from '../../scripts/lib/run.mjs';

export interface RunningMesh {
  /** The GraphQL endpoint. */
  url: string;
  /** The process that serves requests (Hive Gateway with one fork: no workers). */
  pid: number;
  /** The explorer page (14 images) in Mesh's generated schema. */
  query: string;
  stop(): Promise<void>;
}

// Exact versions, so two runs measure the same Mesh. transport-rest is what Hive Gateway loads
// to call a REST source; graphql 16 because the registry's latest (17) wants Node 22.
const PACKAGES = [
  '@graphql-mesh/compose-cli@1.8.2',
  '@omnigraph/openapi@0.112.4',
  '@graphql-hive/gateway@2.15.1',
  '@graphql-mesh/transport-rest@0.12.2',
  'graphql@16.15.0',
];

const CACHE_DIR = join(root, 'node_modules', '.cache', 'bench-graphql-mesh');
const MARKER = join(CACHE_DIR, 'installed.json');
const INSTALL_TIMEOUT_MS = 10 * 60_000;
const START_TIMEOUT_MS = 120_000;

// Mesh names a field after the path when the operation has no operationId, and answers with a
// union of the documented status codes; everything the REST answer holds is asked for.
const MESH_QUERY = `query ExplorerBench {
  api_posts_explorer(page: 1, limit: 14) {
    ... on api_posts_explorer_200_response {
      images {
        postId postTitle imageUrl width height
        variants { width url }
        user { _id username city profilePicture }
      }
      hasMore
    }
  }
}`;

/** Starts Mesh in front of the api at `apiUrl`; null (saying why) when it cannot, so the bench goes on. */
export async function startGraphqlMesh(apiUrl: string): Promise<RunningMesh | null> {
  try {
    await ensureInstalled();
  } catch (error) {
    console.warn(`GraphQL Mesh: not measured, it could not be installed (${reason(error)})`);
    return null;
  }
  const runDir = mkdtempSync(join(CACHE_DIR, 'run-'));
  try {
    return await serve(apiUrl, runDir);
  } catch (error) {
    rmSync(runDir, { recursive: true, force: true });
    console.warn(`GraphQL Mesh: not measured, it did not start (${reason(error)})`);
    return null;
  }
}

async function serve(apiUrl: string, runDir: string): Promise<RunningMesh> {
  const supergraph = await compose(apiUrl, runDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/graphql`;
  const gateway = spawnGateway(supergraph, port, runDir);
  const pid = gateway.pid;
  try {
    if (pid === undefined) throw new Error('Hive Gateway could not be spawned');
    await waitUntilReady(gateway, `http://127.0.0.1:${port}/readiness`);
    await checkExplorerPage(url);
  } catch (error) {
    await stopService(gateway);
    throw error;
  }
  return {
    url,
    pid,
    query: MESH_QUERY,
    async stop() {
      await stopService(gateway);
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** Installs the pinned packages once; later runs reuse them while the pins stay the same. */
async function ensureInstalled(): Promise<void> {
  const wanted = JSON.stringify(PACKAGES);
  if (existsSync(MARKER) && readFileSync(MARKER, 'utf8') === wanted) return;
  mkdirSync(CACHE_DIR, { recursive: true });
  // A package.json of its own keeps npm from taking the repo's workspaces as the project.
  writeFileSync(join(CACHE_DIR, 'package.json'), '{ "private": true }\n');
  console.log(`GraphQL Mesh: installing ${PACKAGES.join(' ')} into ${CACHE_DIR}…`);
  const started = Date.now();
  // Engine warnings are expected (some nested packages ask for Node 22 and run on 20): errors only.
  // Few, short retries: without a registry npm's defaults retry each package for minutes.
  const args = [
    ...['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', CACHE_DIR],
    ...['--prefer-offline', '--fetch-retries=1', '--fetch-retry-mintimeout=2000', '--fetch-retry-maxtimeout=10000'],
  ];
  await runQuietly('npm', [...args, ...PACKAGES], CACHE_DIR, INSTALL_TIMEOUT_MS);
  writeFileSync(MARKER, wanted);
  console.log(`GraphQL Mesh: installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Composes the supergraph from the committed OpenAPI document pointed at `apiUrl`; returns its path. */
async function compose(apiUrl: string, runDir: string): Promise<string> {
  const openapi = JSON.parse(readFileSync(join(root, 'api', 'openapi.json'), 'utf8')) as Record<string, unknown>;
  const source = join(runDir, 'openapi.json');
  writeFileSync(source, JSON.stringify({ ...openapi, servers: [{ url: apiUrl }] }));
  // Not named mesh.config.*: Hive Gateway would load that file as its own configuration.
  const config = join(runDir, 'compose.config.mjs');
  writeFileSync(
    config,
    `import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
export const composeConfig = defineConfig({
  subgraphs: [{ sourceHandler: loadOpenAPISubgraph('ModaApi', { source: ${JSON.stringify(source)} }) }],
});
`,
  );
  const supergraph = join(runDir, 'supergraph.graphql');
  const composeBin = join(CACHE_DIR, 'node_modules', '@graphql-mesh', 'compose-cli', 'esm', 'bin.js');
  await runQuietly(process.execPath, [composeBin, '-c', config, '-o', supergraph], runDir, START_TIMEOUT_MS);
  return supergraph;
}

/**
 * Hive Gateway as in production, in one process (fork 1: no cluster workers, so the child's pid
 * is the one serving) and logging warnings only, so logs cost no CPU while it is measured.
 */
function spawnGateway(supergraph: string, port: number, runDir: string): ChildProcess {
  const gatewayBin = join(CACHE_DIR, 'node_modules', '@graphql-hive', 'gateway', 'dist', 'bin.js');
  const args = [gatewayBin, 'supergraph', supergraph, '--host', '127.0.0.1', '--port', String(port), '--fork', '1'];
  return spawn(process.execPath, args, {
    cwd: runDir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', FORK: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Polls the gateway's readiness endpoint: at a quiet log level it prints no ready line. */
async function waitUntilReady(child: ChildProcess, readinessUrl: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('Hive Gateway exited');
    const ok = await fetch(readinessUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Hive Gateway was not ready within ${START_TIMEOUT_MS / 1000} s`);
}

interface ExplorerAnswer {
  data?: { api_posts_explorer?: { images?: unknown[] } | null } | null;
  errors?: { message: string }[];
}

/** One query before measuring: a generated schema that changed would otherwise bench errors. */
async function checkExplorerPage(url: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: MESH_QUERY }),
  });
  const answer = (await response.json()) as ExplorerAnswer;
  const images = answer.data?.api_posts_explorer?.images?.length ?? 0;
  if (!response.ok || answer.errors?.length || images === 0) {
    throw new Error(`the explorer query answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
}

/** Runs a command, keeping its output for the error message instead of the bench's console. */
function runQuietly(command: string, args: string[], cwd: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${signal ?? code}): ${firstError(output)}`));
    });
  });
}

/** npm ends with where its log is: the first line that names an error says more. */
function firstError(output: string): string {
  const lines = output.trim().split('\n');
  return lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? '';
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
