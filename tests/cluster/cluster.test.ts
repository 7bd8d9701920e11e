// The cluster of `npm run cluster` (issue 23), run by `npm test`: PostgreSQL, Redis, S3 media, two
// apis and two gateways behind HAProxy. Reads keep being answered while a gateway dies and while
// an api freezes then dies; a session from one api is good on the other; the sign-in limit
// holds whichever api is asked; media live in the bucket. The load and its numbers are the
// benchmark's (`npm run cluster:test`); this proves the behaviour.
import { setTimeout as sleep } from 'node:timers/promises';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCluster, type RunningCluster } from '../../scripts/lib/cluster.mjs';
import {
  CSRF,
  REQUEST_TIMEOUT_MS,
  addressOf,
  createBoard,
  discover,
  graphql,
  signIn,
  signInLimit,
  type Targets,
} from '../support/cluster-client';

let cluster: RunningCluster;
let db: pg.Client;
let targets: Targets;

beforeAll(async () => {
  // A base far from the product's and the other suites' ports.
  cluster = await startCluster({
    port: 20_000 + Math.floor(Math.random() * 400) * 50,
    seedSize: 'small',
    log: () => {},
  });
  db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${cluster.ports.postgres}/postgres` });
  await db.connect();
  targets = await discover(cluster.url);
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

/** Anonymous GET reads (pages, media, GraphQL by GET) from `clients` clients until `stop` resolves. */
async function readWhile(stop: Promise<unknown>, clients = 12): Promise<{ answered: number; failed: string[] }> {
  let done = false;
  void stop.then(() => (done = true));
  const failed: string[] = [];
  let answered = 0;
  const explorer = encodeURIComponent(
    JSON.stringify({ persistedQuery: { version: 1, sha256Hash: targets.explorerId } }),
  );
  const paths = [
    ...targets.pages.slice(0, 5).map((path) => [path, 'text/html'] as const),
    ...targets.media.slice(0, 5).map((path) => [path, 'image/webp'] as const),
    [`/graphql?extensions=${explorer}&variables=%7B%7D`, 'application/json'] as const,
  ];
  const client = async (index: number) => {
    for (let turn = index; !done; turn++) {
      const [path, accept] = paths[turn % paths.length]!;
      try {
        const response = await fetch(cluster.url + path, {
          headers: { accept, ...CSRF, 'x-forwarded-for': addressOf(index) },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = await response.text();
        if (response.status !== 200 || (accept === 'application/json' && body.includes('"errors"'))) {
          failed.push(`${response.status} ${path}`);
        } else answered++;
      } catch (error) {
        failed.push(`${(error as Error).name} ${path}`);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_unused, index) => client(index)));
  return { answered, failed };
}

it('serves pages, GraphQL and media through the balancer, the media from the S3 bucket', async () => {
  const page = await fetch(cluster.url, { headers: { accept: 'text/html' } });
  expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
  const image = await fetch(cluster.url + targets.media[0]);
  expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${cluster.ports.s3}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const stored = await s3.send(
    new HeadObjectCommand({ Bucket: 'media', Key: targets.media[0]!.slice('/media/'.length) }),
  );
  expect(stored.ContentLength).toBe(Number(image.headers.get('content-length')));
  s3.destroy();
});

it('keeps a session on either api, and counts wrong passwords across both', async () => {
  const { rows } = await db.query<{ email: string }>(
    "select email from users where email like '%@demo.es' order by email",
  );
  const [first, second] = rows.map((row) => row.email);
  const login = await signIn(cluster.url, first!, 'Demo1234!', addressOf(900));
  const viewers = await Promise.all(
    Array.from({ length: 8 }, () =>
      graphql<{ viewer: { email: string } | null }>(
        cluster.url,
        { query: '{ viewer { email } }' },
        {
          authorization: `Bearer ${login!.token}`,
        },
      ),
    ),
  );
  expect(viewers.map(({ json }) => json.data?.viewer?.email)).toEqual(Array(8).fill(first));

  const limit = await signInLimit(cluster, second!);
  expect(limit.perApi.every((count) => count > 0)).toBe(true);
  expect(limit.messages.slice(0, 10)).toEqual(Array(10).fill('Credenciales incorrectas'));
  expect(limit.messages[10]).toBe('Demasiados intentos. Espera 15 minutos antes de volver a intentarlo.');
});

it('answers every read while a gateway dies', async () => {
  const killed = sleep(2_000).then(() => cluster.gateways[0]!.kill('SIGKILL'));
  const reads = await readWhile(killed.then(() => sleep(6_000)));
  expect(reads.failed).toEqual([]);
  expect(reads.answered).toBeGreaterThan(50);
});

it('answers every read while an api is frozen and then dies, and loses no acknowledged write', async () => {
  const login = await signIn(cluster.url, 'creativa@demo.es', 'Demo1234!', addressOf(901));
  const frozen = cluster.apis[0]!;
  const boards: { name: string; ok: boolean }[] = [];
  const writing = (async () => {
    for (let count = 0; count < 30; count++) {
      const name = `tablero ${count}`;
      boards.push({ name, ...(await createBoard(cluster.url, login!.token!, name, addressOf(902))) });
      await sleep(200);
    }
  })();
  const events = (async () => {
    await sleep(1_500);
    frozen.kill('SIGSTOP');
    await sleep(6_000);
    frozen.kill('SIGKILL');
    await sleep(3_000);
  })();
  const reads = await readWhile(events);
  await writing;
  expect(reads.failed).toEqual([]);
  expect(reads.answered).toBeGreaterThan(50);

  const { rows } = await db.query<{ name: string; copies: string }>(
    "select name, count(*) as copies from folders where name like 'tablero %' group by name",
  );
  const copies = new Map(rows.map((row) => [row.name, Number(row.copies)]));
  for (const board of boards) expect(copies.get(board.name) ?? 0).toBe(board.ok ? 1 : (copies.get(board.name) ?? 0));
  expect(rows.every((row) => Number(row.copies) === 1)).toBe(true);
  expect(boards.filter((board) => board.ok).length).toBeGreaterThan(20);
});
