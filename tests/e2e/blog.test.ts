import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';

const browser = useBrowserPage();

test('blog → article → back to the blog', async () => {
  const { page } = browser;
  await page.goto('/ControlPanel/blog');
  const firstCard = page.getByRole('link', { name: /Leer más/ }).first();
  await firstCard.waitFor();
  await firstCard.click();

  await page.waitForURL('**/ControlPanel/article/**');
  const title = page.getByRole('heading', { level: 1 });
  await title.waitFor();
  expect((await title.textContent())?.length).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Volver al blog' }).click();
  await page.waitForURL('**/ControlPanel/blog');
  await page
    .getByRole('link', { name: /Leer más/ })
    .first()
    .waitFor();
});
