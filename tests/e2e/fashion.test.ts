import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessibleAtBothWidths } from './axe';
import { queryResponse, upstreamCalls } from './operations';
import { useBrowserPage } from './browser';
import { signIn } from './session';

// The institutions directory ('Estudiar moda') in Chromium against the real product and its
// seed (part 2 §2 Fashion, §8): the filters in the URL, run by the server, and a card opening
// the institution's profile.

const browser = useBrowserPage();
const PATH = '/ControlPanel/fashion';

const cards = (page: Page) => page.getByRole('region', { name: 'Instituciones' }).getByRole('article');

describe('Estudiar moda', () => {
  test('a visitor sees the institutions, filters to private centres and sees only them; a level no centre teaches says so', async () => {
    const { page } = browser;
    const listQuery = queryResponse(page, 'FashionPageQuery');
    await page.goto(PATH);
    await page.getByRole('heading', { level: 1, name: 'Estudiar moda' }).waitFor();
    await cards(page).first().waitFor();
    expect(await upstreamCalls(listQuery, 'FashionPageQuery')).toBe(1);
    const all = await cards(page).count();
    expect(all).toBeGreaterThan(5);
    await expectAccessibleAtBothWidths(page, 'fashion');

    // The toggle: the URL takes it, and only private centres remain.
    await page.getByRole('button', { name: 'Privada', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tipo') === 'privada');
    await expect
      .poll(async () => {
        const badges = await cards(page)
          .locator('span', { hasText: /^(Pública|Privada)$/ })
          .allTextContents();
        return badges.length > 0 && badges.length < all && badges.every((badge) => badge === 'Privada');
      })
      .toBe(true);
    await expect.poll(() => cards(page).getByText('Híbrido', { exact: true }).count()).toBe(await cards(page).count());

    // A reload keeps the filter (it lives in the URL).
    await page.reload();
    await cards(page).first().waitFor();
    expect(await page.getByRole('button', { name: 'Privada', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessibleAtBothWidths(page, 'fashion, private centres');

    // An empty result says so.
    await page.getByLabel('Nivel educativo').selectOption({ label: 'Doctorado o investigación' });
    await page.getByText('No se encontraron instituciones con los filtros seleccionados.').waitFor();
  });

  test("a signed-in visitor opens an institution's profile from its card", async () => {
    const { page } = browser;
    await signIn(page, 'creativa@demo.es');
    await page.goto(`${PATH}?tipo=privada`);
    const card = cards(page).first();
    await card.waitFor();
    const link = card.getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/ControlPanel\/profile\/[^/]+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
  });
});
