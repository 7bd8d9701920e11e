import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';

const browser = useBrowserPage();

test('creativa@demo.es logs in, lands on the explorer and a second page loads on scroll', async () => {
  const { page } = browser;
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo electrónico').fill('creativa@demo.es');
  await dialog.getByLabel('Contraseña').fill('Demo1234!');
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();

  await page.waitForURL('**/ControlPanel/explorer');
  const images = page.locator('main a[href^="/ControlPanel/post/"] img');
  await images.first().waitFor();
  // Pages keep loading while the grid's end is within 200 px of the viewport; once the
  // screen is filled the network goes quiet.
  await page.waitForLoadState('networkidle');
  const firstPage = await images.count();
  expect(firstPage).toBeGreaterThanOrEqual(14);

  await page.mouse.wheel(0, 100_000);
  await page.waitForFunction(
    (count) => document.querySelectorAll('main a[href^="/ControlPanel/post/"] img').length > count,
    firstPage,
  );
  const hrefs = await page
    .locator('main a[href^="/ControlPanel/post/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
});
