import { matchPath } from 'react-router';
import { expect, inject, test } from 'vitest';
import { PRIVATE_PREFIXES } from '../../gateway/src/seo/public-pages';
import { routePatterns } from '../../web/src/lib/routing/paths';
import { useBrowserPage } from './browser';

const browser = useBrowserPage();
const patterns = Object.values(routePatterns);

test("every address of the sitemap is a page the web app draws, and robots.txt keeps out only the app's private ones", async () => {
  const { page } = browser;
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!));
  expect(new Set(urls.map((url) => url.origin))).toEqual(new Set([new URL(inject('baseURL')).origin]));
  for (const { pathname } of urls) {
    expect(
      patterns.some((pattern) => matchPath(pattern, pathname)),
      pathname,
    ).toBe(true);
  }

  // One of each kind, drawn by the app without an error: a list, an offer, a programme, an article.
  for (const part of ['/ControlPanel/offers', '/JobOfferDetail/', '/EducationalOfferDetail/', '/article/']) {
    const { pathname } = urls.find((url) => url.pathname.includes(part))!;
    await page.goto(pathname);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('alert').count(), pathname).toBe(0);
  }

  for (const prefix of PRIVATE_PREFIXES.filter((prefix) => !['/graphql', '/api/'].includes(prefix))) {
    expect(
      patterns.some((pattern) => pattern.startsWith(prefix)),
      prefix,
    ).toBe(true);
  }
});
