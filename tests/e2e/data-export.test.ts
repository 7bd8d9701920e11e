import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';
import { signIn } from './session';

const browser = useBrowserPage();

// Issue 24: 'Descargar mis datos' in Configuración, from the button to the file on disk.
test("'Descargar mis datos' prepares the account's ZIP and downloads it", async () => {
  const { page } = browser;
  await signIn(page, 'creativa@demo.es');
  await page.goto('/ControlPanel/configuracion');
  const section = page.getByRole('region', { name: 'Descargar mis datos' });
  const prepare = section.getByRole('button', { name: /^(Preparar mis datos|Preparar de nuevo|Volver a intentarlo)$/ });
  await prepare.click();
  const link = section.getByRole('link', { name: 'Descargar mis datos' });
  await link.waitFor({ timeout: 60_000 });
  expect(await section.getByRole('status').textContent()).toMatch(
    /^Tu archivo está listo \([\d,]+ MB\), preparado el /,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^moda-talento-mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(await download.failure()).toBeNull();
});
