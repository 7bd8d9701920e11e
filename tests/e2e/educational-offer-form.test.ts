import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { phonePhoto } from '../support/real-files';
import { expectAccessibleAtBothWidths } from './axe';
import { loadedImages, useBrowserPage } from './browser';
import { queryResponse, upstreamCalls } from './operations';
import { signIn } from './session';

// Create / edit educational offer against the real product (issue 12, part 2 §2, §5
// "Educational offer", §8): the demo institution publishes a programme with a header image
// and requirements and lands on Estudiar moda; the form's checks answer on a phone; the
// edit form comes back filled; the operator approves the programme; a creative finds it
// from Estudiar moda through the institution's profile and opens its detail. The programme
// lasts 18 months and enrolls from 20 September to 10 July, across the new year (issue 17).
// axe-core at 1280 and 390 px on the create and edit forms.

const browser = useBrowserPage();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SUBMIT = 'Publicar oferta educativa';

/** The header image as a phone photo of 4 MB (a 12 MP JPEG), under the form's 5 MB. */
async function headerImage() {
  return { name: 'cabecera-grado.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(2) };
}

/** The signed-in institution's programme of this name, as the graph has it (its REST id and state). */
async function ownProgramme(page: Page, programName: string) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: {
      query: `query { viewer { managedEducationalOffers(first: 50) { edges { node {
        internalID programName requirements banner { url } form { status }
      } } } } }`,
    },
  });
  type Node = { internalID: string; programName: string; requirements: string[]; banner: { url: string } | null };
  const body = (await response.json()) as {
    data: { viewer: { managedEducationalOffers: { edges: { node: Node & { form: { status: string } } }[] } } };
  };
  return body.data.viewer.managedEducationalOffers.edges
    .map((edge) => edge.node)
    .find((node) => node.programName === programName);
}

/** The form's checks, on a phone: nothing is sent while a field breaks a rule. */
async function checkRulesOnPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: SUBMIT }).click();
  await page.getByRole('alert').getByText('Por favor corrige el campo: Nombre del programa').waitFor();
  expect(
    await page.getByLabel('Nombre del programa *', { exact: true }).evaluate((el) => el === document.activeElement),
  ).toBe(true);
  await page.getByLabel('Nombre del programa *', { exact: true }).fill('x'.repeat(101));
  await page.getByLabel('Ciudad *', { exact: true }).fill('Málaga');
  await page.getByLabel('País *', { exact: true }).fill('España');
  await page.getByLabel('Tipo de formación *', { exact: true }).selectOption('DEGREE');
  await page.getByLabel('Modalidad *', { exact: true }).selectOption('ON_SITE');
  await page.getByLabel('Duración *', { exact: true }).fill('0');
  await page.getByLabel('Página web del programa', { exact: true }).fill('no es una web');
  await page.getByRole('button', { name: SUBMIT }).click();
  for (const message of [
    'El título no puede exceder los 100 caracteres',
    'La duración debe ser un número positivo',
    'Por favor, introduce una URL válida',
  ]) {
    await page.getByText(message).waitFor();
  }
  await expectAccessibleAtBothWidths(page, 'createEducationalOffer with errors');
  await page.setViewportSize(DESKTOP);
}

async function fillProgramme(page: Page, programName: string) {
  await page.getByLabel('Nombre del programa *', { exact: true }).fill(programName);
  await page.getByLabel('Tipo de estudios', { exact: true }).fill('Grado oficial');
  await page.getByLabel('Duración *', { exact: true }).fill('18');
  await page.getByLabel('Unidad de la duración *', { exact: true }).selectOption('MONTHS');
  await page.getByLabel('Créditos', { exact: true }).fill('240');
  await page.getByRole('checkbox', { name: 'Prácticas en empresas' }).check();
  await page.getByLabel('Día de inicio', { exact: true }).selectOption('20');
  await page.getByLabel('Mes de inicio', { exact: true }).selectOption('SEPTEMBER');
  await page.getByLabel('Día de finalización', { exact: true }).selectOption('10');
  await page.getByLabel('Mes de finalización', { exact: true }).selectOption('JULY');
  await page.getByText('La inscripción continúa en el año siguiente.').waitFor();
  await page.getByLabel('Mes de inicio del curso', { exact: true }).selectOption('SEPTEMBER');
  await page.getByLabel('Mes de fin del curso', { exact: true }).selectOption('JUNE');
  await page.getByLabel('Página web del programa', { exact: true }).fill('https://modamediterraneo.example.com/grado');
  await page
    .getByLabel('Descripción del programa', { exact: true })
    .fill('Cuatro años de taller, patronaje y colecciones propias.');
  for (const requirement of ['  Bachillerato o equivalente  ', '', 'Entrevista y portfolio']) {
    await page.getByRole('button', { name: 'Añadir requisito' }).click();
    await page
      .getByLabel(/^Requisito \d+$/)
      .last()
      .fill(requirement);
  }
  await page.getByLabel('Elegir imagen', { exact: true }).setInputFiles(await headerImage());
  const header = page.getByRole('img', { name: 'Vista previa de la imagen de cabecera: cabecera-grado.jpg' });
  await header.waitFor();
  expect(await loadedImages(header)).toEqual([{ scheme: 'blob:', width: 4032 }]);
}

describe('Create / edit educational offer', () => {
  test('the institution publishes a programme, the operator approves it and a creative finds it through the institution', async () => {
    const { page } = browser;
    const programName = `Grado en Diseño de Moda ${Date.now()}`;
    await signIn(page, 'institucion@demo.es');
    await page.goto('/ControlPanel/createEducationalOffer');
    await page.getByRole('heading', { level: 1, name: 'Crear oferta educativa' }).waitFor();
    await page.getByRole('button', { name: SUBMIT }).waitFor();
    await expectAccessibleAtBothWidths(page, 'createEducationalOffer');

    await checkRulesOnPhone(page);
    await fillProgramme(page, programName);
    await page.getByRole('button', { name: SUBMIT }).click();
    await page.waitForURL('**/ControlPanel/fashion');

    const created = await ownProgramme(page, programName);
    expect(created).toMatchObject({
      form: { status: 'PENDING' },
      requirements: ['Bachillerato o equivalente', 'Entrevista y portfolio'],
    });
    expect(created?.banner?.url).toMatch(/^\/media\//);

    // The edit form comes back filled; its query's upstream calls are measured.
    const editQuery = queryResponse(page, 'EditEducationalOfferPageQuery');
    await page.goto(`/ControlPanel/edit-educational-offer/${created!.internalID}`);
    const calls = await upstreamCalls(editQuery, 'Edit educational offer (EditEducationalOfferPageQuery)');
    expect(calls).toBeLessThanOrEqual(2);
    await page.getByRole('button', { name: 'Actualizar oferta educativa' }).waitFor();
    expect(await page.getByLabel('Nombre del programa *', { exact: true }).inputValue()).toBe(programName);
    expect(await page.getByLabel('Tipo de formación *', { exact: true }).inputValue()).toBe('DEGREE');
    expect(await page.getByLabel('Duración *', { exact: true }).inputValue()).toBe('18');
    expect(await page.getByLabel('Unidad de la duración *', { exact: true }).inputValue()).toBe('MONTHS');
    expect(await page.getByLabel('Mes de inicio', { exact: true }).inputValue()).toBe('SEPTEMBER');
    expect(await page.getByLabel('Mes de finalización', { exact: true }).inputValue()).toBe('JULY');
    expect(await page.getByLabel('Mes de inicio del curso', { exact: true }).inputValue()).toBe('SEPTEMBER');
    expect(await page.getByLabel('Requisito 2', { exact: true }).inputValue()).toBe('Entrevista y portfolio');
    await page.getByRole('img', { name: 'Imagen de cabecera actual' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'edit-educational-offer');

    // The operator approves it from the moderation screen.
    await signIn(page, 'operador@demo.es');
    await page.goto('/ControlPanel/moderacion');
    const queue = page.getByRole('region', { name: /Ofertas formativas pendientes/ });
    const item = queue
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: programName }) });
    await item.getByRole('button', { name: 'Aprobar' }).click();
    await expect.poll(() => item.count()).toBe(0);

    // A creative goes from Estudiar moda to the institution's profile, its offers, the programme.
    await signIn(page, 'creativa@demo.es');
    await page.goto('/ControlPanel/fashion');
    await page.getByLabel('Buscar por nombre o ciudad', { exact: true }).fill('Mediterráneo');
    await page.waitForURL((url) => url.searchParams.get('buscar') === 'Mediterráneo');
    const card = page
      .getByRole('region', { name: 'Instituciones' })
      .getByRole('article')
      .filter({ hasText: 'Escuela de Moda del Mediterráneo' });
    const link = card.getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/ControlPanel\/profile\/[^/]+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('tab', { name: 'Ofertas' }).click();
    await page.getByRole('link', { name: programName }).first().click();
    await page.waitForURL(`**/ControlPanel/EducationalOfferDetail/${created!.internalID}`);
    await page.getByRole('heading', { level: 1, name: programName }).waitFor();
    await page.getByText('Bachillerato o equivalente').waitFor();
    await page.getByText('Entrevista y portfolio').waitFor();
    await page.getByRole('list', { name: 'Datos del programa' }).getByText('18 meses').waitFor();
    await page.getByText('Del 20 de septiembre al 10 de julio del año siguiente').waitFor();
    expect(await page.locator('header img').first().getAttribute('src')).toMatch(/\/media\//);
  });
});
