import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './axe';
import { useBrowserPage } from './browser';
import { approveAsOperator, asVisitor, graph, sessionToken } from './graph';
import { signIn } from './session';

// Issue 17, in Chromium against the real product: a company edits a live job offer; a visitor
// keeps seeing the approved version in the list and on its page while the edit waits; the
// operator approves it on /ControlPanel/moderacion and the visitor sees the new version.

const browser = useBrowserPage();

/** The public offers screen lists this position (the newest publication first). */
async function listedOnBoard(page: Page, position: string): Promise<void> {
  await page.goto('/ControlPanel/offers');
  await page.getByText(position, { exact: true }).first().waitFor();
}

/** The demo company's offer, created through the graph and approved by the operator's session. */
async function createLiveOffer(page: Page, position: string): Promise<Created> {
  await signIn(page, 'empresa@demo.es');
  const created = await graph<{ createJobOffer: { offer: Created } }>(
    page,
    `mutation ($input: CreateJobOfferInput!) { createJobOffer(input: $input) { offer { id internalID revision } } }`,
    {
      input: {
        offer: {
          position,
          jobType: 'FULL_TIME',
          locationType: 'ON_SITE',
          city: 'Madrid',
          country: 'España',
          descriptionEmployer: 'Estudio de fotografía de moda.',
          description: 'Estilismo para campañas y catálogos.',
          requiredProfile: 'Experiencia en producción de moda.',
        },
      },
    },
    await sessionToken(page),
  );
  const offer = created.createJobOffer.offer;
  await signIn(page, 'operador@demo.es');
  await approveAsOperator(page, await sessionToken(page), offer);
  return offer;
}

interface Created {
  id: string;
  internalID: string;
  revision: number;
}

/** The company changes one of its offers through the graph, with its own session. */
async function asCompany(page: Page, mutation: string, input: Record<string, unknown>): Promise<void> {
  await signIn(page, 'empresa@demo.es');
  await graph(page, mutation, { input }, await sessionToken(page));
}

const UPDATE = `mutation ($input: UpdateJobOfferInput!) { updateJobOffer(input: $input) { userErrors { message } } }`;
const DEACTIVATE = `mutation ($input: SetJobOfferStatusInput!) {
  setJobOfferStatus(input: $input) { userErrors { message } }
}`;

test('an edit of a live offer waits for review while visitors see the approved version, then replaces it', async () => {
  const { page } = browser;
  const suffix = Date.now().toString(36);
  const before = `Estilista de plató ${suffix}`;
  const after = `Estilista de editorial ${suffix}`;

  // A live offer of the demo company: published and approved.
  const offer = await createLiveOffer(page, before);

  // The company edits it: the form says before saving that it stays published as it is.
  await signIn(page, 'empresa@demo.es');
  await page.goto(`/ControlPanel/edit-offer/${offer.internalID}`);
  await page.getByRole('button', { name: 'Actualizar oferta' }).waitFor();
  await page.getByText('Tu oferta seguirá publicada tal como está mientras revisamos los cambios.').waitFor();
  expect(await axeViolations(page), 'edit-offer of a live offer, 1280 px').toEqual([]);
  await page.getByLabel('Título del puesto *').fill(after);
  await page.getByRole('button', { name: 'Actualizar oferta' }).click();
  await page.waitForURL('**/ControlPanel/misOfertas');
  await page
    .getByRole('status')
    .getByText('Cambios guardados. Tu oferta seguirá publicada tal como está hasta que revisemos los cambios.')
    .waitFor();
  // My Offers: live, under 'Activas', with its changes marked.
  await page.getByText(before, { exact: true }).first().waitFor();
  await page.getByText('Cambios pendientes de revisión').first().waitFor();
  expect(await axeViolations(page), 'misOfertas with changes waiting, 1280 px').toEqual([]);

  // A visitor still sees the approved version, in the list and on its page.
  await asVisitor(page);
  await listedOnBoard(page, before);
  expect(await page.getByText(after, { exact: true }).count()).toBe(0);
  await page.goto(`/ControlPanel/JobOfferDetail/${offer.internalID}`);
  await page.getByRole('heading', { level: 1, name: before }).waitFor();
  expect(await page.getByText('Cerrada').count()).toBe(0);

  // The operator sees the new version in the queue and approves it.
  await signIn(page, 'operador@demo.es');
  await page.goto('/ControlPanel/moderacion');
  await page.getByRole('heading', { name: 'Moderación', level: 1 }).waitFor();
  const item = page
    .getByRole('region', { name: /Ofertas de trabajo pendientes/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: after, exact: true }) });
  await item.getByText(/^Cambios en una oferta publicada/).waitFor();
  await item.getByRole('button', { name: 'Aprobar' }).click();
  await page.getByText('Cambios aprobados: la oferta publicada ya los muestra.').waitFor();

  // The visitor now sees the new version.
  await asVisitor(page);
  await listedOnBoard(page, after);
  await page.goto(`/ControlPanel/JobOfferDetail/${offer.internalID}`);
  await page.getByRole('heading', { level: 1, name: after }).waitFor();
});

// Issue 18, point 12: the applicant reads the approved version of the offer they applied to,
// never an edit waiting for review, and only 'Oferta retirada' once it is no longer public.
test('an applicant sees the approved version of the offer they applied to, then that it was withdrawn', async () => {
  const { page } = browser;
  const suffix = Date.now().toString(36);
  const approved = `Sastra de plató ${suffix}`;
  const unreviewed = `Sastra sin revisar ${suffix}`;
  const rewritten = `Sastra reescrita ${suffix}`;
  const offer = await createLiveOffer(page, approved);
  await signIn(page, 'creativa@demo.es');
  await graph(
    page,
    `mutation ($input: ApplyToJobOfferInput!) { applyToJobOffer(input: $input) { message } }`,
    { input: { offerId: offer.id } },
    await sessionToken(page),
  );
  await asCompany(page, UPDATE, { offerId: offer.id, offer: { position: unreviewed } });

  // 'Aplicaciones enviadas', and the offer it leads to: the approved version.
  await signIn(page, 'creativa@demo.es');
  await page.goto('/ControlPanel/misOfertas');
  const card = page.getByRole('link', { name: approved, exact: true });
  await card.waitFor();
  expect(await page.getByText(unreviewed).count()).toBe(0);
  await card.click();
  await page.getByRole('heading', { level: 1, name: approved }).waitFor();
  expect(await page.getByText(unreviewed).count()).toBe(0);

  // Deactivated, then rewritten while hidden: the applicant is told it was withdrawn, nothing more.
  await asCompany(page, DEACTIVATE, { offerId: offer.id, status: 'CANCELLED' });
  await asCompany(page, UPDATE, { offerId: offer.id, offer: { position: rewritten } });
  await signIn(page, 'creativa@demo.es');
  await page.goto('/ControlPanel/misOfertas');
  await page.getByRole('heading', { level: 2, name: 'Oferta retirada' }).first().waitFor();
  for (const text of [approved, unreviewed, rewritten]) expect(await page.getByText(text).count()).toBe(0);
  expect(await axeViolations(page), 'misOfertas with a withdrawn offer, 1280 px').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), 'misOfertas with a withdrawn offer, 390 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
});
