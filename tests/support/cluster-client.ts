// Talking to a running cluster (scripts/lib/cluster.mjs) as its clients do, through the
// balancer: shared by the cluster test and the failover benchmark.
import { readFileSync } from 'node:fs';
import type { RunningCluster } from '../../scripts/lib/cluster.mjs';

export const REQUEST_TIMEOUT_MS = 30_000;
export const CSRF = { 'x-graphql-yoga-csrf': '1' };

export interface Targets {
  pages: string[];
  media: string[];
  explorerId: string;
}

/** Every connection is a client of its own address, as behind a real balancer. */
export const addressOf = (connection: number) => `10.${connection >> 8}.${connection & 255}.9`;

export async function graphql<T>(url: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, json: (await response.json()) as { data?: T; errors?: unknown[] } };
}

/** Public pages from the sitemap and media from the explorer: what visitors ask for. */
export async function discover(url: string): Promise<Targets> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).slice(0, 60);
  const documents = JSON.parse(
    readFileSync(new URL('../../web/persisted-documents.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const explorerId = Object.entries(documents).find(([, text]) =>
    text.includes('query ExplorerGridPaginationQuery('),
  )![0];
  const { json } = await graphql<{ explorer: { edges: { node: { image: { url: string; srcSet: string } } }[] } }>(url, {
    query: '{ explorer(first: 40) { edges { node { image { url srcSet } } } } }',
  });
  const media = json.data!.explorer.edges.flatMap(({ node }) => [
    node.image.url,
    ...node.image.srcSet.split(',').map((entry) => entry.trim().split(' ')[0]!),
  ]);
  return { pages: ['/', ...pages], media, explorerId };
}

export async function signIn(url: string, email: string, password: string, address: string) {
  const { json } = await graphql<{ login: { token: string | null; userErrors: { message: string }[] } }>(
    url,
    {
      query: 'mutation($input: LoginInput!) { login(input: $input) { token userErrors { message } } }',
      variables: { input: { email, password } },
    },
    { 'x-forwarded-for': address },
  );
  return json.data?.login;
}

/** The sign-in attempts each api has answered, from its Prometheus /metrics. */
export async function loginsPerApi(cluster: RunningCluster): Promise<number[]> {
  return Promise.all(
    cluster.ports.apis.map(async (port) => {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      return [...text.matchAll(/^http_requests_total\{[^}]*route="\/api\/auth\/login"[^}]*\} (\d+)/gm)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
    }),
  );
}

/** Eleven wrong passwords for one account, from one address, through the balancer. */
export async function signInLimit(cluster: RunningCluster, email: string) {
  const before = await loginsPerApi(cluster);
  const messages: string[] = [];
  for (let attempt = 1; attempt <= 11; attempt++) {
    const login = await signIn(cluster.url, email, 'No-es-la-clave1', '10.250.0.1');
    messages.push(login?.userErrors[0]?.message ?? 'sin mensaje');
  }
  const after = await loginsPerApi(cluster);
  return { messages, perApi: after.map((count, index) => count - before[index]!) };
}

/** A new board named `name`: a write whose double would show in the database. */
export async function createBoard(url: string, token: string, name: string, address: string) {
  const { status, json } = await graphql<{
    createFolder: { folder: { id: string } | null; userErrors: { message: string }[] };
  }>(
    url,
    {
      query:
        'mutation($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } userErrors { message } } }',
      variables: { input: { name } },
    },
    { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
  );
  const folder = json.data?.createFolder?.folder;
  const refusal = json.data?.createFolder?.userErrors?.[0]?.message ?? JSON.stringify(json.errors?.[0] ?? '');
  return { ok: Boolean(folder), outcome: folder ? '200' : `${status} ${refusal}`.slice(0, 120) };
}
