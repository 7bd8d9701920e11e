import type { Page, Request } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { chooseGoogleAccount } from '../support/fake-google';
import { useBrowserPage } from './browser';

const browser = useBrowserPage();

// A CSP violation or page error fails the test by itself (useBrowserPage).

/** Every request the page makes. */
function record(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { requests };
}

test('the app works under its CSP: landing page, blog and an article, with no violation', async () => {
  const { page } = browser;
  const seen = record(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  await page.goto('/ControlPanel/blog');
  await page
    .getByRole('link', { name: /Leer más/ })
    .first()
    .click();
  await page.waitForURL('**/ControlPanel/article/**');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');

  // Every GraphQL request carries the CSRF header (so uploads, multipart, will pass).
  const graphql = seen.requests.filter((request) => new URL(request.url()).pathname === '/graphql');
  expect(graphql.length).toBeGreaterThan(0);
  for (const request of graphql) expect(request.headers()['x-graphql-yoga-csrf']).toBeTruthy();
});

test('the Google sign-in landing page never sends its one-time code onwards (no Referer)', async () => {
  const { page } = browser;
  await chooseGoogleAccount(inject('fakeGoogleURL'), {
    sub: `google-referer-${Date.now().toString(36)}`,
    email: `referer${Date.now().toString(36)}@example.com`,
    name: 'Sin Referer',
  });
  const seen = record(page);
  const landing = page.waitForResponse((response) => new URL(response.url()).pathname === '/token-handler');
  // Through the stand-in for Google and the api's callback to /token-handler?code=…
  await page.goto('/api/auth/google');
  const response = await landing;
  const code = new URL(response.url()).searchParams.get('code') ?? '';
  expect(code).toBeTruthy();
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
  // Signed in, the new account lands on the wizard's first screen.
  await page.waitForURL('**/complete-registration');
  await page.getByRole('heading', { name: /Hola/ }).waitFor();
  await page.waitForLoadState('networkidle');

  const later = seen.requests.slice(seen.requests.findIndex((request) => request.url() === response.url()) + 1);
  expect(later.length).toBeGreaterThan(0);
  for (const request of later) expect(request.headers()['referer'] ?? '').not.toContain(code);
  expect(await page.evaluate(() => document.referrer)).toBe('');
});
