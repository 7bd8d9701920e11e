// The JavaScript a page costs a visitor: which script files Chromium loads for it (the
// entry, its modulepreloads and the route's lazy chunks), and how many bytes each takes
// on the wire for a given Accept-Encoding, as the gateway answers it.
import { request } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';

export interface PageJavaScript {
  page: string;
  files: number;
  /** What a browser sending `Accept-Encoding: br, gzip` receives. */
  brotli: number;
  /** What a browser sending `Accept-Encoding: gzip` receives. */
  gzip: number;
  /** The files as they are. */
  uncompressed: number;
}

/** Loads each page in Chromium and sums the body bytes of its scripts in each encoding. */
export async function measurePageJavaScript(
  chromiumPath: string,
  baseUrl: string,
  pages: readonly string[],
): Promise<PageJavaScript[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const measured: PageJavaScript[] = [];
    for (const page of pages) {
      const scripts = await scriptsOf(browser, new URL(page, baseUrl).href);
      const total = async (acceptEncoding: string | null) =>
        (await Promise.all(scripts.map((url) => bodyBytes(url, acceptEncoding)))).reduce((sum, n) => sum + n, 0);
      measured.push({
        page,
        files: scripts.length,
        brotli: await total('br, gzip'),
        gzip: await total('gzip'),
        uncompressed: await total(null),
      });
    }
    return measured;
  } finally {
    await browser.close();
  }
}

/** The script URLs a page loads until the network is idle, each once. */
async function scriptsOf(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.add(response.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return [...scripts];
  } finally {
    await context.close();
  }
}

/** The bytes of the body as sent (not decoded), for an Accept-Encoding or none. */
function bodyBytes(url: string, acceptEncoding: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}
