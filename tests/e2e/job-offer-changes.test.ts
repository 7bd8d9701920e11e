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

test('an edit of a live offer waits for review while visitors see the approved version, then replaces it', async () => {
  const { page } = browser;
  const suffix = Date.now().toString(36);
  const before = `Estilista de plató ${suffix}`;
  const after = `Estilista de editorial ${suffix}`;

  // A live offer of the demo company: published and approved.
  await signIn(page, 'empresa@demo.es');
  const companyToken = await sessionToken(page);
  const created = await graph<{ createJobOffer: { offer: { id: string; internalID: string } } }>(
    page,
    `mutation ($input: CreateJobOfferInput!) { createJobOffer(input: $input) { offer { id internalID } } }`,
    {
      input: {
        offer: {
          position: before,
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
    companyToken,
  );
  const offer = created.createJobOffer.offer;
  await signIn(page, 'operador@demo.es');
  const operatorToken = await sessionToken(page);
  await approveAsOperator(page, operatorToken, offer.id);

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
