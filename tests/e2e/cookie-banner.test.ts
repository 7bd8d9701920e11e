import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowserPage } from './browser';
import { signIn } from './session';

// The cookie banner never covers an action: on a phone, with the banner shown, every footer
// link of the landing page and the objective screen's 'Siguiente' can be reached and hit.

const browser = useBrowserPage();

const phones = [
  { width: 375, height: 812 },
  { width: 390, height: 844 },
];

/** Scrolled to, the action itself is what a tap at its centre hits, and nothing of the banner is over it. */
async function expectUncovered(page: Page, action: Locator) {
  await action.scrollIntoViewIfNeeded();
  const cover = await action.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && element.contains(hit) ? null : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
  });
  expect(cover, (await action.textContent()) ?? undefined).toBeNull();
  const banner = await page.getByRole('region', { name: 'Aviso de cookies' }).boundingBox();
  const box = await action.boundingBox();
  if (banner && box) {
    const overlaps = box.y < banner.y + banner.height && banner.y < box.y + box.height;
    expect(overlaps, `${await action.textContent()} under the banner`).toBe(false);
  }
  await action.click({ trial: true, timeout: 5_000 });
}

describe.each(phones)('with the cookie banner shown at $width×$height', (viewport) => {
  test('every footer link of the landing page can be tapped', async () => {
    const { page } = browser;
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor();
    const links = page.getByRole('contentinfo').getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    for (const link of await links.all()) await expectUncovered(page, link);
  });

  test("the objective screen's 'Siguiente' can be tapped", async () => {
    const { page } = browser;
    await page.setViewportSize(viewport);
    await signIn(page, 'nuevo@demo.es');
    await page.goto('/complete-registration');
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor();
    const next = page.getByRole('button', { name: 'Siguiente' });
    await next.waitFor();
    await expectUncovered(page, next);
    await expectUncovered(page, page.getByRole('button', { name: 'Volver atrás' }));
  });
});
