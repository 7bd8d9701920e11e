import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startGateway } from '../support/gateway';
import { restGet, startStack, type Stack } from '../support/stack';
import { signIn } from '../support/accounts';
import { fakeWebDist, INDEX_WITH_HEAD, type FakeWebDist } from '../support/web-dist';

/**
 * First paint without the round trip (issue 21 point 5): a public page's HTML carries the
 * anonymous answers of the queries its route opens with, under their trusted-document ids,
 * and a preload of the image it opens on; from the real api, over HTTP.
 */

const manifest = JSON.parse(readFileSync(loadConfig({}).trustedDocumentsFile, 'utf8')) as Record<string, string>;
const idOf = (name: string) => Object.keys(manifest).find((id) => manifest[id]!.startsWith(`query ${name}`));

interface Embedded {
  id: string;
  variables: Record<string, unknown>;
  response: { data: Record<string, unknown>; errors?: unknown[] };
}

let stack: Stack;
let dist: FakeWebDist;
beforeAll(async () => {
  dist = await fakeWebDist();
  await writeFile(join(dist.dir, 'index.html'), INDEX_WITH_HEAD);
  stack = await startStack('full', { gateway: { webDistDir: dist.dir, pageData: true } });
});
afterAll(async () => {
  await stack?.close();
  await dist?.remove();
});

async function page(url: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(url + path, { headers: { accept: 'text/html', ...headers } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  const preload = /<link rel="preload" as="image" [^>]*>/.exec(html)?.[0] ?? null;
  const embedded = json ? (JSON.parse(json) as Embedded[]) : null;
  const answer = (name: string) => embedded?.find((entry) => entry.id === idOf(name));
  return { html, embedded, answer, preload };
}

describe("a public page's first answers in its HTML", () => {
  it('carries the explorer page and the shell, as the app asks for them, and preloads the first image', async () => {
    const explorer = await page(stack.gateway.url, '/ControlPanel/explorer');
    expect(explorer.embedded!.map(({ id }) => id)).toEqual([idOf('ShellRouteQuery'), idOf('ExplorerPageQuery')]);
    expect(explorer.answer('ShellRouteQuery')!.response.data).toEqual({ viewer: null, notificationCenter: null });
    const grid = explorer.answer('ExplorerPageQuery')!.response.data.explorer as {
      edges: { node: { image: { url: string; srcSet: string } } }[];
    };
    expect(grid.edges).toHaveLength(14);
    const first = grid.edges[0]!.node.image;
    expect(explorer.preload).toContain(`href="${first.url}"`);
    expect(explorer.preload).toContain(`imagesrcset="${first.srcSet}"`);
    expect(explorer.preload).toContain('imagesizes="(max-width: 768px) 50vw');
    expect(explorer.preload).toContain('fetchpriority="high"');
    // Inside the head, after the page's own title.
    expect(explorer.html.indexOf('id="page-data"')).toBeLessThan(explorer.html.indexOf('</head>'));
  });

  it("carries an offer's detail and the offers, blog and directory lists", async () => {
    const { offers } = await restGet<{ offers: { _id: string; position: string }[] }>(
      stack.api.url,
      '/api/offers?page=1&limit=1',
    );
    const detail = await page(stack.gateway.url, `/ControlPanel/JobOfferDetail/${offers[0]!._id}`);
    const offer = detail.answer('JobOfferDetailPageQuery')!;
    expect(offer.variables).toEqual({ internalID: offers[0]!._id });
    expect(offer.response.data.jobOffer).toMatchObject({ position: offers[0]!.position });

    const list = await page(stack.gateway.url, '/ControlPanel/offers');
    expect(list.answer('OffersPageQuery')!.variables).toEqual({ internshipsOnly: false });
    const blog = await page(stack.gateway.url, '/ControlPanel/blog');
    const articles = blog.answer('BlogPageQuery')!.response.data.articles as { edges: { node: { image: string } }[] };
    expect(blog.preload).toBe(
      `<link rel="preload" as="image" href="${articles.edges[0]!.node.image}" fetchpriority="high" />`,
    );
    for (const [path, name] of [
      ['/ControlPanel/creatives', 'CreativesPageQuery'],
      ['/ControlPanel/fashion', 'FashionPageQuery'],
      ['/ControlPanel/magazine', 'MagazinePageQuery'],
    ] as const) {
      expect((await page(stack.gateway.url, path)).answer(name)?.response.data, path).toBeTruthy();
    }
  });

  it('leaves filtered lists, private pages and the landing to the app', async () => {
    for (const path of ['/ControlPanel/offers?texto=patronista', '/ControlPanel/guardados', '/', '/login']) {
      expect((await page(stack.gateway.url, path)).embedded, path).toBeNull();
    }
  });

  it('is what anyone would get, whoever asks for the page', async () => {
    const token = await signIn(stack, 'creativa@demo.es');
    const explorer = await page(stack.gateway.url, '/ControlPanel/explorer', {
      authorization: `Bearer ${token}`,
      cookie: `token=${token}`,
    });
    expect(explorer.answer('ShellRouteQuery')!.response.data).toEqual({ viewer: null, notificationCenter: null });
  });

  it('escapes what users write: an offer title cannot close the script that holds it', async () => {
    const { offers } = await restGet<{ offers: { _id: string }[] }>(stack.api.url, '/api/offers?page=1&limit=3');
    const hostile = '</script><script>alert("x")</script><!--';
    await stack.api.db.updateTable('job_offers').set({ position: hostile }).where('id', '=', offers[2]!._id).execute();
    const detail = await page(stack.gateway.url, `/ControlPanel/JobOfferDetail/${offers[2]!._id}`);
    expect(detail.html).not.toContain('<script>');
    expect(detail.html).not.toContain('<!--');
    expect(detail.answer('JobOfferDetailPageQuery')!.response.data.jobOffer).toMatchObject({ position: hostile });
  });

  it('is not embedded with PAGE_DATA=off', async () => {
    const bare = await startGateway({ apiUrl: stack.api.url, webDistDir: dist.dir, pageData: false });
    try {
      const explorer = await page(bare.url, '/ControlPanel/explorer');
      expect(explorer.embedded).toBeNull();
      expect(explorer.preload).toBeNull();
      expect(explorer.html).toContain('<title>Explorador · Moda Talento</title>');
    } finally {
      await bare.close();
    }
  });
});
