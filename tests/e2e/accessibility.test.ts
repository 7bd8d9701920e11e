import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { useBrowserPage } from './browser';
import { signIn } from './session';

// axe-core on every screen built so far, at desktop and phone width, anonymous and signed
// in where it differs: no violation of any impact. Each check waits for the screen's
// content (its h1 and the network at rest), so axe judges the screen and not its loader.

const browser = useBrowserPage();

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const publicScreens = [
  '/',
  '/ControlPanel/explorer',
  '/ControlPanel/blog',
  '/ControlPanel/magazine',
  '/ControlPanel/legal',
  '/ControlPanel/privacy',
  '/ControlPanel/cookies',
  '/ControlPanel/contact',
  '/ControlPanel/info',
  '/politica-cookies',
];

async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

/** Runs axe on each state `visit` reaches, and reports every finding with where it was. */
async function scan(page: Page, states: Array<[string, () => Promise<void>]>) {
  const findings: string[] = [];
  for (const [name, visit] of states) {
    await visit();
    findings.push(...(await axeViolations(page)).map((line) => `${name}: ${line}`));
  }
  expect(findings).toEqual([]);
}

describe.each(widths)('axe-core at $name width', ({ width, height }) => {
  test('every public screen, anonymous', async () => {
    const { page } = browser;
    await page.setViewportSize({ width, height });
    await scan(
      page,
      publicScreens.map((path) => [path, () => open(page, path)]),
    );
  }, 180_000);

  test('an article, the dialogs and the open menus, anonymous', async () => {
    const { page } = browser;
    await page.setViewportSize({ width, height });
    await scan(page, [
      [
        'article',
        async () => {
          await open(page, '/ControlPanel/blog');
          await page.locator('a[href^="/ControlPanel/article/"]').first().click();
          await page.waitForURL('**/ControlPanel/article/**');
          await page.locator('article h1').waitFor();
          await settle(page);
        },
      ],
      ['login dialog', async () => void (await open(page, '/login'), await page.getByRole('dialog').waitFor())],
      [
        'register dialog',
        async () => {
          await open(page, '/');
          await page.getByRole('button', { name: 'Soy creativo' }).click();
          await page.getByRole('dialog', { name: 'Crea tu cuenta' }).waitFor();
        },
      ],
      [
        'reset dialog',
        async () => {
          await open(page, '/login');
          await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
          await page.getByRole('dialog', { name: 'Recupera tu contraseña' }).waitFor();
        },
      ],
      [
        width < 770 ? 'mobile menu' : 'Más información',
        async () => {
          await open(page, '/ControlPanel/explorer');
          if (width < 770) {
            await page.getByRole('button', { name: 'Abrir menú' }).click();
            await page.getByRole('dialog', { name: 'Menú' }).waitFor();
          } else {
            await page.getByRole('button', { name: 'Más información' }).click();
          }
        },
      ],
      [
        'landing menu',
        async () => {
          await open(page, '/');
          if (width < 770) await page.getByRole('button', { name: 'Menú' }).click();
        },
      ],
    ]);
  }, 180_000);

  test('signed in: the landing page, the explorer with the profile menu, the objective screen', async () => {
    const { page } = browser;
    await page.setViewportSize({ width, height });
    await signIn(page, 'creativa@demo.es');
    await scan(page, [
      ['/ (signed in)', () => open(page, '/')],
      [
        'explorer with the profile menu',
        async () => {
          await open(page, '/ControlPanel/explorer');
          await page.getByRole('button', { name: 'Mi perfil' }).click();
          await page.getByRole('link', { name: 'Ver mi perfil' }).waitFor();
        },
      ],
    ]);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'nuevo@demo.es');
    await scan(page, [
      [
        '/complete-registration',
        async () => {
          await open(page, '/complete-registration');
          await page.getByRole('button', { name: 'Siguiente' }).waitFor();
        },
      ],
    ]);
  }, 180_000);
});
