import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';

const browser = useBrowserPage();

test('the login modal says, in Spanish, to wait after too many wrong passwords', async () => {
  const { page } = browser;
  const email = `intruso${Date.now().toString(36)}@example.com`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Inicio de sesión' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña').fill('NoEsLaMia1');
  const submit = dialog.getByRole('button', { name: 'Iniciar sesión' });
  const answered = () => page.waitForResponse((response) => response.url().endsWith('/graphql'));
  for (let attempt = 1; attempt <= 10; attempt++) {
    await Promise.all([answered(), submit.click()]);
    await dialog.getByText('Credenciales incorrectas').waitFor();
  }
  await Promise.all([answered(), submit.click()]);
  await dialog.getByText('Demasiados intentos. Espera 15 minutos antes de volver a intentarlo.').waitFor();
  expect(await dialog.getByText('Credenciales incorrectas').count()).toBe(0);
});
