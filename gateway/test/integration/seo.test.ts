import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { restGet, startStack, type Stack } from '../support/stack';

/**
 * What crawlers read (issue 21 point 3): robots.txt, and a sitemap.xml of every public page
 * built from the real api on each request, so an offer approved or withdrawn is in or out at once.
 */
const PUBLIC_URL = 'https://moda.example';
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('full', { gateway: { publicUrl: PUBLIC_URL } });
});
afterAll(() => stack?.close());

async function fetchText(path: string) {
  const response = await fetch(stack.gateway.url + path);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** Each `<url>` of the sitemap: its address and, where given, its date. */
async function sitemap(): Promise<Map<string, string | null>> {
  const { status, type, text } = await fetchText('/sitemap.xml');
  expect(status).toBe(200);
  expect(type).toBe('application/xml; charset=utf-8');
  expect(text).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const urls = [...text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
  expect(urls.length).toBe(text.split('<url>').length - 1);
  return new Map(urls.map(([, loc, lastmod]) => [loc!, lastmod ?? null]));
}

const offerUrl = (id: string) => `${PUBLIC_URL}/ControlPanel/JobOfferDetail/${id}`;

async function graph<T>(query: string, token: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await stack.gateway.graphql<T>(query, { token, variables });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

describe('robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of the private ones and names the sitemap', async () => {
    const { status, type, text } = await fetchText('/robots.txt');
    expect(status).toBe(200);
    expect(type).toBe('text/plain; charset=utf-8');
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/graphql',
      '/api/',
      '/ControlPanel/offers/',
      '/ControlPanel/guardados',
      '/ControlPanel/misOfertas',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Profiles and posts say noindex in their pages, which a crawler must be let in to read.
    expect(text).not.toMatch(/Disallow: \/ControlPanel\/(profile|post|JobOfferDetail|offers$)/m);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists every list page, and every public offer, programme and article with its date where the api has one', async () => {
    const urls = await sitemap();
    for (const path of [
      '/',
      '/ControlPanel/explorer',
      '/ControlPanel/offers',
      '/ControlPanel/blog',
      '/ControlPanel/legal',
    ]) {
      expect(urls.has(PUBLIC_URL + path)).toBe(true);
    }
    const offers = await restGet<{ offers: { _id: string }[]; total: number }>(
      stack.api.url,
      '/api/offers?page=1&limit=100',
    );
    expect(offers.total).toBeGreaterThan(0);
    expect(offers.total).toBeLessThanOrEqual(100);
    for (const { _id } of offers.offers) expect(urls.get(offerUrl(_id))).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const blog = await restGet<{ data: { _id: string; publishedDate: string }[] }>(stack.api.url, '/api/blog');
    for (const { _id, publishedDate } of blog.data) {
      expect(urls.get(`${PUBLIC_URL}/ControlPanel/article/${_id}`)).toBe(publishedDate);
    }
    const institutions = await restGet<{ institutions: { programs: { _id: string }[] }[] }>(
      stack.api.url,
      '/api/offers/educational/institutions?page=1&limit=100',
    );
    const programmes = institutions.institutions.flatMap(({ programs }) => programs.map(({ _id }) => _id));
    expect(programmes.length).toBeGreaterThan(0);
    for (const id of programmes) expect(urls.has(`${PUBLIC_URL}/ControlPanel/EducationalOfferDetail/${id}`)).toBe(true);
    // The list's own address, never the duplicate with an offer open.
    expect([...urls.keys()].filter((url) => url.includes('/ControlPanel/offers/'))).toEqual([]);
    expect(urls.size).toBe(12 + offers.total + programmes.length + blog.data.length);
  });

  it('takes in an offer the operator approves, and drops one its company withdraws, at once', async () => {
    const operator = await signIn(stack, 'operador@demo.es');
    type Queue = {
      moderationQueue: {
        pendingJobOffers: { edges: { node: { id: string; internalID: string; status: string; revision: number } }[] };
      };
    };
    const queue = await graph<Queue>(
      '{ moderationQueue { pendingJobOffers(first: 20) { edges { node { id internalID status revision } } } } }',
      operator,
    );
    const pending = queue.moderationQueue.pendingJobOffers.edges
      .map(({ node }) => node)
      .find((node) => node.status === 'PENDING')!;
    expect((await sitemap()).has(offerUrl(pending.internalID))).toBe(false);
    type Approved = { approveOffer: { jobOffer: { status: string } | null; userErrors: unknown[] } };
    const approved = await graph<Approved>(
      'mutation ($id: ID!, $revision: Int) { approveOffer(input: { offerId: $id, revision: $revision }) { jobOffer { status } userErrors { message } } }',
      operator,
      { id: pending.id, revision: pending.revision },
    );
    expect(approved.approveOffer).toEqual({ jobOffer: { status: 'ACCEPTED' }, userErrors: [] });
    expect((await sitemap()).has(offerUrl(pending.internalID))).toBe(true);

    const company = await signIn(stack, 'empresa@demo.es');
    type Managed = { viewer: { managedJobOffers: { edges: { node: { id: string; internalID: string } }[] } } };
    const managed = await graph<Managed>(
      '{ viewer { managedJobOffers(status: ACCEPTED, first: 1) { edges { node { id internalID } } } } }',
      company,
    );
    const withdrawn = managed.viewer.managedJobOffers.edges[0]!.node;
    expect((await sitemap()).has(offerUrl(withdrawn.internalID))).toBe(true);
    type Withdrawn = { setJobOfferStatus: { userErrors: unknown[] } };
    const set = await graph<Withdrawn>(
      'mutation ($id: ID!) { setJobOfferStatus(input: { offerId: $id, status: CANCELLED }) { userErrors { message } } }',
      company,
      { id: withdrawn.id },
    );
    expect(set.setJobOfferStatus.userErrors).toEqual([]);
    expect((await sitemap()).has(offerUrl(withdrawn.internalID))).toBe(false);
  });

  it('answers 503 with a Spanish line when the api cannot be read', async () => {
    const own = await startStack('none');
    await own.api.close();
    const response = await fetch(`${own.gateway.url}/sitemap.xml`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.text()).toBe('El mapa del sitio no está disponible ahora; vuelve a intentarlo en un minuto.');
    await own.close();
  });
});
