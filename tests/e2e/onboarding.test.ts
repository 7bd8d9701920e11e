import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { phonePhoto } from '../support/real-files';
import { latestCode, loadedImages, useBrowserPage } from './browser';
import { REGISTERED_PASSWORD as PASSWORD, registerAccount, storeToken } from './session';

// The onboarding wizard in Chromium against the real product (part 1 §2, §4, §5): its state
// is the server's profile, so each test starts from a freshly registered account.

const browser = useBrowserPage();

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}`.slice(0, 20);

/** A phone photo (a 12 MP JPEG of 3 MB), as people pick it from their gallery. */
async function photoFile() {
  return { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(0) };
}

/** Waits for a wizard screen's heading and records what axe-core finds on it. */
async function atStep(page: Page, path: string, heading: string, findings: string[]) {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  findings.push(...(await axeViolations(page)).map((line) => `${path}: ${line}`));
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

/** Picks the photo through the file chooser 'Subir una foto' opens, on a line slow enough to see the bar. */
async function uploadPhoto(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir una foto' }).click();
  await (await chooser).setFiles(await photoFile());
  const preview = page.getByRole('img', { name: 'Vista previa de tu foto' });
  await preview.waitFor();
  expect(await loadedImages(preview)).toEqual([{ scheme: 'blob:', width: 4032 }]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024, // 1 MB/s: a 3 MB photo takes 3 s to go
  });
  await next(page);
  await page.getByRole('progressbar', { name: 'Subiendo la foto' }).waitFor();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

describe('the onboarding wizard', () => {
  test('a new creative registers, walks the student branch with a photo and lands on the explorer with it', async () => {
    const { page } = browser;
    const findings: string[] = [];
    const username = uniqueName('wiz');
    const email = `${username}@example.com`;

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Registro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre de usuario').fill(username);
    await dialog.getByLabel('Correo electrónico').fill(email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await dialog.getByLabel('Dígito 1 de 6').waitFor();
    await dialog.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type(await latestCode(email));
    await dialog.getByRole('button', { name: 'Verificar código' }).click();

    await atStep(page, '/complete-registration', `¡Hola, ${username}!`, findings);
    await page.getByRole('button', { name: 'Siguiente' }).waitFor();
    await page.getByRole('radio', { name: /Crear mi portafolio/ }).check();
    await next(page);

    await atStep(page, '/creativo/registro', 'Cuéntanos quién eres', findings);
    await page.getByRole('radio', { name: /Estudiante/ }).check();
    await next(page);

    await atStep(page, '/creativo/registro/02', 'Tus datos personales', findings);
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellidos').fill('Navarro Gil');
    await page.getByLabel('Fecha de nacimiento').fill('2003-02-11');
    await page.getByLabel('País de residencia').selectOption('España');
    await page.getByLabel('Ciudad de residencia').fill('Valencia');
    await next(page);

    await atStep(page, '/photo/registro/03', 'Tu foto de perfil', findings);
    await next(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Por favor, sube una foto de perfil.');
    await uploadPhoto(page);

    await atStep(page, '/conocidos/registro/04', '¿Cómo nos has conocido?', findings);
    await page.getByRole('radio', { name: 'Redes sociales' }).check();
    await next(page);

    await atStep(page, '/creativo/registro/estudiante/05', 'Tu formación', findings);
    await page.getByRole('radio', { name: 'Estudio en una escuela o universidad' }).check();
    await next(page);

    await atStep(page, '/creativo/registro/estudiante/06', 'Tus estudios', findings);
    await page.getByLabel('Escuela o universidad').fill('Escuela Superior de Diseño de Valencia');
    await page.getByLabel('Mes previsto de graduación').fill(`${new Date().getFullYear() - 1}-06`);
    expect(await page.getByText('Paso 6 de 6').count()).toBe(1);
    await next(page);

    await atStep(page, '/creativo/registro/final', '¡Genial! Ya está todo preparado para comenzar.', findings);
    await page.getByRole('button', { name: 'Finalizar registro' }).click();

    await page.waitForURL('**/ControlPanel/explorer');
    const avatar = page.getByRole('button', { name: 'Mi perfil' }).locator('img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(findings).toEqual([]);

    // Finished: a wizard route opened again leads to the explorer.
    await page.goto('/creativo/registro/02');
    await page.waitForURL('**/ControlPanel/explorer');
  }, 120_000);

  test('a new professional walks the company branch to the final page', async () => {
    const { page } = browser;
    const findings: string[] = [];
    const { username, token } = await registerAccount('emp');
    await storeToken(page, token);
    await page.goto('/complete-registration');

    await atStep(page, '/complete-registration', `¡Hola, ${username}!`, findings);
    await page.getByRole('button', { name: 'Siguiente' }).waitFor();
    await page.getByRole('radio', { name: /Contratar talento/ }).check();
    await next(page);

    await atStep(page, '/profesional/registro', 'Cuéntanos quién eres', findings);
    await page.getByRole('radio', { name: /Empresa/ }).check();
    await next(page);

    await atStep(page, '/profesional/registro/datos-personales', 'Tus datos personales', findings);
    await page.getByLabel('Nombre', { exact: true }).fill('Jorge');
    await page.getByLabel('Apellidos').fill('Medina');
    // Born today: under one year old. Professionals follow the creatives' 1 to 90 years, so a
    // date before 1970 is taken (issue 17).
    await page.getByLabel('Fecha de nacimiento').fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('País de residencia').selectOption('Italia');
    await page.getByLabel('Ciudad de residencia').fill('Milán');
    await next(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('La fecha de nacimiento es incorrecta.');
    await page.getByLabel('Fecha de nacimiento').fill('1958-03-02');
    await next(page);

    await atStep(page, '/photo/registro/03', 'Tu foto de perfil', findings);
    await uploadPhoto(page);

    await atStep(page, '/conocidos/registro/04', '¿Cómo nos has conocido?', findings);
    await page.getByRole('radio', { name: 'Evento' }).check();
    await next(page);

    await atStep(page, '/profesional/registro/empresa/05', 'Tu empresa', findings);
    await page.getByLabel('Nombre de la empresa').fill('Sastrería Medina');
    await page.getByLabel('Año de fundación').fill('1998');
    await page.getByLabel('Producto principal').selectOption('Confección a medida');
    expect(await page.getByText('Paso 5 de 5').count()).toBe(1);
    await next(page);

    await atStep(page, '/creativo/registro/final', '¡Genial! Ya está todo preparado para comenzar.', findings);
    expect(findings).toEqual([]);
  }, 120_000);

  test('a reload in the middle of the wizard resumes at the same step, and signing in again leads back to it', async () => {
    const { page } = browser;
    const { email, token } = await registerAccount('rec');
    await storeToken(page, token);
    await page.goto('/complete-registration');
    await page.getByRole('button', { name: 'Siguiente' }).waitFor();
    await page.getByRole('radio', { name: /Conectar con creativos/ }).check();
    await next(page);
    await page.waitForURL('**/creativo/registro');
    await page.getByRole('radio', { name: /Graduado/ }).check();
    await next(page);
    await page.waitForURL('**/creativo/registro/02');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tus datos personales' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/creativo/registro/02');

    // A later step opened by hand sends the user back to the first missing one.
    await page.goto('/conocidos/registro/04');
    await page.waitForURL('**/creativo/registro/02');
    await page.getByRole('heading', { level: 1, name: 'Tus datos personales' }).waitFor();

    // Signed out and in again (the sign-in dialog): the wizard resumes where it stopped.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Correo electrónico').fill(email);
    await dialog.getByLabel('Contraseña').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/creativo/registro/02');
    await page.getByRole('heading', { level: 1, name: 'Tus datos personales' }).waitFor();
  }, 120_000);

  test('an invalid token ends the session on the objective screen and says so, without polling on', async () => {
    const { page } = browser;
    const polls: Array<string | null> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('useAccountReadyPollQuery')) {
        polls.push(request.headers().authorization ?? null);
      }
    });
    await page.goto('/politica-cookies');
    await page.evaluate(() => localStorage.setItem('authToken', 'not-a-valid-token'));
    await page.goto('/complete-registration');

    await page.waitForURL('**/sesion-caducada');
    await page.getByRole('heading', { level: 1, name: 'Tu sesión ha terminado' }).waitFor();
    expect(await page.getByText(/Tu sesión ha caducado o no es válida/).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // The refused poll, and the same query asked once more without the token (the network layer's retry).
    expect(polls).toEqual(['Bearer not-a-valid-token', null]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('dialog').waitFor();
  }, 60_000);
});
