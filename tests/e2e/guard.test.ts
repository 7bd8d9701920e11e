import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';

const browser = useBrowserPage();

test('an anonymous visit to /ControlPanel/community ends on / with the registration dialog open', async () => {
  const { page } = browser;
  await page.goto('/ControlPanel/community');
  await page.waitForURL((url) => url.pathname === '/');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.getByLabel(/nombre de usuario/i).count()).toBe(1);
});
