// The largest paint and the layout shift of a cold page load, as a visitor's browser sees
// them: Chromium under the network and CPU of a profile (DevTools throttling over CDP), a new
// context per load (no cache, no service worker, no session), the vitals read from the
// page's own PerformanceObserver once the network is quiet.
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';

export interface DeviceProfile {
  name: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  mobile: boolean;
  /** Round trip added to every request, in ms. */
  latencyMs: number;
  downloadMbps: number;
  uploadMbps: number;
  /** How many times slower than this machine the CPU runs. */
  cpuSlowdown: number;
}

/** Lighthouse's mobile profile: a mid-range phone on slow 4G. */
export const SLOW_PHONE: DeviceProfile = {
  name: 'slow phone',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  mobile: true,
  latencyMs: 150,
  downloadMbps: 1.6,
  uploadMbps: 0.75,
  cpuSlowdown: 4,
};

/** Lighthouse's desktop profile: a wired line, the machine's own CPU. */
export const DESKTOP: DeviceProfile = {
  name: 'desktop',
  viewport: { width: 1350, height: 940 },
  deviceScaleFactor: 1,
  mobile: false,
  latencyMs: 40,
  downloadMbps: 10,
  uploadMbps: 10,
  cpuSlowdown: 1,
};

export interface PageVitals {
  /** Largest contentful paint, ms from the navigation's start. */
  lcpMs: number;
  /** What the largest paint was: the element's tag and, for an image, its file. */
  lcpElement: string;
  /** Cumulative layout shift (shifts without recent input). */
  cls: number;
  /** GraphQL requests the page made before its largest paint. */
  graphqlBeforeLcp: number;
}

declare global {
  interface Window {
    __vitals?: { lcp: number; element: string; cls: number };
  }
}

/** Runs in the page before its scripts: keeps the last LCP candidate and sums layout shifts. */
function observeVitals() {
  const vitals = { lcp: 0, element: '', cls: 0 };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element; url?: string }>) {
      vitals.lcp = entry.startTime;
      const element = entry.element;
      vitals.element = element
        ? `${element.tagName.toLowerCase()}${entry.url ? ` ${entry.url.split('/').pop()}` : ''}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const bytesPerSecond = (mbps: number) => (mbps * 1_000_000) / 8;

async function throttle(session: CDPSession, profile: DeviceProfile): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: bytesPerSecond(profile.downloadMbps),
    uploadThroughput: bytesPerSecond(profile.uploadMbps),
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** One cold load of `url` under `profile`. */
export async function measureColdLoad(browser: Browser, url: string, profile: DeviceProfile): Promise<PageVitals> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
    locale: 'es-ES',
  });
  try {
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), profile);
    const graphqlAt: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlAt.push(Date.now());
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // A last image may still be decoding; the candidate it makes comes within a frame or two.
    await page.waitForTimeout(500);
    const vitals = await page.evaluate(() => window.__vitals!);
    return {
      lcpMs: vitals.lcp,
      lcpElement: vitals.element,
      cls: vitals.cls,
      graphqlBeforeLcp: graphqlAt.filter((at) => at - started < vitals.lcp).length,
    };
  } finally {
    await context.close();
  }
}

export interface RouteVitals {
  page: string;
  profile: string;
  /** The median load of `runs` (by largest paint). */
  median: PageVitals;
  runs: number;
}

/** Each page under each profile, `runs` cold loads each, the median by largest paint. */
export async function measureVitals(
  chromiumPath: string,
  baseUrl: string,
  pages: readonly string[],
  profiles: readonly DeviceProfile[],
  runs = 3,
): Promise<RouteVitals[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const measured: RouteVitals[] = [];
    for (const profile of profiles) {
      for (const page of pages) {
        const loads: PageVitals[] = [];
        for (let run = 0; run < runs; run += 1)
          loads.push(await measureColdLoad(browser, new URL(page, baseUrl).href, profile));
        loads.sort((a, b) => a.lcpMs - b.lcpMs);
        measured.push({ page, profile: profile.name, median: loads[Math.floor(loads.length / 2)], runs });
      }
    }
    return measured;
  } finally {
    await browser.close();
  }
}
