import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessibleAtBothWidths } from './axe';
import { useBrowserPage } from './browser';
import { queryResponse, sendsOperation, upstreamCalls } from './operations';
import { signIn } from './session';

// My Offers of an institution (issue 12), in Chromium against the real product: the demo
// institution sees its programmes with their status labels, deactivates one ('Inactiva' at
// once, no reload) and deletes another after confirming (it leaves the list and the count);
// axe-core at 1280 and 390 px. It works on two programmes of its own making, so the seeded
// ones that other tests find stay as they are.

const browser = useBrowserPage();

/** Asks the graph with the page's session (or `token`). */
async function ask<T>(page: Page, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const bearer = token ?? (await page.evaluate(() => localStorage.getItem('authToken')));
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const CREATE = `mutation E2ECreateProgramme($input: CreateEducationalOfferInput!) {
  createEducationalOffer(input: $input) { offer { id } userErrors { message } }
}`;

/** A pending programme of the signed-in institution; its global ID. */
async function createProgramme(page: Page, programName: string): Promise<string> {
  const offer = {
    programName,
    city: 'Madrid',
    country: 'España',
    educationType: 'MASTER',
    modality: 'HYBRID',
    duration: 1,
    description: 'Un programa de prueba.',
  };
  const data = await ask<{ createEducationalOffer: { offer: { id: string } | null; userErrors: unknown[] } }>(
    page,
    CREATE,
    { input: { offer } },
  );
  expect(data.createEducationalOffer.userErrors).toEqual([]);
  return data.createEducationalOffer.offer!.id;
}

/** The count above the list, '12 ofertas'. */
async function shownCount(page: Page): Promise<number> {
  return Number(/(\d+) oferta/.exec((await page.getByText(/^\d+ ofertas?$/).textContent()) ?? '')?.[1]);
}

const card = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

test('the institution deactivates one programme and deletes another from My Offers, in place', async () => {
  const { page } = browser;
  const stamp = Date.now().toString(36);
  const active = `Programa activo ${stamp}`;
  const pending = `Programa pendiente ${stamp}`;

  await signIn(page, 'operador@demo.es');
  const operator = (await page.evaluate(() => localStorage.getItem('authToken')))!;
  await signIn(page, 'institucion@demo.es');
  const activeId = await createProgramme(page, active);
  await createProgramme(page, pending);
  await ask(
    page,
    // A programme just created is at its first version, the one the operator approves.
    'mutation E2EApprove($id: ID!) { approveOffer(input: { offerId: $id, revision: 1 }) { offerId } }',
    {
      id: activeId,
    },
    operator,
  );

  const answer = queryResponse(page, 'MyOffersPageQuery');
  await page.goto('/ControlPanel/misOfertas');
  const calls = await upstreamCalls(answer, "An institution's My Offers (MyOffersPageQuery)");
  expect(calls).toBeLessThanOrEqual(3);
  await page.getByRole('heading', { level: 2, name: active, exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Ofertas educativas' }).getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => card(page, active).textContent()).toContain('Activa');
  expect(await card(page, pending).textContent()).toContain('Pendiente de aprobación');
  expect(await card(page, active).getByRole('link', { name: active, exact: true }).getAttribute('href')).toMatch(
    /^\/ControlPanel\/EducationalOfferDetail\//,
  );
  await expectAccessibleAtBothWidths(page, 'My Offers of an institution');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Nothing reads the page again after a change: the store follows.
  const reads: string[] = [];
  page.on('request', (request) => {
    if (sendsOperation(request.postData(), 'MyOffersPageQuery')) reads.push(request.url());
  });

  await page.getByRole('button', { name: `Desactivar «${active}»` }).click();
  const deactivate = page.getByRole('dialog', { name: 'Desactivar oferta' });
  await deactivate.getByRole('button', { name: 'Desactivar' }).click();
  await expect.poll(() => card(page, active).textContent()).toContain('Inactiva');
  expect(await card(page, active).getByRole('link', { name: active, exact: true }).count()).toBe(0);
  expect(await page.getByRole('dialog').count()).toBe(0);

  const before = await shownCount(page);
  await page.getByRole('button', { name: `Eliminar «${pending}»` }).click();
  const remove = page.getByRole('dialog', { name: 'Eliminar oferta' });
  await remove.getByRole('button', { name: 'Eliminar' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 2, name: pending, exact: true }).count()).toBe(0);
  expect(await shownCount(page)).toBe(before - 1);
  expect(reads).toEqual([]);

  // The server agrees after a reload.
  await page.reload();
  await page.getByRole('heading', { level: 2, name: active, exact: true }).waitFor();
  expect(await card(page, active).textContent()).toContain('Inactiva');
  expect(await page.getByRole('heading', { level: 2, name: pending, exact: true }).count()).toBe(0);
});
