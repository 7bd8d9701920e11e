import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';

// After every client-side navigation focus is on the new page's heading, and every page
// names the browser tab after itself.

const browser = useBrowserPage();

/** The focused element, as the role and text a screen reader would start from. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}` : null;
  });
}

async function expectPage(page: Page, heading: string, title: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expect.poll(() => focused(page)).toBe(`h1: ${heading}`);
  expect(await page.title()).toBe(title);
}

test('from the landing page through the shell: focus on each heading, a title for each page', async () => {
  const { page } = browser;
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.title()).toBe('La red del talento en moda · Moda Talento');
  // The first page of a visit keeps focus at the start of the document. (Compared as elements:
  // the body's text can change between two reads while the landing page still renders.)
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Explorar' }).click();
  await expectPage(page, 'Explorador', 'Explorador · Moda Talento');

  const menu = page.getByRole('navigation', { name: 'Menú' });
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expectPage(page, 'Blog', 'Blog · Moda Talento');

  await page.locator('a[href^="/ControlPanel/article/"]').first().click();
  const article = page.locator('article h1');
  await article.waitFor();
  const articleTitle = (await article.textContent())!.trim();
  await expectPage(page, articleTitle, `${articleTitle} · Moda Talento`);

  await menu.getByRole('link', { name: 'Revista' }).click();
  await expectPage(page, 'Revista', 'Revista · Moda Talento');

  await menu.getByRole('link', { name: 'About' }).click();
  await expectPage(page, 'Información', 'Información · Moda Talento');

  await menu.getByRole('button', { name: 'Más información' }).click();
  await menu.getByRole('link', { name: 'Aviso legal' }).click();
  await expectPage(page, 'Aviso Legal', 'Aviso Legal · Moda Talento');
  await menu.getByRole('link', { name: 'Contacto' }).click();
  await expectPage(page, 'Contacto', 'Contacto · Moda Talento');

  // Back is a navigation too.
  await page.goBack();
  await expectPage(page, 'Aviso Legal', 'Aviso Legal · Moda Talento');

  // Tab goes on from the heading, into the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('the landing page at /login is titled after its sign-in dialog', async () => {
  const { page } = browser;
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Inicio de sesión' }).waitFor();
  expect(await page.title()).toBe('Inicio de sesión · Moda Talento');
});
