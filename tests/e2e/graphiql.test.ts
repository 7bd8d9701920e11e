import type { ConsoleMessage, Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowserPage } from './browser';

const browser = useBrowserPage();

/** Every request the page makes, and everything it writes to the console. */
function record(page: Page) {
  const requests: string[] = [];
  const console: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message: ConsoleMessage) => console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => console.push(`pageerror: ${error.message}`));
  return { requests, console };
}

test('GraphiQL renders from the gateway alone, with the schema documentation, under the CSP', async () => {
  const { page } = browser;
  const seen = record(page);
  const response = await page.goto('/graphql');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  // The editor opens with the explorer query (it used to stay on "Loading __TITLE__..." offline).
  await page.getByText('query Explorer').first().waitFor();
  await page.getByRole('button', { name: /Documentation Explorer/i }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await docs.getByRole('link', { name: 'Query' }).first().click();
  await docs.getByText('Fetches any node by its global ID; null when it does not exist.').waitFor();
  await docs.getByText(/^Images for the explorer grid, 14 per page by default/).waitFor();

  // Nothing leaves the machine: every request goes to the gateway's own origin.
  const origin = new URL(inject('baseURL')).origin;
  const elsewhere = seen.requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
  expect(seen.requests.some((url) => /\/graphiql\/graphiql-[\w-]+\.js$/.test(url))).toBe(true);
  expect(seen.console.filter((line) => /Content Security Policy|pageerror/.test(line))).toEqual([]);
});
