import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfSize, phonePhoto } from '../../../tests/support/real-files';
import { loadConfig } from '../../src/config';
import { BUSY_MESSAGE } from '../../src/http/api-proxy';
import type { UpstreamUse } from '../../src/rest/http';
import { CSRF_HEADER } from '../../src/security/csrf';
import { UPLOAD_MESSAGES } from '../../src/uploads/limits';
import { signIn } from '../support/accounts';
import type { GraphQLAnswer } from '../support/gateway';
import { graphqlUpload, multipart } from '../support/multipart';
import { startStack, type Stack } from '../support/stack';

/**
 * Clients that hold the gateway's connections to the api (issue 18, points 1 and 2): sockets
 * that ask for a 10 MB CV through /media and never read it, and uploads trickled a byte at a
 * time. While 40 of them hold on, a query that reads the api still answers, and the gateway
 * drops them, which gives the api connections back. The gateway trusts 127.0.0.1 as a proxy
 * here, so each slow client can come from an address of its own (X-Forwarded-For), as a
 * crowd would, and no per-address limit hides what the pools and the pace rule do.
 */
const PACE_WINDOW_MS = 5_000;
const base = loadConfig({});
const clients = { ...base.clients, paceWindowMs: PACE_WINDOW_MS };

let stack: Stack;
let token: string;
let cvPath: string;
let photo: Buffer;
beforeAll(async () => {
  [stack, photo] = await Promise.all([
    startStack('small', { gateway: { trustedProxies: ['127.0.0.1'], clients } }),
    phonePhoto(0),
  ]);
  token = await signIn(stack, 'creativa@demo.es');
  cvPath = await uploadCv(pdfOfSize(10 * 1024 * 1024));
}, 120_000);
afterAll(() => stack?.close());

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

const UPLOAD_CV = `mutation Cv($input: UploadProfileFileInput!) {
  uploadProfileFile(input: $input) { user { cv { url } } userErrors { message } }
}`;

async function uploadCv(file: Buffer): Promise<string> {
  const parts = graphqlUpload(
    UPLOAD_CV,
    { input: { kind: 'CV', file: null } },
    { 0: { path: 'variables.input.file', bytes: file, filename: 'cv.pdf', type: 'application/pdf' } },
  );
  const { body, contentType } = multipart(parts);
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, [CSRF_HEADER]: '1', authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as GraphQLAnswer<{ uploadProfileFile: { user: { cv: { url: string } } } }>;
  return new URL(answer.data!.uploadProfileFile.user.cv.url, stack.gateway.url).pathname;
}

/** The explorer's first page: a small query that needs the api. Aborted after 10 s. */
async function smallQuery(): Promise<unknown> {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ explorer(first: 1) { edges { node { image { url } } } } }' }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json()) as GraphQLAnswer<{ explorer: { edges: unknown[] } }>;
  expect(answer.errors).toBeUndefined();
  return answer.data!.explorer.edges.length;
}

interface SlowClient {
  socket: Socket;
  closed: boolean;
  /** Bytes received, the first chunk's among them (it reads nothing more until told). */
  bytes: number;
  /** The first chunk received (the answer's head). */
  received(): string;
}

/**
 * A raw socket that sends `head` (and `body`, if any) and reads nothing past its first chunk,
 * until `readToEnd`: a paused socket sees neither the end nor a reset of its connection.
 */
function slowClient(head: string, body?: Buffer): SlowClient {
  const socket = connect(Number(new URL(stack.gateway.url).port), '127.0.0.1');
  sockets.push(socket);
  let first = '';
  const client: SlowClient = { socket, closed: false, bytes: 0, received: () => first };
  socket.on('data', (chunk: Buffer) => {
    client.bytes += chunk.byteLength;
    if (first) return;
    first = chunk.toString('utf8');
    socket.pause();
  });
  socket.on('error', () => {});
  socket.on('close', () => (client.closed = true));
  socket.write(head);
  if (body) socket.write(body);
  return client;
}

/** A GET of `path` that will never be read, from `address` (X-Forwarded-For) when given. */
function unreadDownload(path: string, address?: string): SlowClient {
  const forwarded = address ? `X-Forwarded-For: ${address}\r\n` : '';
  return slowClient(`GET ${path} HTTP/1.1\r\nHost: gateway\r\n${forwarded}\r\n`);
}

const CREATE_POST = `mutation P($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`;

/**
 * A createPost with a phone photo whose first KiB is sent at once (the operation, its map and
 * the start of the photo), then one byte every 2 s.
 */
function trickledUpload(address?: string): SlowClient {
  const parts = graphqlUpload(
    CREATE_POST,
    { input: { title: 'Goteo', description: 'Lento.', images: [null] } },
    { 0: { path: 'variables.input.images.0', bytes: photo, filename: 'IMG_1.jpg', type: 'image/jpeg' } },
  );
  const { body, contentType } = multipart(parts);
  const bytes = Buffer.from(body);
  expect(bytes.indexOf('filename=')).toBeLessThan(900);
  const forwarded = address ? `X-Forwarded-For: ${address}\r\n` : '';
  const head =
    `POST /graphql HTTP/1.1\r\nHost: gateway\r\nContent-Type: ${contentType}\r\nContent-Length: ${bytes.length}\r\n` +
    `${CSRF_HEADER}: 1\r\nAuthorization: Bearer ${token}\r\n${forwarded}\r\n`;
  const client = slowClient(head, bytes.subarray(0, 1024));
  let sent = 1024;
  const drip = setInterval(() => {
    if (client.closed) clearInterval(drip);
    else client.socket.write(bytes.subarray(sent, ++sent));
  }, 2_000);
  client.socket.on('close', () => clearInterval(drip));
  return client;
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await sleep(100);
  }
}

/** Reads what is left, to see where the gateway ended the connection. */
const readToEnd = (slow: readonly SlowClient[]) => slow.forEach((client) => client.socket.resume());
/** No request of that pool is running or waiting for a connection. */
function idle(use: UpstreamUse): boolean {
  const { running, pending, queued } = stack.gateway.upstream()[use];
  return running + pending + queued === 0;
}

const open = (slow: readonly SlowClient[]) => slow.filter((client) => !client.closed).length;
const addresses = (count: number) => Array.from({ length: count }, (_unused, index) => `203.0.113.${index + 1}`);

describe('clients that hold the gateway', () => {
  it('answers a query while 40 clients ask for a 10 MB CV and never read it, then drops them', async () => {
    const slow = addresses(40).map((address) => unreadDownload(cvPath, address));
    // At least one pool's worth of them is being answered: the api connections are taken.
    await until(() => slow.filter((client) => client.received().startsWith('HTTP/1.1 200')).length >= 32, 'answers');

    expect(await smallQuery()).toBe(1);
    expect(stack.gateway.upstream().media.running).toBe(clients.mediaConnections);

    // No byte read for a window: each is disconnected, and its api connection goes back.
    await until(() => idle('media'), 'the media connections to go back');
    readToEnd(slow);
    await until(() => open(slow) === 0, 'the slow readers to be dropped');
    // Cut off: none of them got the whole file.
    expect(Math.max(...slow.map((client) => client.bytes))).toBeLessThan(10 * 1024 * 1024);
    expect(await smallQuery()).toBe(1);
  }, 120_000);

  it('answers a query while 33 uploads trickle a byte every 2 s, then ends them', async () => {
    const slow = addresses(33).map((address) => trickledUpload(address));
    await sleep(1_500); // their first KiB is in: each upload's call to the api has begun

    expect(await smallQuery()).toBe(1);
    expect(open(slow)).toBe(33);
    expect(stack.gateway.upstream().uploads.running).toBe(clients.uploadConnections);

    await until(() => open(slow) === 0, 'the trickling uploads to be ended');
    await until(() => idle('uploads'), 'the upload connections to go back');
    expect(await smallQuery()).toBe(1);
  }, 120_000);

  it(`streams at most ${clients.mediaPerClient} files at once to one address, 429 beyond`, async () => {
    const slow = Array.from({ length: clients.mediaPerClient + 3 }, () => unreadDownload(cvPath));
    await until(() => slow.every((client) => client.received() !== ''), 'every answer to start');
    const statuses = slow.map((client) => client.received().slice(9, 12));
    expect(statuses.filter((status) => status === '200')).toHaveLength(clients.mediaPerClient);
    const busy = slow.filter((client) => client.received().startsWith('HTTP/1.1 429'));
    expect(busy).toHaveLength(3);
    expect(busy[0]!.received()).toContain(BUSY_MESSAGE);
    await until(() => idle('media'), 'the media connections to go back');
    readToEnd(slow);
    await until(() => open(slow) === 0, 'the slow readers to be dropped');
  }, 120_000);

  it(`takes at most ${clients.uploadsPerClient} uploads at once from one address, 429 beyond`, async () => {
    const slow = Array.from({ length: clients.uploadsPerClient }, () => trickledUpload());
    await until(() => stack.gateway.upstream().uploads.running === clients.uploadsPerClient, 'the uploads to start');
    const refused = trickledUpload();
    await until(() => refused.received() !== '', 'the refusal');
    expect(refused.received()).toMatch(/^HTTP\/1.1 429/);
    expect(refused.received()).toContain(JSON.stringify(UPLOAD_MESSAGES.busy).slice(1, -1));
    await until(() => open([...slow, refused]) === 0, 'the trickling uploads to be ended');
  }, 120_000);
});
