import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessibleAtBothWidths } from './axe';
import { embeddedAnswer, queryResponse, upstreamCalls } from './operations';
import { useBrowserPage } from './browser';
import { DEMO_PASSWORD, signIn } from './session';

// The public offers list, an offer's detail and applying, in Chromium against the real
// product and its seed (part 2 §2 Offers list, Job offer detail, Offer view; §5, §8).

const browser = useBrowserPage();
const CREATIVE = 'creativa@demo.es';

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');

interface OfferFacts {
  internalID: string;
  position: string;
  types: string[];
}

/** The public offers the signed-in user has not applied to, with their questions' types. */
async function offersToApply(page: Page): Promise<OfferFacts[]> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` },
    data: {
      query: `{ jobOffers(first: 50) { edges { node {
        internalID position viewerIsOwner viewerApplication { id } extraQuestions { responseType } } } } }`,
    },
  });
  type Node = {
    internalID: string;
    position: string;
    viewerIsOwner: boolean;
    viewerApplication: { id: string } | null;
    extraQuestions: Array<{ responseType: string }>;
  };
  const body = (await response.json()) as { data: { jobOffers: { edges: Array<{ node: Node }> } } };
  return body.data.jobOffers.edges
    .map((edge) => edge.node)
    .filter((node) => !node.viewerApplication && !node.viewerIsOwner)
    .map((node) => ({
      internalID: node.internalID,
      position: node.position,
      types: node.extraQuestions.map((q) => q.responseType),
    }));
}

/** Answers the open modal's questions: text, number and url typed, booleans set to Sí. */
async function answerQuestions(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Preguntas adicionales' });
  const continuar = dialog.getByRole('button', { name: 'Continuar' });
  expect(await continuar.getAttribute('aria-disabled')).toBe('true');
  for (const area of await dialog.locator('textarea').all()) await area.fill('Dos colecciones de punto en un taller.');
  for (const input of await dialog.locator('input[type="number"]').all()) await input.fill('3');
  for (const input of await dialog.locator('input[type="url"]').all()) await input.fill('https://ana.example.com');
  for (const yes of await dialog.getByRole('radio', { name: 'Sí' }).all()) await yes.check();
  expect(await continuar.getAttribute('aria-disabled')).toBe('false');
  await continuar.click();
}

async function applyTo(page: Page, offer: OfferFacts) {
  await page.goto(`/ControlPanel/JobOfferDetail/${offer.internalID}`);
  await page.getByRole('heading', { level: 1, name: offer.position }).waitFor();
  await page.getByRole('button', { name: 'Inscribirme a esta oferta' }).click();
  if (offer.types.length > 0) await answerQuestions(page);
  const confirm = page.getByRole('dialog', { name: 'Confirmar inscripción' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Confirmar inscripción' }).click();
  // From the store: the modal closes and the button turns, without reading the offer again.
  await page.getByRole('button', { name: 'Ya inscrito' }).waitFor();
  expect(await page.getByRole('button', { name: 'Ya inscrito' }).isDisabled()).toBe(true);
  // Applied on the server: still 'Ya inscrito' after a reload.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: offer.position }).waitFor();
  expect(await page.getByRole('button', { name: 'Ya inscrito' }).isDisabled()).toBe(true);
}

describe('job offers', () => {
  test("a visitor filters the list to 'Prácticas' in Madrid, keeps the filter over a reload and opens an offer", async () => {
    const { page } = browser;
    const listQuery = embeddedAnswer(page.goto('/ControlPanel/offers'), 'OffersPageQuery');
    await page.getByRole('heading', { level: 1, name: 'Ofertas de empleo' }).waitFor();
    await cards(page).first().waitFor();
    const listCost = await upstreamCalls(listQuery, 'OffersPageQuery (20 offers)');
    expect(listCost).toBeLessThanOrEqual(3);
    await expectAccessibleAtBothWidths(page, 'offers list');

    // The infinite list: scrolling to its end loads the next pages until the count is reached.
    const total = Number.parseInt((await page.getByText(/^\d+ ofertas?$/).textContent()) ?? '', 10);
    expect(total).toBeGreaterThan(20);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 20_000);
          return cards(page).count();
        },
        { timeout: 15_000 },
      )
      .toBe(total);

    await page.getByRole('tab', { name: 'Prácticas' }).click();
    await page.getByLabel('Ciudad').fill('Madrid');
    // Both in the URL: the city typed while the tab's list loads keeps the tab.
    await page.waitForURL(
      (url) => url.searchParams.get('contrato') === 'practicas' && url.searchParams.get('ciudad') === 'Madrid',
    );
    // The URL changes before the new list shows: wait for cards that all match.
    const metaTexts = () =>
      page
        .getByRole('tabpanel')
        .getByText(/\| .* \|/)
        .allTextContents();
    // Polled as the cards that do not match, so a failure shows them.
    await expect
      .poll(async () => {
        const shown = await metaTexts();
        return shown.length > 0 ? shown.filter((meta) => !/^Madrid \| Prácticas \| /.test(meta)) : ['(ninguna)'];
      })
      .toEqual([]);
    const metas = await metaTexts();
    const count = await page.getByText(/^\d+ ofertas?$/).textContent();
    expect(Number.parseInt(count ?? '', 10)).toBe(metas.length);

    // The filters live in the URL: a reload shows the same list and the same fields.
    await page.reload();
    await cards(page).first().waitFor();
    expect(await page.getByLabel('Ciudad').inputValue()).toBe('Madrid');
    expect(await page.getByRole('tab', { name: 'Prácticas' }).getAttribute('aria-selected')).toBe('true');
    expect(await cards(page).count()).toBe(metas.length);

    const first = cards(page).first().getByRole('link');
    const position = (await first.textContent()) ?? '';
    const detailQuery = queryResponse(page, 'JobOfferDetailPageQuery');
    await first.click();
    await page.waitForURL(/\/ControlPanel\/JobOfferDetail\//);
    await page.getByRole('heading', { level: 1, name: position }).waitFor();
    expect(await upstreamCalls(detailQuery, 'JobOfferDetailPageQuery')).toBeLessThanOrEqual(3);
    await page.getByRole('button', { name: 'Inscribirme a esta oferta' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'offer detail');
  });

  test("a creative applies to offers with questions of each type and sees 'Ya inscrito' after a reload", async () => {
    const { page } = browser;
    await signIn(page, CREATIVE);
    const open = await offersToApply(page);
    const withNumberAndUrl = open.find((o) => o.types.includes('NUMBER') && o.types.includes('URL'));
    const withText = open.find((o) => o.types.includes('TEXT') && o !== withNumberAndUrl);
    expect(withNumberAndUrl, 'a seeded offer asking a number and a url').toBeDefined();
    expect(withText, 'a seeded offer asking a text').toBeDefined();
    const types = new Set([...withNumberAndUrl!.types, ...withText!.types]);
    expect([...types].sort()).toEqual(['BOOLEAN', 'NUMBER', 'TEXT', 'URL']);

    // The modal at both widths, with an answer missing: 'Continuar' says why it will not go on.
    const detailQuery = queryResponse(page, 'JobOfferDetailPageQuery');
    await page.goto(`/ControlPanel/JobOfferDetail/${withNumberAndUrl!.internalID}`);
    expect(await upstreamCalls(detailQuery, 'JobOfferDetailPageQuery, signed in')).toBeLessThanOrEqual(3);
    await page.getByRole('button', { name: 'Inscribirme a esta oferta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preguntas adicionales' });
    // aria-disabled, not disabled: a click still reaches it, and it says why it will not go on.
    await dialog.getByRole('button', { name: 'Continuar' }).click({ force: true });
    await dialog.getByText('Por favor, responde todas las preguntas.').waitFor();
    await expectAccessibleAtBothWidths(page, 'apply modal');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await applyTo(page, withNumberAndUrl!);
    await applyTo(page, withText!);

    // The signed-in offer view of the same offer.
    const viewQuery = queryResponse(page, 'OfferViewPageQuery');
    await page.goto(`/ControlPanel/offer/${withText!.internalID}`);
    await page.getByRole('heading', { level: 1, name: withText!.position }).waitFor();
    expect(await upstreamCalls(viewQuery, 'OfferViewPageQuery')).toBeLessThanOrEqual(4);
    await page.getByText('Activa', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Ya inscrito' }).isDisabled()).toBe(true);
    await expectAccessibleAtBothWidths(page, 'offer view');
  });

  test('at 1366 px an offer card wraps a long position between words, never inside one', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1366, height: 900 });
    const position = 'Responsable de sostenibilidad textil';
    await page.goto(`/ControlPanel/offers?buscar=${encodeURIComponent(position)}`);
    const link = cards(page).getByRole('link', { name: position }).first();
    await link.waitFor();
    const lines = await link.evaluate(textLines);
    // More than one line, or the test would not be about wrapping at this width.
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.flatMap((line) => line.trim().split(' '))).toEqual(position.split(' '));
  });

  test("an anonymous visitor who clicks 'Inscribirme a esta oferta' signs in and comes back to the offer", async () => {
    const { page } = browser;
    await page.goto('/ControlPanel/offers');
    const first = cards(page).first().getByRole('link');
    await first.waitFor();
    const position = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: position }).waitFor();
    const offerUrl = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Inscribirme a esta oferta' }).click();
    await page.waitForURL(/\/login$/);
    const login = page.getByRole('dialog', { name: 'Inicio de sesión' });
    await login.getByLabel('Correo electrónico').fill(CREATIVE);
    await login.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === offerUrl);
    await page.getByRole('heading', { level: 1, name: position }).waitFor();
    // Signed in now: the save button saves instead of asking to register.
    await page.getByRole('button', { name: /^(Guardar|Guardada)$/ }).waitFor();
  });
});

/**
 * The lines an element's text is laid out on, as the browser drew them: each character's box
 * tells its line, so a word cut in two shows as a line ending inside it.
 */
function textLines(element: Element): string[] {
  const lines: Array<{ top: number; text: string }> = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const box = range.getClientRects()[0];
      // A space at a wrap has no box of its own, or one on the line it ends.
      if (!box) continue;
      const last = lines.at(-1);
      if (last && Math.abs(box.top - last.top) < box.height / 2) last.text += text[index];
      else lines.push({ top: box.top, text: text[index] ?? '' });
    }
  }
  return lines.map((line) => line.text);
}
