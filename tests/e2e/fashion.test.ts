import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessibleAtBothWidths } from './axe';
import { embeddedAnswer, upstreamCalls } from './operations';
import { useBrowserPage } from './browser';
import { signIn } from './session';

// The institutions directory ('Estudiar moda') in Chromium against the real product and its
// seed (part 2 §2 Fashion, §8): the filters in the URL, run by the server, and a card opening
// the institution's profile.

const browser = useBrowserPage();
const PATH = '/ControlPanel/fashion';

const cards = (page: Page) => page.getByRole('region', { name: 'Instituciones' }).getByRole('article');

/** Each card's 'city, country'. */
const places = (page: Page) => cards(page).locator('h2 + p').allTextContents();
const countryOf = (place: string) => place.split(', ').at(-1) ?? '';
const tally = (values: string[], value: string) => values.filter((each) => each === value).length;

describe('Estudiar moda', () => {
  test('a visitor sees the institutions, filters to private centres and sees only them, then to one country; a level no centre teaches says so', async () => {
    const { page } = browser;
    const listQuery = embeddedAnswer(page.goto(PATH), 'FashionPageQuery');
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

    // A country narrows the list to that country's centres (the api filters; the URL keeps it).
    await page.getByRole('button', { name: 'Todo', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(all);
    const countries = (await places(page)).map(countryOf);
    const rarest = [...new Set(countries)].sort((a, b) => tally(countries, a) - tally(countries, b))[0]!;
    expect(tally(countries, rarest)).toBeLessThan(all);
    await page.getByLabel('País').fill(rarest);
    await page.waitForURL((url) => url.searchParams.get('pais') === rarest);
    await expect
      .poll(async () => (await places(page)).map(countryOf))
      .toEqual(Array(tally(countries, rarest)).fill(rarest));
    await page.getByLabel('País').fill('');

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
