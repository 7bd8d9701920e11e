// `npm run cluster` on one machine: what production runs on several, with the same engines.
// PostgreSQL, Redis, an S3-speaking server (s3rver) for the media, two apis and two gateways,
// and HAProxy in front of both tiers: browsers reach the gateways through it, and the gateways
// reach the apis through it too, so a dead or frozen process of either tier is routed around
// by an ordinary load balancer's health checks and retries, not by our code.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, root, startService, stopService } from './run.mjs';

const node = process.execPath;
const tsx = (entry) => ['--import', 'tsx', entry];

/** s3rver's fixed development keys (it accepts no others): not a secret. */
const S3_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
const BUCKET = 'media';

/**
 * Every port from `port` (the balancer's public one): gateways +11, +12; the apis' balancer +20,
 * apis +21, +22; gateway metrics +31, +32; PostgreSQL +40, Redis +41, S3 +42, HAProxy's stats +43.
 */
export function clusterPorts(port) {
  return {
    public: port,
    gateways: [port + 11, port + 12],
    apiBalancer: port + 20,
    apis: [port + 21, port + 22],
    gatewayMetrics: [port + 31, port + 32],
    postgres: port + 40,
    redis: port + 41,
    s3: port + 42,
    stats: port + 43,
  };
}

/**
 * Starts everything, each tier once the one below answers, the balancer last; `stop()` takes it
 * down in reverse (the balancer first, so nothing is sent to a process that is closing).
 */
export async function startCluster({ port = 4000, seedSize = 'full', log = console.log } = {}) {
  const ports = clusterPorts(port);
  const state = mkdtempSync(join(tmpdir(), 'moda-cluster-'));
  // PostgreSQL's own user must pass through to its folder (and see nothing else).
  chmodSync(state, 0o711);
  const started = [];
  const stop = async () => {
    for (const group of started.reverse()) await Promise.all(group.map((child) => stopService(child)));
    rmSync(state, { recursive: true, force: true });
  };
  try {
    ensurePackages();
    log('PostgreSQL, Redis y S3…');
    started.push([
      await startPostgres(state, ports.postgres),
      await startRedis(ports.redis),
      await startS3(state, ports.s3),
    ]);
    const shared = {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${ports.postgres}/postgres`,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_BUCKET: BUCKET,
      ...S3_KEYS,
      // One secret for every replica: a token signed by one api is read by the other.
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://localhost:${ports.public}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    };
    // The first api migrates and seeds an empty database alone; the second finds it ready.
    log('apis…');
    const apis = [];
    for (const [index, apiPort] of ports.apis.entries()) {
      apis.push(await startApi(`api-${index + 1}`, state, apiPort, { ...shared, SEED_SIZE: seedSize }));
      started.push([apis[index]]);
    }
    log('gateways…');
    const gateways = await Promise.all(
      ports.gateways.map((gatewayPort, index) =>
        startService(`gateway-${index + 1}`, node, tsx('gateway/src/main.ts'), {
          env: {
            ...shared,
            PORT: String(gatewayPort),
            HOST: '127.0.0.1',
            API_URL: `http://127.0.0.1:${ports.apiBalancer}`,
            // HAProxy is the one proxy in front: the address it forwards is the client's.
            TRUST_PROXY: '127.0.0.1',
            METRICS_PORT: String(ports.gatewayMetrics[index]),
          },
          readyPattern: /listening/i,
        }),
      ),
    );
    started.push(gateways);
    // The balancer last: its first checks find every process up.
    const haproxy = await startHaproxy(state, ports);
    started.push([haproxy]);
    await waitUntil(() => balancerSeesAll(ports.stats), 30_000, 'HAProxy did not see every process ready');
    return { url: `http://localhost:${ports.public}`, ports, state, apis, gateways, haproxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The Debian packages of the cluster's servers that this machine lacks. */
export function missingClusterPackages() {
  const missing = [
    ['haproxy', 'haproxy'],
    ['redis-server', 'redis-server'],
  ].flatMap(([command, name]) => (onPath(command) ? [] : [name]));
  return postgresBin() ? missing : [...missing, 'postgresql'];
}

/** Debian's HAProxy, PostgreSQL and Redis, installed when missing (as CI does Chromium). */
function ensurePackages() {
  const packages = missingClusterPackages();
  if (packages.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Faltan paquetes de Debian: sudo apt-get install ${packages.join(' ')}`);
  console.log(`Instalando ${packages.join(', ')} (apt-get)…`);
  execFileSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit' });
}

function onPath(command) {
  try {
    execFileSync('which', [command], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Debian keeps PostgreSQL's server programs under /usr/lib/postgresql/<version>/bin. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(base, version, 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root, its programs run as Debian's `postgres` user. */
function asPostgres(command, args) {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function startPostgres(state, port) {
  const data = join(state, 'postgres');
  const sockets = join(state, 'sockets');
  for (const dir of [data, sockets]) {
    execFileSync('mkdir', ['-p', dir]);
    if (process.getuid?.() === 0) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  }
  const pgBin = postgresBin();
  const [initCommand, initArgs] = asPostgres(join(pgBin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });
  const [command, args] = asPostgres(join(pgBin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    sockets,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=200',
    '-c',
    'fsync=on',
  ]);
  return startService('postgres', command, args, { readyPattern: /ready to accept connections/ });
}

const uidOf = (user) => Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
const gidOf = (user) => Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());

function startRedis(port) {
  return startService(
    'redis',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { readyPattern: /Ready to accept connections/ },
  );
}

function startS3(state, port) {
  const args = ['-d', join(state, 's3'), '-a', '127.0.0.1', '-p', String(port), '--silent', '--no-vhost-buckets'];
  return startListening(bin('s3rver'), [...args, '--configure-bucket', BUCKET], port);
}

function startApi(name, state, port, env) {
  return startService(name, node, tsx('api/src/main.ts'), {
    env: { ...env, API_PORT: String(port), DATA_DIR: join(state, name), API_METRICS: 'on' },
    readyPattern: /listening/i,
    timeoutMs: 600_000,
  });
}

function startHaproxy(state, ports) {
  const config = join(state, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(ports));
  execFileSync('haproxy', ['-c', '-q', '-f', config], { stdio: 'inherit' });
  return startListening('haproxy', ['-db', '-f', config], ports.public);
}

/** A server that says nothing when ready: ready once its port takes connections. */
async function startListening(command, args, port) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitUntil(() => listening(port), 15_000, `${command} did not start`);
    return child;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/**
 * Health checks ask each process's /ready every second; a frozen api is out within about 3 s
 * (two checks unanswered for 1.5 s), a gateway after three checks unanswered for 3 s (one that
 * suddenly takes all the traffic may answer late). A request that cannot reach a process is sent to the other.
 * Reads (GET, HEAD) are retried on the other process on any failure, a timeout included;
 * writes only when the connection never opened, so none is applied twice.
 */
export function haproxyConfig(ports) {
  const servers = (name, list, options) =>
    list.map((port, index) => `  server ${name}-${index + 1} 127.0.0.1:${port} ${options}`).join('\n');
  return `global
  maxconn 4000

defaults
  mode http
  timeout connect 1s
  timeout client 65s
  timeout server 65s
  timeout http-request 15s
  timeout queue 10s
  option redispatch 1
  retries 2
  retry-on conn-failure empty-response junk-response response-timeout 502 503 504

frontend public
  bind 127.0.0.1:${ports.public}
  option forwardfor
  default_backend gateways

backend gateways
  balance leastconn
  http-request disable-l7-retry unless METH_GET
  option httpchk GET /ready
  http-check expect status 200
  # A gateway busy with all the traffic answers late, not never: 3 misses of 3 s each.
  timeout check 3s
${servers('gateway', ports.gateways, 'check inter 1s fall 3 rise 2')}

frontend apis
  bind 127.0.0.1:${ports.apiBalancer}
  acl upload req.hdr(content-type) -m beg multipart/
  use_backend api-uploads if upload
  default_backend api

# A REST read answers well within 5 s; a frozen api's reads are retried on the other.
backend api
  balance leastconn
  http-request disable-l7-retry unless METH_GET
  timeout server 5s
  option httpchk GET /ready
  http-check expect status 200
  timeout check 1500ms
${servers('api', ports.apis, 'check inter 1s fall 2 rise 2')}

# Photos take their time to process: their own timeout, same servers and health.
backend api-uploads
  balance leastconn
  http-request disable-l7-retry
  timeout server 60s
${ports.apis.map((port, index) => `  server api-${index + 1} 127.0.0.1:${port} track api/api-${index + 1}`).join('\n')}

frontend stats
  bind 127.0.0.1:${ports.stats}
  stats enable
  stats uri /
  stats show-legends
`;
}

/** Whether HAProxy sees every gateway and api up (its stats page as CSV). */
async function balancerSeesAll(statsPort) {
  const response = await fetch(`http://127.0.0.1:${statsPort}/;csv`).catch(() => null);
  if (!response?.ok) return false;
  const rows = (await response.text()).split('\n').filter((line) => /^(gateways|api),/.test(line));
  const servers = rows.filter((line) => !/,(FRONTEND|BACKEND),/.test(line));
  return servers.length === 4 && servers.every((line) => line.split(',')[17] === 'UP');
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntil(check, timeoutMs, message) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
