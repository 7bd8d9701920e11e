import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';
import { registerAccount, signIn, storeToken } from './session';

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

// Issue 17: the filter panel filters the feed on the server (the spec left it inert).
test('the explorer filters by city on the server, keeps the filter in the URL and says when nothing matches', async () => {
  const { page } = browser;
  await signIn(page, 'creativa@demo.es');
  await page.goto('/ControlPanel/explorer');
  const cards = page.locator('main a[href^="/ControlPanel/post/"]');
  await cards.first().waitFor();

  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Ciudad', { exact: true }).fill('madrid');
  await page.waitForURL((url) => url.searchParams.get('ciudad') === 'madrid');
  await page.getByRole('button', { name: 'Filtros (activos)' }).waitFor();
  // Every card left is by an author in Madrid, whatever the case typed (its overlay: @username, city).
  await expect
    .poll(async () => new Set(await cards.locator('span > span:nth-of-type(2)').allTextContents()))
    .toEqual(new Set(['Madrid']));
  expect(await cards.count()).toBeGreaterThan(0);

  // A reload keeps the filter: the first page is already filtered.
  await page.reload();
  await cards.first().waitFor();
  expect(new Set(await cards.locator('span > span:nth-of-type(2)').allTextContents())).toEqual(new Set(['Madrid']));

  await page.getByRole('button', { name: 'Filtros (activos)' }).click();
  await page.getByLabel('Escuela', { exact: true }).fill('ninguna escuela así');
  await page.getByText('No hay imágenes que coincidan con los filtros.').waitFor();
  expect(await cards.count()).toBe(0);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Borrar filtros' }).click();
  await page.waitForURL((url) => !url.searchParams.has('ciudad') && !url.searchParams.has('escuela'));
  await cards.first().waitFor();
});

// Issue 24: 'Siguiendo', the posts of the accounts the viewer follows; a new account is led to Creativos.
test("'Siguiendo' shows the followed accounts' posts, and leads a new account to Creativos", async () => {
  const { page } = browser;
  await signIn(page, 'creativa@demo.es');
  await page.goto('/ControlPanel/explorer');
  const cards = page.locator('main a[href^="/ControlPanel/post/"] img');
  await cards.first().waitFor();
  await page.getByRole('tab', { name: 'Siguiendo' }).click();
  expect(await page.getByRole('tab', { name: 'Siguiendo' }).getAttribute('aria-selected')).toBe('true');
  await cards.first().waitFor();
  expect(await cards.count()).toBeGreaterThan(0);

  const newcomer = await registerAccount('sigue');
  await storeToken(page, newcomer.token);
  await page.goto('/ControlPanel/explorer');
  await page.getByRole('tab', { name: 'Siguiendo' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByText('Aquí verás las publicaciones de las personas que sigues.').waitFor();
  await panel.getByRole('link', { name: 'Descubre creativos' }).click();
  await page.waitForURL('**/ControlPanel/creatives');
});
