import type { Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { useBrowserPage } from './browser';
import { signIn } from './session';
import { queryResponse } from './operations';

// The own and the public profile against the real product's seed (part 2 §2, §8, §9): the
// demo company's layout, following and unfollowing it as the demo creative with both
// sides' counts, the printed CV as a PDF, and axe-core at desktop and phone widths.

const browser = useBrowserPage();

const COMPANY = { email: 'empresa@demo.es', username: 'empresa', name: 'Textiles del Norte S.L.' };
const CREATIVE = { email: 'creativa@demo.es', username: 'creativa', name: 'Lucía Martín Ortega' };
const PHONE = { width: 390, height: 844 };

const column = (page: Page) => page.getByRole('complementary', { name: 'Datos del perfil' });

/** Opens a profile by a full page load (a fresh store: the counts are the server's). */
async function openProfile(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function count(page: Page, testId: 'followers-count' | 'following-count'): Promise<number> {
  return Number(await column(page).getByTestId(testId).textContent());
}

/** Waits until the shown count is `expected` (the optimistic one first, then the server's). */
async function expectCount(page: Page, testId: 'followers-count' | 'following-count', expected: number) {
  await column(page)
    .getByTestId(testId)
    .filter({ hasText: new RegExp(`^${expected}$`) })
    .waitFor();
}

/**
 * How many REST calls the gateway made for the web app's `operation` while `act` ran
 * (`extensions.upstreamCalls`, present outside production): the budget is 3.
 */
async function upstreamCalls(page: Page, operation: string, act: () => Promise<unknown>): Promise<number> {
  const answer = queryResponse(page, operation);
  await act();
  const body = (await (await answer).json()) as { extensions?: { upstreamCalls?: number } };
  return body.extensions?.upstreamCalls ?? Number.NaN;
}

/** The text of every page of a PDF, and how many pages it has. */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: document.numPages, text: texts.join('\n').replace(/\s+/g, ' ') };
}

describe('the profile', () => {
  test('the demo company shows the company layout with its milestones and its Ofertas tab', async () => {
    const { page } = browser;
    await signIn(page, COMPANY.email);
    const ownCalls = await upstreamCalls(page, 'OwnProfilePageQuery', () =>
      openProfile(page, '/ControlPanel/profile', COMPANY.name),
    );
    expect(ownCalls).toBeLessThanOrEqual(3);
    console.info(`upstream calls: OwnProfilePageQuery ${ownCalls}`);
    expect(await page.title()).toMatch(/^Mi perfil · /);
    const tabs = page.getByRole('tablist', { name: 'Secciones del perfil' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Portfolio', 'Acerca de', 'Ofertas']);
    expect(await page.getByTestId('gallery-slot').count()).toBeGreaterThanOrEqual(15);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Acerca de' }).click();
    const milestones = page.getByRole('region', { name: 'Hitos' });
    await milestones.getByRole('heading', { name: 'Premio a la innovación textil' }).waitFor();
    expect(await milestones.textContent()).toContain('03 / 2015');
    await page.getByRole('region', { name: 'Contacto de la empresa' }).waitFor();
    expect(await page.getByRole('region', { name: 'Formación' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const offerCalls = await upstreamCalls(page, 'OffersPanelJobQuery', () =>
      page.getByRole('tab', { name: 'Ofertas' }).click(),
    );
    expect(offerCalls).toBeLessThanOrEqual(3);
    console.info(`upstream calls: OffersPanelJobQuery ${offerCalls}`);
    const offers = page.getByRole('list', { name: 'Ofertas de empleo' });
    await offers.waitFor();
    const links = offers.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/ControlPanel\/JobOfferDetail\/[^/]+$/);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the demo creative follows the company and unfollows it: both sides count it', async () => {
    const { page } = browser;
    await signIn(page, CREATIVE.email);
    const companyPath = `/ControlPanel/profile/${COMPANY.username}`;
    await openProfile(page, companyPath, COMPANY.name);
    // The seed has her following the company: start from not following, and leave it as found.
    const wasFollowing = (await column(page).getByRole('button', { name: 'Dejar de seguir' }).count()) > 0;
    if (wasFollowing) {
      await column(page).getByRole('button', { name: 'Dejar de seguir' }).click();
      await column(page).getByText('Has dejado de seguir a este usuario').waitFor();
    }
    await openProfile(page, companyPath, COMPANY.name);
    const followers = await count(page, 'followers-count');
    await openProfile(page, '/ControlPanel/profile', CREATIVE.name);
    const following = await count(page, 'following-count');

    await openProfile(page, companyPath, COMPANY.name);
    await column(page).getByRole('button', { name: 'Seguir' }).click();
    await column(page).getByText('Ahora sigues a este usuario').waitFor();
    await expectCount(page, 'followers-count', followers + 1);
    await column(page).getByRole('button', { name: 'Dejar de seguir' }).waitFor();
    // Notices hide after 3 s.
    await column(page).getByText('Ahora sigues a este usuario').waitFor({ state: 'detached', timeout: 5000 });

    await openProfile(page, companyPath, COMPANY.name);
    expect(await count(page, 'followers-count')).toBe(followers + 1);
    await openProfile(page, '/ControlPanel/profile', CREATIVE.name);
    expect(await count(page, 'following-count')).toBe(following + 1);

    await openProfile(page, companyPath, COMPANY.name);
    await column(page).getByRole('button', { name: 'Dejar de seguir' }).click();
    await column(page).getByText('Has dejado de seguir a este usuario').waitFor();
    await expectCount(page, 'followers-count', followers);
    await openProfile(page, companyPath, COMPANY.name);
    expect(await count(page, 'followers-count')).toBe(followers);
    await openProfile(page, '/ControlPanel/profile', CREATIVE.name);
    expect(await count(page, 'following-count')).toBe(following);

    if (wasFollowing) {
      await openProfile(page, companyPath, COMPANY.name);
      await column(page).getByRole('button', { name: 'Seguir' }).click();
      await column(page).getByText('Ahora sigues a este usuario').waitFor();
    }
  });

  test('printing gives a CV whose PDF holds the name and the sections', async () => {
    const { page } = browser;
    await signIn(page, CREATIVE.email);
    await openProfile(page, '/ControlPanel/profile', CREATIVE.name);
    await column(page).getByRole('button', { name: 'Imprimir perfil' }).click();
    const frame = page.locator('iframe[title$="· CV"]');
    await frame.waitFor({ state: 'attached' });
    // Styled by a linked file (the policy allows no inline style; the fixture fails the test
    // on a violation), which has loaded when it prints.
    const printedDocument = (element: HTMLIFrameElement) => {
      const doc = element.contentDocument!;
      return {
        html: doc.documentElement.outerHTML,
        inlineStyles: doc.querySelectorAll('style, [style]').length,
        stylesheets: [...doc.styleSheets].map((sheet) => sheet.href),
        headingFont: getComputedStyle(doc.querySelector('h1')!).fontFamily,
      };
    };
    await expect
      .poll(() => frame.evaluate(printedDocument).then(({ headingFont }) => headingFont))
      .toContain('Georgia');
    const { html, inlineStyles, stylesheets } = await frame.evaluate(printedDocument);
    expect(inlineStyles).toBe(0);
    expect(stylesheets).toEqual([expect.stringMatching(/\/assets\/printableProfile-[\w-]+\.css$/)]);
    // The frame goes away 2 s after printing.
    await frame.waitFor({ state: 'detached', timeout: 5000 });

    // The same document on a page of the app (its origin and policy), printed to PDF.
    const printed = await page.context().newPage();
    await printed.goto('/politica-cookies');
    await printed.setContent(html);
    const { pages, text } = await pdfText(await printed.pdf({ format: 'A4', preferCSSPageSize: true }));
    await printed.close();
    expect(pages).toBeLessThanOrEqual(2);
    for (const expected of [
      CREATIVE.name,
      'Estudiante de Diseño de Moda',
      'Resumen',
      'Experiencia profesional',
      'Ayudante de taller · Atelier Brisa',
      'Formación',
      'Grado en Diseño de Moda',
      'Habilidades',
      'Patronaje',
      'Software',
      'CLO 3D',
      'Idiomas',
      'Francés',
    ]) {
      expect(text).toContain(expected);
    }
  });

  test('at 390 px the left column stacks on top, nothing overflows, and axe finds nothing on either profile', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await signIn(page, CREATIVE.email);
    for (const [path, name] of [
      ['/ControlPanel/profile', CREATIVE.name],
      [`/ControlPanel/profile/${COMPANY.username}`, COMPANY.name],
    ]) {
      await openProfile(page, path, name);
      const sidebar = await column(page).boundingBox();
      const tabs = await page.getByRole('tablist', { name: 'Secciones del perfil' }).boundingBox();
      expect(sidebar!.y + sidebar!.height).toBeLessThanOrEqual(tabs!.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Acerca de' }).click();
      await page.getByRole('tabpanel').getByRole('region').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  test('axe finds nothing on the public profile at 1280 px, nor on an unknown one', async () => {
    const { page } = browser;
    await signIn(page, CREATIVE.email);
    const calls = await upstreamCalls(page, 'PublicProfilePageQuery', () =>
      openProfile(page, `/ControlPanel/profile/${COMPANY.username}`, COMPANY.name),
    );
    expect(calls).toBeLessThanOrEqual(3);
    console.info(`upstream calls: PublicProfilePageQuery ${calls}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/ControlPanel/profile/nadie-con-este-nombre');
    await page
      .getByText(
        'No se pudo cargar el perfil del usuario. El usuario puede no existir o haber ocurrido un error en el servidor.',
      )
      .waitFor();
    await page.getByRole('link', { name: 'Volver al explorador' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
