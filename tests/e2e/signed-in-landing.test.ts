import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';
import { DEMO_PASSWORD, signIn } from './session';

// A signed-in user on / or /login is not treated as anonymous: the landing page shows the
// way into the panel, /login sends the user on (README § Product notes).

const browser = useBrowserPage();

test('after signing in, / shows the way into the panel and /login sends the user on', async () => {
  const { page } = browser;
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Inicio de sesión' });
  await dialog.getByLabel('Correo electrónico').fill('creativa@demo.es');
  await dialog.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/ControlPanel/**');

  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Ir a mi panel' }).waitFor();
  expect(await header.getByRole('button', { name: 'Registro' }).count()).toBe(0);
  expect(await header.getByRole('button', { name: 'Inicio de sesión' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Soy creativo' }).count()).toBe(0);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await header.getByRole('link', { name: 'Ir a mi panel' }).click();
  await page.waitForURL('**/ControlPanel/explorer');

  await page.goto('/login');
  await page.waitForURL('**/ControlPanel/explorer');
  await page.getByRole('heading', { level: 1, name: 'Explorador' }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
});

test("'Volver atrás' on the objective screen leads to a landing page that knows the user", async () => {
  const { page } = browser;
  await signIn(page, 'nuevo@demo.es');
  await page.goto('/complete-registration');
  await page.getByRole('button', { name: 'Volver atrás' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByRole('link', { name: 'Ir a mi panel' }).waitFor();
  expect(await page.getByRole('button', { name: 'Registro' }).count()).toBe(0);
});
