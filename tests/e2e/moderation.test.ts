import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './axe';
import { useBrowserPage } from './browser';
import { graph, sessionToken } from './graph';
import { signIn } from './session';

// Moderation while the product runs (issue 11), in Chromium against the real product: the
// operator approves a pending job offer on /ControlPanel/moderacion and it appears in the
// public list; a creative cannot open the screen. The approval stays (the data directory is
// the run's own).

const browser = useBrowserPage();

const jobQueue = (page: Page) => page.getByRole('region', { name: /Ofertas de trabajo pendientes/ });

/** The number in a queue's heading, '(3)'. */
async function queueCount(page: Page): Promise<number> {
  const heading = await jobQueue(page).getByRole('heading', { level: 2 }).textContent();
  return Number(/\((\d+)\)/.exec(heading ?? '')?.[1]);
}

/** Public job offers, newest publication first, as any visitor's list reads them. */
async function publicPositions(page: Page): Promise<string[]> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: { query: 'query { jobOffers(first: 5) { edges { node { position } } } }' },
  });
  const body = (await response.json()) as { data: { jobOffers: { edges: { node: { position: string } }[] } } };
  return body.data.jobOffers.edges.map((edge) => edge.node.position);
}

test('the operator approves a pending job offer, which leaves the queue and appears in the public list', async () => {
  const { page } = browser;
  await signIn(page, 'operador@demo.es');
  await page.goto('/ControlPanel/moderacion');
  await page.getByRole('heading', { name: 'Moderación', level: 1 }).waitFor();
  const first = jobQueue(page).getByRole('listitem').first();
  await first.waitFor();
  await page
    .getByRole('region', { name: /Cuentas profesionales sin verificar/ })
    .getByText('pendiente@demo.es')
    .waitFor();
  expect(await axeViolations(page), 'moderacion, 1280 px').toEqual([]);

  // The operator's menus lead here: the sidebar and the profile dropdown.
  const sidebarEntry = page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Moderación' });
  expect(await sidebarEntry.getAttribute('aria-current')).toBe('page');
  await page.getByRole('button', { name: 'Mi perfil' }).click();
  expect(await page.getByRole('link', { name: 'Moderación' }).count()).toBe(2);
  await page.keyboard.press('Escape');

  const position = (await first.getByRole('heading', { level: 3 }).textContent())!;
  const before = await queueCount(page);
  await first.getByRole('button', { name: 'Aprobar' }).click();
  await page.getByText('Oferta aprobada: ya es pública.').waitFor();
  await expect.poll(() => queueCount(page)).toBe(before - 1);
  await expect
    .poll(() => jobQueue(page).getByRole('heading', { level: 3, name: position, exact: true }).count())
    .toBe(0);

  // Approval is publication: the newest public offer, in the graph and on the offers screen
  // (the seed repeats some positions, so the order tells it).
  expect((await publicPositions(page))[0]).toBe(position);
  await page.goto('/ControlPanel/offers');
  await page.getByText(position, { exact: true }).first().waitFor();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ControlPanel/moderacion');
  await jobQueue(page).waitFor();
  expect(await axeViolations(page), 'moderacion, 390 px').toEqual([]);
  // On a phone, the side menu leads here.
  await page.goto('/ControlPanel/explorer');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Moderación' }).click();
  await page.waitForURL('**/ControlPanel/moderacion');
  await jobQueue(page).waitFor();
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a creative cannot open the moderation screen nor finds it in the menu', async () => {
  const { page } = browser;
  await signIn(page, 'creativa@demo.es');
  await page.goto('/ControlPanel/moderacion');
  await page.getByRole('heading', { name: 'No tienes acceso a la moderación' }).waitFor();
  expect(await page.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
  expect(await axeViolations(page), 'moderacion refused, 1280 px').toEqual([]);
  await page.getByRole('button', { name: 'Mi perfil' }).click();
  await page.getByRole('link', { name: 'Ver mi perfil' }).waitFor();
  expect(await page.getByRole('link', { name: 'Moderación' }).count()).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Blog' }).waitFor();
  expect(await page.getByRole('link', { name: 'Moderación' }).count()).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
});

// Issue 18, point 11: an approval publishes only the version the operator read. The company
// edits its new offer while the operator's screen shows it: the approval is refused with the
// server's words, the queue shows the new version, and approving that one publishes it.
test('an offer edited while the operator reads it is not approved; the queue then shows the new version', async () => {
  const { page } = browser;
  const suffix = Date.now().toString(36);
  const read = `Bordadora leída ${suffix}`;
  const edited = `Bordadora editada ${suffix}`;
  const form = {
    position: read,
    jobType: 'PART_TIME',
    locationType: 'ON_SITE',
    city: 'Sevilla',
    country: 'España',
    descriptionEmployer: 'Taller de bordado.',
    description: 'Bordado a mano de trajes de flamenca.',
    requiredProfile: 'Experiencia en bordado.',
  };
  await signIn(page, 'empresa@demo.es');
  const companyToken = await sessionToken(page);
  const created = await graph<{ createJobOffer: { offer: { id: string; internalID: string } } }>(
    page,
    `mutation ($input: CreateJobOfferInput!) { createJobOffer(input: $input) { offer { id internalID } } }`,
    { input: { offer: form } },
    companyToken,
  );
  const offerId = created.createJobOffer.offer.id;

  await signIn(page, 'operador@demo.es');
  await page.goto('/ControlPanel/moderacion');
  const item = (position: string) =>
    jobQueue(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: position, exact: true }) });
  await item(read).waitFor();

  await graph(
    page,
    `mutation ($input: UpdateJobOfferInput!) { updateJobOffer(input: $input) { message } }`,
    { input: { offerId, offer: { ...form, position: edited } } },
    companyToken,
  );
  await item(read).getByRole('button', { name: 'Aprobar' }).click();
  await page.getByText('La oferta ha cambiado desde que la revisaste: revisa la nueva versión.').waitFor();
  await item(edited).waitFor();
  expect(await item(read).count()).toBe(0);
  expect(await publicPositions(page)).not.toContain(read);

  await item(edited).getByRole('button', { name: 'Aprobar' }).click();
  await page.getByText('Oferta aprobada: ya es pública.').waitFor();
  expect((await publicPositions(page))[0]).toBe(edited);
});
