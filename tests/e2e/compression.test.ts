import type { Response } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';

const browser = useBrowserPage();

test('the landing page reaches Chromium compressed: the page, its scripts and its styles', async () => {
  const { page } = browser;
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');

  const document = responses.find((response) => response.request().resourceType() === 'document');
  expect(['br', 'gzip']).toContain((await document!.allHeaders())['content-encoding']);
  const built = responses.filter((response) =>
    ['document', 'script', 'stylesheet'].includes(response.request().resourceType()),
  );
  const react = built.find((response) => /\/assets\/react-[\w-]+\.js$/.test(response.url()));
  expect(react, 'the React chunk is loaded').toBeDefined();
  for (const response of built.filter((response) => new URL(response.url()).pathname.startsWith('/assets/'))) {
    const headers = await response.allHeaders();
    const { responseBodySize } = await response.request().sizes();
    // Tiny chunks gain nothing and have no copy; everything else goes out as br or gzip.
    if (responseBodySize < 1024 && !headers['content-encoding']) continue;
    expect(['br', 'gzip'], response.url()).toContain(headers['content-encoding']);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const reactSize = (await react!.request().sizes()).responseBodySize;
  expect(reactSize).toBeLessThan(80_000); // 218 kB as built
});
