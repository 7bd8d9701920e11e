import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowserPage } from './browser';
import { signIn } from './session';

/**
 * Issue 21 point 5: a public page opens on the answers its HTML carries, so a visitor's first
 * screen asks the graph nothing; a signed-in user's screens still ask for their own answers.
 */
const browser = useBrowserPage({ width: 412, height: 823 });

/** The /graphql requests the page has made so far, by operation name. */
function watchGraphQL(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    sent.push(body?.operationName ?? '(no name)');
  });
  return sent;
}

async function restGet<T>(path: string): Promise<T> {
  return (await (await fetch(`${inject('apiURL')}${path}`)).json()) as T;
}

/** One public record of each kind: an offer, an article, a programme. */
async function records() {
  const { offers } = await restGet<{ offers: { _id: string }[] }>('/api/offers?page=1&limit=1');
  const blog = await restGet<{ data: { _id: string }[] }>('/api/blog');
  const schools = await restGet<{ institutions: { programs: { _id: string }[] }[] }>(
    '/api/offers/educational/institutions?page=1&limit=20',
  );
  const programme = schools.institutions.flatMap(({ programs }) => programs)[0]!;
  return { offer: offers[0]!._id, article: blog.data[0]!._id, programme: programme._id };
}

test('public pages draw their first screen from the answers in their HTML, with no GraphQL request', async () => {
  const { page } = browser;
  const { offer, article, programme } = await records();
  const heading = () => page.getByRole('heading', { level: 1 }).first().waitFor();
  const pages: Array<[string, () => Promise<void>]> = [
    ['/', heading],
    ['/ControlPanel/explorer', () => page.locator('main a[href^="/ControlPanel/post/"] img').first().waitFor()],
    ['/ControlPanel/offers', () => page.locator('main article h2, main article h3').first().waitFor()],
    [
      '/ControlPanel/blog',
      () => page.getByRole('region', { name: 'Artículos destacados' }).locator('h2').first().waitFor(),
    ],
    [`/ControlPanel/JobOfferDetail/${offer}`, heading],
    [`/ControlPanel/article/${article}`, heading],
    [`/ControlPanel/EducationalOfferDetail/${programme}`, heading],
    ['/ControlPanel/magazine', () => page.locator('main img').first().waitFor()],
    ['/ControlPanel/legal', heading],
    ['/ControlPanel/creatives', () => page.getByRole('tabpanel').getByRole('link').first().waitFor()],
    ['/ControlPanel/fashion', () => page.locator('main article').first().waitFor()],
  ];
  for (const [path, drawn] of pages) {
    const sent = watchGraphQL(page);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    const html = await (await page.goto(path, { waitUntil: 'commit' }))!.text();
    await drawn();
    expect(sent, path).toEqual([]);
    // Every script the first screen needed was named in the HTML: none waited for another to run.
    const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, file]) => file));
    expect(
      [...scripts].filter((file) => !named.has(file)),
      path,
    ).toEqual([]);
    page.removeAllListeners('request');
  }
});

test("the explorer's first image is fetched once: the preload picks the file the grid shows", async () => {
  const { page } = browser;
  await page.goto('/ControlPanel/explorer');
  const first = page.locator('main a[href^="/ControlPanel/post/"] img').first();
  await first.waitFor();
  await page.waitForLoadState('networkidle');
  const shown = await first.evaluate((image: HTMLImageElement) => image.currentSrc);
  const preloaded = await page.evaluate(() => {
    const hint = document.querySelector('link[rel="preload"][as="image"]');
    return hint?.getAttribute('href') ?? null;
  });
  expect(preloaded).not.toBeNull();
  // The same picture, in whichever variant the screen's width asks for: one download of it.
  const stem = preloaded!
    .replace(/\.[a-z]+$/, '')
    .split('/')
    .pop()!;
  const fetched = await page.evaluate(
    (name) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes(name)),
    stem,
  );
  expect(fetched).toEqual([shown]);
});

test('a signed-in user does not open on the anonymous answers', async () => {
  const { page } = browser;
  await signIn(page, 'creativa@demo.es');
  const sent = watchGraphQL(page);
  await page.goto('/ControlPanel/explorer');
  await page.locator('main a[href^="/ControlPanel/post/"] img').first().waitFor();
  expect(sent).toEqual(expect.arrayContaining(['ShellRouteQuery', 'ExplorerPageQuery']));
  // The shell shows the account's own menu, not a visitor's.
  await page
    .getByRole('button', { name: /perfil|cuenta/i })
    .first()
    .waitFor();
});
