import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './axe';
import { useBrowserPage } from './browser';
import { signIn } from './session';
import { sendsOperation } from './operations';

// Saving an explorer image and organising it in a board, in Chromium against the real
// product (part 2 §2 Explorer, Saved ideas, Folder content; §8 "Saved boards"). The demo
// account gets back what it had: the board is deleted and the image unsaved at the end.

const browser = useBrowserPage();

/** The Staff Picks feed: one page, the same images after a reload (the random feed is not). */
async function openStaffPicks(page: Page) {
  await page.goto('/ControlPanel/explorer');
  await page.getByRole('tab', { name: 'Staff Picks' }).click();
  await page.locator('main a[href^="/ControlPanel/post/"] img').first().waitFor();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An image's save button: 'Guardar «title»', or 'Guardado «title»' once saved. */
const saveButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^Guard(ar|ado) «${escaped(title)}»$`) });

async function expectNoViolations(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

test('saves an explorer image, finds it in Ideas sin organizar, moves it to a new board and takes it out again', async () => {
  const { page } = browser;
  await signIn(page, 'creativa@demo.es');
  await openStaffPicks(page);

  // The first image not saved yet.
  const unsaved = page
    .locator('main button[aria-pressed="false"]')
    .filter({ hasText: /^Guardar «/ })
    .first();
  const title = (await unsaved.locator('span').textContent())!.slice(1, -1);
  await unsaved.click();
  await page.getByText('¡Guardado!').waitFor();
  await expect.poll(() => saveButton(page, title).getAttribute('aria-pressed')).toBe('true');

  // Saved on the server: still saved on the first render after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Staff Picks' }).click();
  await saveButton(page, title).waitFor();
  expect(await saveButton(page, title).getAttribute('aria-pressed')).toBe('true');

  // In 'Ideas sin organizar', newest first.
  let pageLoads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && sendsOperation(request.postData(), 'SavedPageQuery')) pageLoads++;
  });
  await page.goto('/ControlPanel/guardados');
  await page.getByRole('heading', { name: 'Tus ideas guardadas' }).waitFor();
  const ideas = page.getByRole('region', { name: /Ideas sin organizar/ });
  await ideas.getByRole('img', { name: title }).first().waitFor();
  await expectNoViolations(page, 'guardados, 1280 px');

  // A new board, then the image moved into it from its edit modal.
  const boardName = `E2E ${Date.now().toString(36)}`;
  await page.getByLabel('Nuevo tablero').fill(boardName);
  await page.getByRole('button', { name: 'Crear tablero' }).click();
  await page.getByText('Tablero creado correctamente').waitFor();
  await ideas
    .getByRole('button', { name: `Mover «${title}» a un tablero` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Mover a un tablero' });
  await dialog.getByRole('radio', { name: boardName }).check();
  await expectNoViolations(page, 'guardados with the move dialog, 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page, 'guardados with the move dialog, 390 px');
  await dialog.getByRole('button', { name: 'Mover' }).click();
  await page.getByText('Imagen movida correctamente').waitFor();
  await expectNoViolations(page, 'guardados, 390 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  // The new board and the move showed from the store: the page was read once.
  expect(pageLoads).toBe(1);

  // The board's page shows it; 'Quitar de la carpeta' returns it to the saved ideas.
  await page.getByRole('link', { name: new RegExp(boardName) }).click();
  await page.getByRole('heading', { level: 1, name: boardName }).waitFor();
  await page.getByRole('img', { name: title }).first().waitFor();
  await page.getByText('1 imagen', { exact: true }).waitFor();
  await expectNoViolations(page, 'folder page, 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page, 'folder page, 390 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('button', { name: `Quitar de la carpeta «${title}»` })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Quitar de la carpeta' }).getByRole('button', { name: 'Quitar' }).click();
  await page.getByText('Imagen devuelta a guardados').waitFor();
  await page.getByText('Este tablero aún no tiene imágenes.').waitFor();

  // Back to what the account had: no board, the image unsaved.
  await page.getByRole('link', { name: '← Tus ideas guardadas' }).click();
  await ideas.getByRole('img', { name: title }).first().waitFor();
  await page.getByRole('button', { name: `Eliminar el tablero ${boardName}` }).click();
  await page.getByRole('dialog', { name: 'Eliminar tablero' }).getByRole('button', { name: 'Eliminar' }).click();
  await page.getByText('Tablero eliminado correctamente').waitFor();
  await openStaffPicks(page);
  await saveButton(page, title).click();
  await page.getByText('¡Eliminado!').waitFor();
  expect(await saveButton(page, title).getAttribute('aria-pressed')).toBe('false');
});
