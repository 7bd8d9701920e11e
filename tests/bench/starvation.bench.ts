// `npm run bench` (after the explorer bench), or `npx tsx tests/bench/starvation.bench.ts`: a small
// query's latency through the gateway idle, while 40 clients ask for a 10 MB CV through /media and
// never read it, and while 40 createPost uploads trickle a byte every 2 s (issue 18); with the
// gateway's resident memory and open file descriptors under that load, and how long it takes to
// drop the slow clients and close what they held. Each slow client comes from an address of its
// own (X-Forwarded-For from a trusted proxy), as a crowd would: no per-address cap hides the rest.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { graphqlUpload, multipart } from '../../gateway/test/support/multipart';
import { startBenchProduct } from './bench-product';
import { rssMbOf } from './process-cpu';
import { pdfOfSize, phonePhoto } from '../support/real-files';

const SLOW_CLIENTS = Number(process.env.BENCH_SLOW_CLIENTS ?? 40);
const SAMPLES = 20;
/** A query that takes longer is counted as timed out (and sampling stops). */
const QUERY_ABORT_MS = 10_000;
/** How long to wait for the gateway to drop the slow clients. */
const RELEASE_WAIT_MS = 60_000;
const SMALL_QUERY = '{ explorer(first: 1) { edges { node { image { url } } } } }';
const CSRF = { 'x-graphql-yoga-csrf': '1' };

interface Gauges {
  rssMb: number;
  fds: number;
}

function gaugesOf(pid: number): Gauges {
  return { rssMb: rssMbOf(pid), fds: readdirSync(`/proc/${pid}/fd`).length };
}

/** Connections clients hold open to the gateway's `port` (its accepted sockets, from /proc). */
function clientConnections(pid: number, port: number): number {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`).map((fd) => {
      try {
        return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      } catch {
        return undefined; // closed meanwhile
      }
    }),
  );
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const ESTABLISHED = '01';
  return ['tcp', 'tcp6']
    .flatMap((file) => readFileSync(`/proc/${pid}/net/${file}`, 'utf8').split('\n').slice(1))
    .map((row) => row.trim().split(/\s+/))
    .filter(
      ([, address, , state, , , , , , inode]) => address?.endsWith(local) && state === ESTABLISHED && inodes.has(inode),
    ).length;
}

async function graphql<T>(baseUrl: string, body: BodyInit, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body });
  return (await response.json()) as T;
}

async function signIn(baseUrl: string): Promise<string> {
  const query = 'mutation { login(input: { email: "creativa@demo.es", password: "Demo1234!" }) { token } }';
  const answer = await graphql<{ data?: { login?: { token?: string } } }>(baseUrl, JSON.stringify({ query }), {
    'content-type': 'application/json',
  });
  const token = answer.data?.login?.token;
  if (!token) throw new Error(`bench: could not sign in (${JSON.stringify(answer)})`);
  return token;
}

async function uploadCv(baseUrl: string, token: string): Promise<string> {
  const query = `mutation Cv($input: UploadProfileFileInput!) { uploadProfileFile(input: $input) { user { cv { url } } } }`;
  const file = {
    path: 'variables.input.file',
    bytes: pdfOfSize(10 * 1024 * 1024),
    filename: 'cv.pdf',
    type: 'application/pdf',
  };
  const { body, contentType } = multipart(graphqlUpload(query, { input: { kind: 'CV', file: null } }, { 0: file }));
  const answer = await graphql<{ data?: { uploadProfileFile?: { user?: { cv?: { url: string } } } } }>(baseUrl, body, {
    'content-type': contentType,
    authorization: `Bearer ${token}`,
    ...CSRF,
  });
  const url = answer.data?.uploadProfileFile?.user?.cv?.url;
  if (!url) throw new Error(`bench: could not upload the CV (${JSON.stringify(answer)})`);
  return new URL(url, baseUrl).pathname;
}

interface Latency {
  p50: number;
  max: number;
  timedOut: boolean;
}

/** `SAMPLES` small queries one after another; stops at the first that takes `QUERY_ABORT_MS`. */
async function queryLatency(baseUrl: string): Promise<Latency> {
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const start = performance.now();
    try {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SMALL_QUERY }),
        signal: AbortSignal.timeout(QUERY_ABORT_MS),
      });
      await response.json();
    } catch {
      return { p50: Number.NaN, max: QUERY_ABORT_MS, timedOut: true };
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, max: times.at(-1)!, timedOut: false };
}

/** A raw socket that sends `head` and `body` and then never reads. */
function rawClient(port: number, head: string, body?: Uint8Array): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.once('data', () => socket.pause());
  socket.write(head);
  if (body) socket.write(body);
  return socket;
}

const addressOf = (index: number) => `203.0.113.${index + 1}`;

function unreadDownloads(port: number, path: string): Socket[] {
  return Array.from({ length: SLOW_CLIENTS }, (_unused, index) =>
    rawClient(port, `GET ${path} HTTP/1.1\r\nHost: bench\r\nX-Forwarded-For: ${addressOf(index)}\r\n\r\n`),
  );
}

/** createPost with a phone photo: the first KiB at once, then a byte every 2 s. */
function trickledUploads(port: number, token: string, photo: Buffer): Socket[] {
  const query = 'mutation P($input: CreatePostInput!) { createPost(input: $input) { post { id } } }';
  const image = { path: 'variables.input.images.0', bytes: photo, filename: 'IMG_1.jpg', type: 'image/jpeg' };
  const input = { title: 'Goteo', description: 'Lento.', images: [null] };
  const { body, contentType } = multipart(graphqlUpload(query, { input }, { 0: image }));
  return Array.from({ length: SLOW_CLIENTS }, (_unused, index) => {
    const head =
      `POST /graphql HTTP/1.1\r\nHost: bench\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n` +
      `x-graphql-yoga-csrf: 1\r\nAuthorization: Bearer ${token}\r\nX-Forwarded-For: ${addressOf(index)}\r\n\r\n`;
    const socket = rawClient(port, head, body.subarray(0, 1024));
    let sent = 1024;
    const drip = setInterval(() => socket.write(body.subarray(sent, ++sent)), 2_000);
    socket.on('close', () => clearInterval(drip));
    return socket;
  });
}

interface Phase {
  latency: Latency;
  peak: Gauges;
  /** Seconds until the gateway held no more connections than idle; null if it still did. */
  releasedAfterS: number | null;
}

/** Opens the slow clients, measures the query while they hold on, then waits for the gateway to drop them. */
async function underLoad(baseUrl: string, pid: number, idle: Gauges, open: () => Socket[]): Promise<Phase> {
  const port = Number(new URL(baseUrl).port);
  const idleClients = clientConnections(pid, port);
  const started = performance.now();
  const sockets = open();
  const peak = { ...idle };
  const sample = () => {
    const now = gaugesOf(pid);
    peak.rssMb = Math.max(peak.rssMb, now.rssMb);
    peak.fds = Math.max(peak.fds, now.fds);
    return now;
  };
  const sampler = setInterval(sample, 100);
  try {
    await sleep(2_000); // every slow client has sent what it sends at once, and holds
    const latency = await queryLatency(baseUrl);
    let releasedAfterS: number | null = null;
    while (performance.now() - started < RELEASE_WAIT_MS) {
      sample();
      if (clientConnections(pid, port) <= idleClients) {
        releasedAfterS = (performance.now() - started) / 1000;
        break;
      }
      await sleep(250);
    }
    return { latency, peak, releasedAfterS };
  } finally {
    clearInterval(sampler);
    for (const socket of sockets) socket.destroy();
    await sleep(1_000);
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

function row({ latency, peak, releasedAfterS }: Phase) {
  return {
    'query p50 ms': latency.timedOut ? `timed out (${QUERY_ABORT_MS / 1000} s)` : ms(latency.p50),
    'query max ms': ms(latency.max),
    'gateway RSS MB (peak)': peak.rssMb.toFixed(1),
    'gateway open fds (peak)': peak.fds,
    'slow clients dropped after s':
      releasedAfterS === null ? `not within ${RELEASE_WAIT_MS / 1000}` : releasedAfterS.toFixed(1),
  };
}

const product = await startBenchProduct('starvation', {
  // The bench's slow clients each name an address of their own.
  TRUST_PROXY: '127.0.0.1',
});
try {
  const pid = product.gatewayPid;
  if (!pid) throw new Error('bench: no gateway process to measure');
  const port = Number(new URL(product.url).port);
  const token = await signIn(product.url);
  const [cvPath, photo] = await Promise.all([uploadCv(product.url, token), phonePhoto(0)]);
  await queryLatency(product.url); // warm up
  const idle = gaugesOf(pid);
  const idleLatency = await queryLatency(product.url);
  const downloads = await underLoad(product.url, pid, idle, () => unreadDownloads(port, cvPath));
  const uploads = await underLoad(product.url, pid, idle, () => trickledUploads(port, token, photo));
  console.table({
    idle: row({ latency: idleLatency, peak: idle, releasedAfterS: 0 }),
    [`${SLOW_CLIENTS} unread 10 MB /media downloads`]: row(downloads),
    [`${SLOW_CLIENTS} trickled createPost uploads`]: row(uploads),
  });
  const ratio = (phase: Phase) =>
    phase.latency.timedOut ? 'timed out' : (phase.latency.p50 / idleLatency.p50).toFixed(2);
  console.log(
    `small query p50 under load / idle: unread downloads ${ratio(downloads)}, trickled uploads ${ratio(uploads)}; ` +
      `gateway idle ${idle.rssMb.toFixed(1)} MB RSS, ${idle.fds} open fds`,
  );
} finally {
  await product.stop();
}
