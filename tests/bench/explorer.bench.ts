// `npm run bench`: one explorer page (14 images) through the gateway versus the same data
// straight from the REST api, measured side by side in one run with autocannon; then the
// JavaScript the landing page and the explorer cost a browser, compressed as it receives it;
// then the gateway's memory while 5 clients upload a 10 MB picture each at once; then the
// api's memory while 12 clients publish a post of 6 photos of 9.5 MB each at once (issue 18).
import autocannon, { type Result } from 'autocannon';
import { buildWebIfStale } from '../../scripts/lib/build.mjs';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { startBenchProduct } from './bench-product';
import { measurePageJavaScript, type PageJavaScript } from './page-javascript';
import { measurePostMemory, measureUploadMemory, type PostMemory, type UploadMemory } from './upload-memory';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const explorerQuery = `query ExplorerBench {
  explorer(feed: RANDOM, first: 14) {
    edges { cursor node { image { url width height srcSet } post { internalID title author { username city profilePicture } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

function load(title: string, options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { duration: DURATION_S, connections: CONNECTIONS, ...options, title },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

function summary(result: Result) {
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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

function javascriptSummary({ files, brotli, gzip, uncompressed }: PageJavaScript) {
  return { files, 'br, gzip': kB(brotli), 'gzip only': kB(gzip), uncompressed: kB(uncompressed) };
}

// The gateway serves the built web app: measure the current sources, not an old build.
await buildWebIfStale();
const chromiumPath = findChromium();
const product = await startBenchProduct('explorer');
try {
  const rest = await load('REST GET /api/posts/explorer', {
    url: `${product.apiUrl}/api/posts/explorer?page=1&limit=14`,
  });
  const gateway = await load('GraphQL explorer(first: 14)', {
    url: `${product.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: explorerQuery }),
  });
  const javascript = chromiumPath ? await measurePageJavaScript(chromiumPath, product.url, JS_PAGES) : [];
  const uploads = await measureUploadMemory(product.url, product.gatewayPid);
  const posts = await measurePostMemory(product.apiUrl, product.apiPid);
  console.table({ 'REST api': summary(rest), 'GraphQL gateway': summary(gateway) });
  if (javascript.length) {
    console.table(Object.fromEntries(javascript.map((page) => [`JS of ${page.page}`, javascriptSummary(page)])));
  }
  const throughput = gateway.requests.average / rest.requests.average;
  const latency = gateway.latency.p50 / Math.max(rest.latency.p50, 0.001);
  const transferred = chromiumPath
    ? javascript.map((page) => `${page.page} ${kB(page.brotli)}`).join(', ')
    : 'not measured (no Chromium: set CHROMIUM_PATH)';
  console.log(
    `gateway/REST: throughput ratio ${throughput.toFixed(2)}, p50 latency ratio ${latency.toFixed(2)} ` +
      `(${DURATION_S} s each, ${CONNECTIONS} connections); JS transferred (Accept-Encoding: br, gzip): ${transferred}`,
  );
  console.log(uploadSummary(uploads));
  console.log(postSummary(posts));
} finally {
  await product.stop();
}
