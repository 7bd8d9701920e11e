// `npm run bench`, part 3 (issue 21): cold loads of the public pages that travel most (the
// landing, the explorer, the offers list, the blog, an offer's detail) on a slow phone and a
// desktop line, side by side in one run: the page as served (its first query's answer in the
// HTML, its largest image preloaded) and the same page from a second gateway that serves
// index.html bare (PAGE_DATA=off), as every page was before. Also the JavaScript each of
// these routes costs, against the 200 KB (compressed) goal.
import { buildWebIfStale } from '../../scripts/lib/build.mjs';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { startBenchGateway, startBenchProduct } from './bench-product';
import { measurePageJavaScript } from './page-javascript';
import { DESKTOP, measureVitals, SLOW_PHONE, type RouteVitals } from './page-vitals';

/** The largest-paint goals of issue 21, per profile. */
const LCP_GOAL_MS: Record<string, number> = { [SLOW_PHONE.name]: 2_500, [DESKTOP.name]: 1_000 };
const JS_GOAL_BYTES = 200_000;

async function firstJobOfferId(apiUrl: string): Promise<string> {
  const answer = (await (await fetch(`${apiUrl}/api/offers?page=1&limit=1`)).json()) as { offers: { _id: string }[] };
  const [offer] = answer.offers;
  if (!offer) throw new Error('the seed has no public job offer');
  return offer._id;
}

function vitalsTable(served: RouteVitals[], bare: RouteVitals[]): void {
  console.table(
    served.map((now, index) => {
      const before = bare[index];
      const goal = LCP_GOAL_MS[now.profile];
      return {
        page: now.page,
        profile: now.profile,
        'LCP bare (ms)': Math.round(before.median.lcpMs),
        'LCP served (ms)': Math.round(now.median.lcpMs),
        'served / bare': (now.median.lcpMs / before.median.lcpMs).toFixed(2),
        goal: `${now.median.lcpMs <= goal ? 'met' : 'NOT met'} (≤ ${goal})`,
        'CLS bare / served': `${before.median.cls.toFixed(3)} / ${now.median.cls.toFixed(3)}`,
        'GraphQL before LCP': `${before.median.graphqlBeforeLcp} / ${now.median.graphqlBeforeLcp}`,
        'largest paint': now.median.lcpElement,
      };
    }),
  );
}

await buildWebIfStale();
const chromiumPath = findChromium();
if (!chromiumPath) {
  console.log('page vitals: not measured (no Chromium: set CHROMIUM_PATH)');
  process.exit(0);
}
const product = await startBenchProduct('vitals');
const bareGateway = await startBenchGateway(product.apiUrl, { PAGE_DATA: 'off' });
try {
  const pages = [
    '/',
    '/ControlPanel/explorer',
    '/ControlPanel/offers',
    '/ControlPanel/blog',
    `/ControlPanel/JobOfferDetail/${await firstJobOfferId(product.apiUrl)}`,
  ];
  const profiles = [SLOW_PHONE, DESKTOP];
  // Interleaved per profile so a busy moment of the machine falls on both sides alike.
  const served: RouteVitals[] = [];
  const bare: RouteVitals[] = [];
  for (const profile of profiles) {
    bare.push(...(await measureVitals(chromiumPath, bareGateway.url, pages, [profile])));
    served.push(...(await measureVitals(chromiumPath, product.url, pages, [profile])));
  }
  console.log('Cold loads, median of 3 (bare: index.html as built; served: with the first query and preload)');
  vitalsTable(served, bare);
  const javascript = await measurePageJavaScript(chromiumPath, product.url, pages);
  console.table(
    Object.fromEntries(
      javascript.map(({ page, files, brotli, gzip }) => [
        `JS of ${page}`,
        {
          files,
          'br (kB)': (brotli / 1000).toFixed(1),
          'gzip (kB)': (gzip / 1000).toFixed(1),
          goal: gzip <= JS_GOAL_BYTES ? 'under 200 kB' : 'OVER 200 kB',
        },
      ]),
    ),
  );
} finally {
  await bareGateway.stop();
  await product.stop();
}
