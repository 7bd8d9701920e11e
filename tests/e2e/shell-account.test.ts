import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './axe';
import { useBrowserPage } from './browser';
import { signIn } from './session';

const browser = useBrowserPage();

const PHONE = { width: 390, height: 844 };

async function openExplorer(page: Page): Promise<void> {
  await page.goto('/ControlPanel/explorer');
  await page.getByRole('heading', { level: 1, name: 'Explorador' }).waitFor();
}

async function expectSignInDialogOnLogin(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('dialog').getByLabel('Correo electrónico').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
}

// Part 1 §2: the sidebar's logout goes to /login, the profile dropdown's to /.
test("the sidebar's 'Cerrar sesión' ends the session on /login with the sign-in dialog", async () => {
  const { page } = browser;
  await signIn(page, 'creativa@demo.es');
  await openExplorer(page);
  await page.getByRole('button', { name: 'Más información' }).click();
  await page.getByRole('navigation', { name: 'Menú' }).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expectSignInDialogOnLogin(page);
});

test("the profile dropdown's 'Cerrar sesión' ends the session on /", async () => {
  const { page } = browser;
  await signIn(page, 'creativa@demo.es');
  await openExplorer(page);
  await page.getByRole('button', { name: 'Mi perfil' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Inicio de sesión' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test("on a phone, the side menu has 'Cerrar sesión', which ends on /login", async () => {
  const { page } = browser;
  await page.setViewportSize(PHONE);
  await signIn(page, 'creativa@demo.es');
  await openExplorer(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await menu.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
  expect(await axeViolations(page), 'side menu signed in, 390 px').toEqual([]);
  await menu.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expectSignInDialogOnLogin(page);
});

test("a visitor finds 'Inicio de sesión' and 'Registro' in the header, which open the landing page's dialogs", async () => {
  const { page } = browser;
  await openExplorer(page);
  const header = page.getByRole('banner');
  expect(await header.getByRole('button', { name: 'Mi perfil' }).count()).toBe(0);
  expect(await axeViolations(page), 'explorer as a visitor, 1280 px').toEqual([]);

  await header.getByRole('link', { name: 'Inicio de sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('dialog').getByLabel('Correo electrónico').waitFor();

  await openExplorer(page);
  await page.getByRole('banner').getByRole('link', { name: 'Registro' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page
    .getByRole('dialog')
    .getByLabel(/nombre de usuario/i)
    .waitFor();
});

test("on a phone, a visitor has 'Inicio de sesión' in the header and both in the side menu", async () => {
  const { page } = browser;
  await page.setViewportSize(PHONE);
  await openExplorer(page);
  const header = page.getByRole('banner');
  expect(await header.getByRole('link', { name: 'Inicio de sesión' }).isVisible()).toBe(true);
  expect(await axeViolations(page), 'explorer as a visitor, 390 px').toEqual([]);

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await menu.getByRole('link', { name: 'Inicio de sesión' }).waitFor();
  expect(await menu.getByRole('button', { name: 'Cerrar sesión' }).count()).toBe(0);
  expect(await axeViolations(page), 'side menu as a visitor, 390 px').toEqual([]);
  await menu.getByRole('link', { name: 'Registro' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page
    .getByRole('dialog')
    .getByLabel(/nombre de usuario/i)
    .waitFor();
});
