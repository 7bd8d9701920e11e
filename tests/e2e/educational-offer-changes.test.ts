import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowserPage } from './browser';
import { approveAsOperator, asVisitor, graph, sessionToken } from './graph';
import { signIn } from './session';

// Issue 17 for educational offers, in Chromium against the real product: an institution edits a
// live programme; a visitor keeps seeing the approved version on its page while the edit waits;
// the operator finds it on /ControlPanel/moderacion ('Ver más' while it is further down the
// queue) and approves it; the visitor then sees the new version.

const browser = useBrowserPage();

/** The programme's page shows this name as its title. */
async function detailTitled(page: Page, internalID: string, name: string): Promise<void> {
  await page.goto(`/ControlPanel/EducationalOfferDetail/${internalID}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The queue's item titled `title`, loading the next pages until it shows. */
async function queueItem(page: Page, title: string): Promise<Locator> {
  const region = page.getByRole('region', { name: /Ofertas formativas pendientes/ });
  const item = region
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  await region.getByRole('listitem').first().waitFor();
  while ((await item.count()) === 0) {
    await region.getByRole('button', { name: 'Ver más' }).click();
    await region.getByRole('button', { name: 'Cargando...' }).waitFor({ state: 'detached' });
  }
  return item;
}

test('an edit of a live programme waits for review while visitors see the approved version, then replaces it', async () => {
  const { page } = browser;
  const suffix = Date.now().toString(36);
  const before = `Curso de estilismo ${suffix}`;
  const after = `Curso de estilismo editorial ${suffix}`;

  // A live programme of the demo institution: published and approved.
  await signIn(page, 'institucion@demo.es');
  const created = await graph<{
    createEducationalOffer: { offer: { id: string; internalID: string; revision: number } };
  }>(
    page,
    `mutation ($input: CreateEducationalOfferInput!) { createEducationalOffer(input: $input) { offer { id internalID revision } } }`,
    {
      input: {
        offer: {
          programName: before,
          city: 'Madrid',
          country: 'España',
          educationType: 'COURSE',
          modality: 'ON_SITE',
          duration: 1,
          durationUnit: 'YEARS',
        },
      },
    },
    await sessionToken(page),
  );
  const offer = created.createEducationalOffer.offer;
  await signIn(page, 'operador@demo.es');
  await approveAsOperator(page, await sessionToken(page), offer);

  // The institution edits it: the form says before saving that it stays published as it is.
  await signIn(page, 'institucion@demo.es');
  await page.goto(`/ControlPanel/edit-educational-offer/${offer.internalID}`);
  await page.getByText('Tu oferta seguirá publicada tal como está mientras revisamos los cambios.').waitFor();
  await page.getByLabel('Nombre del programa *').fill(after);
  await page.getByRole('button', { name: 'Actualizar oferta educativa' }).click();
  await page.waitForURL('**/ControlPanel/fashion');
  await page
    .getByRole('status')
    .getByText('Cambios guardados. Tu oferta seguirá publicada tal como está hasta que revisemos los cambios.')
    .waitFor();

  // A visitor still sees the approved version.
  await asVisitor(page);
  await detailTitled(page, offer.internalID, before);
  expect(await page.getByText(after).count()).toBe(0);

  // The operator finds the new version in the queue and approves it.
  await signIn(page, 'operador@demo.es');
  await page.goto('/ControlPanel/moderacion');
  const item = await queueItem(page, after);
  await item.getByText(/^Cambios en una oferta publicada/).waitFor();
  await item.getByRole('button', { name: 'Aprobar' }).click();
  await page.getByText('Cambios aprobados: la oferta publicada ya los muestra.').waitFor();

  // The visitor now sees the new version.
  await asVisitor(page);
  await detailTitled(page, offer.internalID, after);
});
