import { expect, test } from 'vitest';
import { latestCode, useBrowserPage } from './browser';

const browser = useBrowserPage();

test('a new account registers with the code from the outbox and reaches the objective screen', async () => {
  const { page } = browser;
  const username = `e2e${Date.now().toString(36)}`.slice(0, 20);
  const email = `${username}@example.com`;

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Registro' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre de usuario').fill(username);
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill('Pasarela2025!');
  await dialog.getByLabel('Confirmar contraseña').fill('Pasarela2025!');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();

  await dialog.getByLabel('Dígito 1 de 6').waitFor();
  await dialog.getByLabel('Dígito 1 de 6').click();
  await page.keyboard.type(await latestCode(email));
  await dialog.getByRole('button', { name: 'Verificar código' }).click();

  await page.waitForURL('**/complete-registration');
  await page.getByRole('heading', { name: `¡Hola, ${username}!` }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  // The account is ready once the profile poll succeeds: the button stops saying 'Cargando...'.
  await page.getByRole('button', { name: 'Siguiente' }).waitFor();
});
