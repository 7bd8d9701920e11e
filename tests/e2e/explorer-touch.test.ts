import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';

// The explorer's hover overlay (@username, city) has a touch equivalent, and an anonymous
// visitor's image links to the post's URL, where the guard asks to register.

const browser = useBrowserPage();

const overlayOpacity = (card: Locator) =>
  card.locator('span > span', { hasText: /^@/ }).evaluate((name) => getComputedStyle(name.parentElement!).opacity);

test('on a touch screen every image shows @username and city without a hover; a tap asks to register', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/ControlPanel/explorer');
  const cards = page.locator('main a[href^="/ControlPanel/post/"]');
  await cards.first().locator('img').waitFor();
  expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
  for (const card of (await cards.all()).slice(0, 4)) expect(await overlayOpacity(card)).toBe('1');

  const first = cards.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/ControlPanel\/post\/[^/]+$/);
  await first.tap();
  await page.getByRole('dialog', { name: 'Crea tu cuenta' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('with a mouse the overlay shows on hover', async () => {
  const { page } = browser;
  await page.goto('/ControlPanel/explorer');
  const card = page.locator('main a[href^="/ControlPanel/post/"]').first();
  await card.locator('img').waitFor();
  expect(await overlayOpacity(card)).toBe('0');
  await card.hover();
  await expect.poll(() => overlayOpacity(card)).toBe('1');
});
