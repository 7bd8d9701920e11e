// `npm run bench` (issue 20), side by side in one run on this machine:
// - the explorer page (14 images) from the REST api, through our gateway (the app's own
//   ExplorerPageQuery, sent by its trusted-document id) and through GraphQL Mesh over the api's
//   OpenAPI document: throughput, p50/p99 at 20 connections and the CPU each process spends
//   per request, printed as ratios; beside them the bare proxy of bare-proxy.ts, the least a
//   process in front of the api can spend;
// - `{ __typename }`: the gateway's own cost of a request;
// - the anonymous offers page with the response cache and without it;
// - the JavaScript the landing page and the explorer cost a browser, compressed as it receives it;
// - the gateway's memory while 5 clients upload a 10 MB picture each at once, and the api's
//   while 12 clients publish a post of 6 photos of 9.5 MB each at once (issue 18).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebIfStale } from '../../scripts/lib/build.mjs';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { root } from '../../scripts/lib/run.mjs';
import { startBareProxy, startBenchGateway, startBenchProduct } from './bench-product';
import { startGraphqlMesh } from './graphql-mesh';
import { CONNECTIONS, measureLoad, type LoadResult } from './load';
import { measurePageJavaScript, type PageJavaScript } from './page-javascript';
import { measurePostMemory, measureUploadMemory, type PostMemory, type UploadMemory } from './upload-memory';

const manifest = JSON.parse(readFileSync(join(root, 'web', 'persisted-documents.json'), 'utf8')) as Record<
  string,
  string
>;

/** The body the web app sends for one of its operations: its id in the trusted documents. */
function trustedRequest(operationName: string, variables: Record<string, unknown> = {}): string {
  const id = Object.keys(manifest).find((key) => new RegExp(`^query ${operationName}\\b`).test(manifest[key]));
  if (!id) throw new Error(`${operationName} is not in web/persisted-documents.json`);
  return JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
}

const ms = (value: number | null) => (value === null ? 'n/a' : value.toFixed(3));
const ratio = (part: number | null | undefined, whole: number | null | undefined) =>
  part == null || whole == null || whole === 0 ? 'n/a' : (part / whole).toFixed(2);

function row({ requestsPerSecond, p50Ms, p99Ms, failures, cpuMs }: LoadResult) {
  return {
    'req/s': requestsPerSecond,
    'p50 ms': p50Ms,
    'p99 ms': p99Ms,
    failures,
    'CPU ms/req, front': ms(cpuMs.front ?? null),
    'CPU ms/req, api': ms(cpuMs.api ?? null),
  };
}

interface ExplorerResults {
  rest: LoadResult;
  ours: LoadResult;
  /** Null when Mesh could not be installed or started. */
  mesh: LoadResult | null;
  /** bare-proxy.ts: one REST call and its JSON, nothing else. */
  floor: LoadResult;
  typename: LoadResult;
}

/** The explorer page from the REST api, our gateway, Mesh and the bare proxy. */
function explorerSummary({ rest, ours, mesh, floor, typename }: ExplorerResults) {
  console.table({
    'REST api': row(rest),
    'our gateway': row(ours),
    ...(mesh ? { 'GraphQL Mesh': row(mesh) } : {}),
    'bare proxy (reference)': row(floor),
    'our gateway, { __typename }': row(typename),
  });
  const restCpu = rest.cpuMs.front;
  console.log(
    [
      `Explorer page, ${CONNECTIONS} connections (front = the process the client calls; api = the REST api behind it):`,
      `  gateway CPU per request / REST api's: ${ratio(ours.cpuMs.front, restCpu)} (goal ≤ 0.35); ` +
        `the bare proxy's, the least a process in front can spend: ${ratio(floor.cpuMs.front, restCpu)}`,
      `  GraphQL Mesh CPU per request / gateway's: ${mesh ? ratio(mesh.cpuMs.front, ours.cpuMs.front) : 'not measured'} (goal ≥ 4)`,
      `  throughput gateway / REST: ${ratio(ours.requestsPerSecond, rest.requestsPerSecond)} (goal ≥ 0.6)` +
        (mesh ? `; Mesh / REST: ${ratio(mesh.requestsPerSecond, rest.requestsPerSecond)}` : ''),
      `  gateway { __typename }: ${ms(typename.cpuMs.front)} ms CPU per request (goal ≤ 0.3)`,
    ].join('\n'),
  );
}

function cacheSummary(cached: LoadResult, uncached: LoadResult) {
  console.table({ 'offers page, response cache': row(cached), 'offers page, no cache': row(uncached) });
  const cpu = (result: LoadResult) => (result.cpuMs.front ?? 0) + (result.cpuMs.api ?? 0);
  console.log(
    `Anonymous offers page: throughput with the cache / without ${ratio(cached.requestsPerSecond, uncached.requestsPerSecond)}, ` +
      `CPU per request (gateway + api) ${ms(cpu(cached))} ms with it, ${ms(cpu(uncached))} ms without`,
  );
}

const JS_PAGES = ['/', '/ControlPanel/explorer'];

/** The goal for the gateway's growth during the concurrent uploads (issue 8). */
const UPLOAD_GROWTH_GOAL_MB = 50;

function uploadSummary(memory: UploadMemory | null): string {
  if (!memory) return 'gateway RSS during uploads: not measured (no /proc)';
  const { clients, fileBytes, stored, idleMb, peakMb, growthMb } = memory;
  const verdict = growthMb < UPLOAD_GROWTH_GOAL_MB ? 'under' : 'OVER';
  return (
    `gateway RSS while ${clients} clients each upload a ${(fileBytes / 1e6).toFixed(0)} MB image at once: ` +
    `idle ${idleMb.toFixed(1)} MB, peak ${peakMb.toFixed(1)} MB, growth ${growthMb.toFixed(1)} MB ` +
    `(${verdict} the ${UPLOAD_GROWTH_GOAL_MB} MB goal; ${stored}/${clients} stored)`
  );
}

/** The goal for the api's growth while 12 posts of 6 photos of 9 MB arrive at once (issue 18). */
const POST_GROWTH_GOAL_MB = 500;

function postSummary(memory: PostMemory | null): string {
  if (!memory) return 'api RSS during posts: not measured (no /proc)';
  const { posts, photos, photoBytes, stored, busyAnswers, otherAnswers, idleMb, peakMb, growthMb } = memory;
  const verdict = growthMb < POST_GROWTH_GOAL_MB ? 'under' : 'OVER';
  const others = otherAnswers.length ? `, other answers: ${otherAnswers.join(' ')}` : ', no other answer';
  return (
    `api RSS while ${posts} clients each publish ${photos} photos of ${(photoBytes / 1e6).toFixed(1)} MB at once: ` +
    `before ${idleMb.toFixed(1)} MB, peak ${peakMb.toFixed(1)} MB, growth ${growthMb.toFixed(1)} MB ` +
    `(${verdict} the ${POST_GROWTH_GOAL_MB} MB goal; ${stored}/${posts} stored, ` +
    `${busyAnswers} busy answers (503) waited out${others})`
  );
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function javascriptSummary(javascript: PageJavaScript[]) {
  if (!javascript.length) return console.log('JS transferred: not measured (no Chromium: set CHROMIUM_PATH)');
  console.table(
    Object.fromEntries(
      javascript.map(({ page, files, brotli, gzip, uncompressed }) => [
        `JS of ${page}`,
        { files, 'br, gzip': kB(brotli), 'gzip only': kB(gzip), uncompressed: kB(uncompressed) },
      ]),
    ),
  );
}

// The gateway serves the built web app: measure the current sources, not an old build.
await buildWebIfStale();
const chromiumPath = findChromium();
const product = await startBenchProduct('explorer');
const uncached = await startBenchGateway(product.apiUrl, { RESPONSE_CACHE_TTL_MS: '0' });
const bare = await startBareProxy(product.apiUrl);
const mesh = await startGraphqlMesh(product.apiUrl);
try {
  const graphql = (url: string, body: string, pids: Record<string, number | undefined>, title: string) =>
    measureLoad({ title, url: `${url}/graphql`, method: 'POST', body, pids });
  const ours = { front: product.gatewayPid, api: product.apiPid };
  const rest = await measureLoad({
    title: 'REST explorer',
    url: `${product.apiUrl}/api/posts/explorer?page=1&limit=14`,
    pids: { front: product.apiPid },
  });
  const gateway = await graphql(product.url, trustedRequest('ExplorerPageQuery'), ours, 'gateway explorer');
  const viaMesh = mesh
    ? await measureLoad({
        title: 'Mesh explorer',
        url: mesh.url,
        method: 'POST',
        body: JSON.stringify({ query: mesh.query }),
        pids: { front: mesh.pid, api: product.apiPid },
      })
    : null;
  const floor = await measureLoad({
    title: 'bare proxy',
    url: bare.url,
    method: 'POST',
    body: trustedRequest('ExplorerPageQuery'),
    pids: { front: bare.pid, api: product.apiPid },
  });
  const typename = await graphql(product.url, JSON.stringify({ query: '{ __typename }' }), ours, 'typename');
  const offers = trustedRequest('OffersPageQuery');
  const offersCached = await graphql(product.url, offers, ours, 'offers cached');
  const offersUncached = await graphql(uncached.url, offers, { front: uncached.pid, api: product.apiPid }, 'offers');
  const javascript = chromiumPath ? await measurePageJavaScript(chromiumPath, product.url, JS_PAGES) : [];
  const uploads = await measureUploadMemory(product.url, product.gatewayPid);
  const posts = await measurePostMemory(product.apiUrl, product.apiPid);

  explorerSummary({ rest, ours: gateway, mesh: viaMesh, floor, typename });
  cacheSummary(offersCached, offersUncached);
  javascriptSummary(javascript);
  console.log(uploadSummary(uploads));
  console.log(postSummary(posts));
} finally {
  await mesh?.stop();
  await bare.stop();
  await uncached.stop();
  await product.stop();
}
