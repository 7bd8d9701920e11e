import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, expectAccessibleAtBothWidths } from './axe';
import { embeddedAnswer, upstreamCalls } from './operations';
import { useBrowserPage } from './browser';
import { signIn } from './session';

// The creatives directory (Creativos) in Chromium against the real product and its seed
// (part 2 §2 Creatives, §8): filters in the URL, the infinite masonry, opening a profile.

const browser = useBrowserPage();
const COMPANY = 'empresa@demo.es';
const PATH = '/ControlPanel/creatives';

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('link');

interface Directory {
  totalCount: number;
  edges: { node: { user: { username: string; city: string | null } } }[];
}

/** The directory as the graph answers it, with some filters. */
async function directory(page: Page, args = ''): Promise<Directory> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: { query: `{ creatives(first: 50${args}) { totalCount edges { node { user { username city } } } } }` },
  });
  return ((await response.json()) as { data: { creatives: Directory } }).data.creatives;
}

describe('Creativos', () => {
  test('a company filters by city, scrolls for a second page and opens a profile', async () => {
    const { page } = browser;
    await signIn(page, COMPANY);
    const all = await directory(page);
    expect(all.totalCount).toBeGreaterThan(9);
    const city = all.edges.find(({ node }) => node.user.city)!.node.user.city!;
    const inCity = await directory(page, `, city: ${JSON.stringify(city)}`);

    const listQuery = embeddedAnswer(page.goto(PATH), 'CreativesPageQuery');
    await page.getByRole('heading', { level: 1, name: 'Creativos' }).waitFor();
    await cards(page).first().waitFor();
    expect(await upstreamCalls(listQuery, 'CreativesPageQuery (9 cards)')).toBeLessThanOrEqual(2);
    await expectAccessibleAtBothWidths(page, 'creatives');

    // The city filter: the URL takes it and every card shown lives there.
    const sidebar = page.getByRole('form', { name: 'Filtros' });
    await sidebar.getByLabel('Ciudad').fill(city);
    await sidebar.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.waitForURL((url) => url.searchParams.get('city') === city);
    await expect
      .poll(async () => {
        const texts = await cards(page).allTextContents();
        return texts.length === Math.min(inCity.totalCount, 9) && texts.every((text) => text.includes(city));
      })
      .toBe(true);

    // Without filters the masonry loads the next page as the visitor scrolls, to its end.
    await sidebar.getByRole('button', { name: 'Borrar Filtros' }).click();
    await page.waitForURL((url) => !url.searchParams.has('city'));
    await expect.poll(() => cards(page).count()).toBe(9);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return cards(page).count();
      })
      .toBe(Math.min(all.totalCount, 50));
    if (all.totalCount <= 50) await page.getByText('No hay más creativos para mostrar').waitFor();

    // A card opens the creative's profile.
    const first = all.edges[0]!.node.user.username;
    await page.locator(`a[href="/ControlPanel/profile/${first}"]`).first().click();
    await page.waitForURL(`**/ControlPanel/profile/${first}`);
  });

  test("'Disponible para prácticas' narrows the list; an anonymous visitor's card opens the register dialog", async () => {
    const { page } = browser;
    const internships = await directory(page, ', internshipsOnly: true');
    await page.goto(PATH);
    await cards(page).first().waitFor();
    await page.getByRole('tab', { name: 'Disponible para prácticas' }).click();
    await page.waitForURL((url) => url.searchParams.get('practicas') === '1');
    if (internships.totalCount === 0) {
      await page.getByText('No se encontraron creativos con los filtros aplicados').waitFor();
      return;
    }
    await expect.poll(() => cards(page).count()).toBe(Math.min(internships.totalCount, 9));
    await cards(page).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('dialog').first().waitFor();
  });

  test('on a phone the floating button opens the filters in a dialog', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await cards(page).first().waitFor();
    await page.getByRole('button', { name: 'Abrir filtros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await dialog.getByLabel('Año de graduación').selectOption('2025');
    await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.waitForURL((url) => url.searchParams.get('graduationYear') === '2025');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await axeViolations(page), 'creatives filtered, 390 px').toEqual([]);
  });
});
