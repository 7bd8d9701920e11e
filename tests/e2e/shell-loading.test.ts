import type { Page, Route } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';
import { sendsOperation } from './operations';

// The shell shows at once while its queries load, and a screen that fails shows its error
// inside the shell with 'Reintentar'. The network is held or cut for one query with
// Playwright's request routing; the retry goes to the real gateway. The pages are opened
// with a filter in their address: a page without one carries its first answers in its HTML
// (tests/e2e/first-paint.test.ts), so it would send no query to hold.

/** The explorer filtered to a city with pictures in the seed, and the blog's 'Moda' tab. */
const EXPLORER = '/ControlPanel/explorer?ciudad=Madrid';
const BLOG = '/ControlPanel/blog?categoria=moda';

const browser = useBrowserPage();

/** Calls `handle` for the GraphQL requests of the named operations; the others go through. */
async function onOperation(page: Page, operations: string[], handle: (route: Route) => Promise<void>) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData();
    if (operations.some((operation) => sendsOperation(body, operation))) await handle(route);
    else await route.continue();
  });
}

test('header, sidebar and a skeleton show while the shell and the explorer wait for their answers', async () => {
  const { page } = browser;
  const held: Route[] = [];
  await onOperation(page, ['ShellRouteQuery', 'ExplorerPageQuery'], async (route) => void held.push(route));

  await page.goto(EXPLORER);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Inicio de sesión' }).waitFor();
  await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Blog' }).waitFor();
  await page.getByRole('main').getByRole('status').filter({ hasText: 'Cargando...' }).waitFor();
  await expect.poll(() => held.length).toBe(2);
  expect(await page.getByRole('heading', { level: 1, name: 'Explorador' }).count()).toBe(0);

  for (const route of held) await route.continue();
  await page.getByRole('heading', { level: 1, name: 'Explorador' }).waitFor();
  await page.locator('main a[href^="/ControlPanel/post/"] img').first().waitFor();
});

/**
 * What a query cut by `route.abort('failed')` logs, on purpose here: Chromium's failed load,
 * then the error the screen's error boundary caught, as React and React Router report it.
 * The network layer asks a query once more when it gets no answer, so a query is cut twice.
 */
const CUTS = 2;
function expectCutQuery() {
  browser.expectConsoleError(/^console\.error: Failed to load resource: net::ERR_FAILED \(http:\/\/[^/]+\/graphql\)$/);
  browser.expectConsoleError(/^console\.error: TypeError: Failed to fetch\n/);
  browser.expectConsoleError(
    /^console\.error: React Router caught the following error during render TypeError: Failed to fetch\n/,
  );
}

test("a failing explorer shows its error inside the shell, with 'Reintentar' and no way back to itself", async () => {
  const { page } = browser;
  expectCutQuery();
  let failures = CUTS;
  await onOperation(page, ['ExplorerPageQuery'], async (route) => {
    if (failures-- > 0) await route.abort('failed');
    else await route.continue();
  });

  await page.goto(EXPLORER);
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Algo ha salido mal' }).waitFor();
  expect(await page.title()).toBe('Algo ha salido mal · Moda Talento');
  expect(await page.getByRole('banner').getByRole('link', { name: 'Inicio de sesión' }).count()).toBe(1);
  expect(await page.getByRole('navigation', { name: 'Menú' }).count()).toBe(1);
  expect(await main.getByRole('link', { name: 'Volver al explorador' }).count()).toBe(0);

  await main.getByRole('button', { name: 'Reintentar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Explorador' }).waitFor();
  await page.locator('main a[href^="/ControlPanel/post/"] img').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/ControlPanel/explorer');
});

test("a failing blog keeps its tabs inside the shell and 'Reintentar' loads the articles", async () => {
  const { page } = browser;
  expectCutQuery();
  let failures = CUTS;
  await onOperation(page, ['BlogPageQuery'], async (route) => {
    if (failures-- > 0) await route.abort('failed');
    else await route.continue();
  });

  await page.goto(BLOG);
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'No se pudieron cargar los artículos del blog' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Menú' }).count()).toBe(1);
  await main.getByRole('button', { name: 'Reintentar' }).click();
  await page.locator('main a[href^="/ControlPanel/article/"]').first().waitFor();
});
