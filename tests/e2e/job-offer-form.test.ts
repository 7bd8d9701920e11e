import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { phonePhoto } from '../support/real-files';
import { axeViolations } from './axe';
import { loadedImages, useBrowserPage } from './browser';
import { signIn } from './session';

// Create / edit job offer against the real product (part 2 §2, §4, §5 "Job offer", §6): the
// verified company publishes an offer with a logo, skills and extra questions and lands on
// misOfertas, where the offer shows under 'Pendientes de aprobación' without a reload; it edits the offer (pre-filled, saved); the unverified
// company meets the verification modal. axe-core at 1280 and 390 px on each state.

const browser = useBrowserPage();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface ManagedOffer {
  internalID: string;
  position: string;
  city: string;
  status: string;
  companyLogo: string | null;
  tags: string[];
  extraQuestions: { question: string; responseType: string }[];
}

async function expectNoViolations(page: Page) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

/** The signed-in company's offers in one state, as the graph has them. */
async function managedOffers(page: Page, status: string): Promise<ManagedOffer[]> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: {
      query: `query ManagedOffers($status: JobOfferStatus) {
        viewer { managedJobOffers(status: $status, first: 50) { edges { node {
          internalID position city status companyLogo tags extraQuestions { question responseType }
        } } } }
      }`,
      variables: { status },
    },
  });
  const body = (await response.json()) as {
    data?: { viewer: { managedJobOffers: { edges: { node: ManagedOffer }[] } | null } | null };
  };
  return body.data?.viewer?.managedJobOffers?.edges.map((edge) => edge.node) ?? [];
}

/** The company's logo as a phone photo of 4.4 MB (a 12 MP JPEG), under the form's 5 MB. */
async function logoFile() {
  return { name: 'logo-atelier.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(3) };
}

/** My Offers' 'Pendientes de aprobación' filter (features/my-offers). */
const pendingFilter = (page: Page) =>
  page.getByRole('group', { name: 'Estado de las ofertas' }).getByRole('button', { name: 'Pendientes de aprobación' });

/** Puts a skill in a TagInput: typed, then Enter. */
async function addSkill(page: Page, label: string, skill: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(skill);
  await input.press('Enter');
}

async function fillOffer(page: Page, position: string) {
  await page.getByLabel('Título del puesto *').fill(position);
  await page.getByLabel('Tipo de contrato *').selectOption('INTERNSHIP');
  await page.getByLabel('Modalidad *').selectOption('HYBRID');
  await page.getByLabel('Ciudad *').fill('Madrid');
  await page.getByLabel('País *').fill('España');
  await page.getByRole('textbox', { name: 'Descripción del empleador *' }).fill('Taller de alta costura en Madrid.');
  await page.getByRole('textbox', { name: 'Descripción del puesto *' }).fill('Patronaje de la colección de invierno.');
  await page.getByRole('textbox', { name: 'Perfil ideal *' }).fill('Estudiante de último curso con buen ojo.');
  await addSkill(page, 'Habilidades técnicas', 'Patronaje');
  await addSkill(page, 'Habilidades personales', 'Trabajo en equipo');
  await page.getByRole('button', { name: 'Añadir pregunta' }).click();
  await page.getByLabel('Pregunta 1', { exact: true }).fill('¿Dónde vemos tu portfolio?');
  await page.getByLabel('Tipo de respuesta de la pregunta 1').selectOption('URL');
  await page.getByRole('button', { name: 'Añadir pregunta' }).click();
  await page.getByLabel('Pregunta 2', { exact: true }).fill('¿Puedes incorporarte en enero?');
  await page.getByLabel('Tipo de respuesta de la pregunta 2').selectOption('BOOLEAN');
}

describe('Create / edit job offer', () => {
  test('the verified company publishes an offer with a logo and extra questions, lands on misOfertas with it pending, then edits it', async () => {
    const { page } = browser;
    const position = `Patronista en prácticas ${Date.now()}`;
    await signIn(page, 'empresa@demo.es');
    // My Offers' pending list is in the store first: the new offer must show there without a reload.
    await page.goto('/ControlPanel/misOfertas');
    await pendingFilter(page).click();
    await page.getByText(/^\d+ ofertas?$/).waitFor();
    expect(await page.getByText(position).count()).toBe(0);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('banner').getByRole('button', { name: 'Crear' }).click();
    await page.getByRole('link', { name: 'Crear oferta de trabajo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Crear oferta de trabajo' }).waitFor();
    await page.getByRole('button', { name: 'Crear oferta' }).waitFor();
    await expectNoViolations(page);

    // The required check answers before anything is sent.
    await page.getByRole('button', { name: 'Crear oferta' }).click();
    await page.getByText('Faltan campos: Título del puesto, Ciudad, País').waitFor();
    expect(await page.getByLabel('Título del puesto *').evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoViolations(page);

    await fillOffer(page, position);
    await page.getByLabel('Elegir logo').setInputFiles(await logoFile());
    const logo = page.getByRole('img', { name: 'Vista previa del logo: logo-atelier.jpg' });
    await logo.waitFor();
    expect(await loadedImages(logo)).toEqual([{ scheme: 'blob:', width: 4032 }]);
    await page.getByRole('button', { name: 'Crear oferta' }).click();
    await page.waitForURL('**/ControlPanel/misOfertas');
    // It awaits the operator: under 'Pendientes de aprobación', in the same document.
    await pendingFilter(page).click();
    await page.getByText(position).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    const created = (await managedOffers(page, 'PENDING')).find((offer) => offer.position === position);
    expect(created).toMatchObject({
      status: 'PENDING',
      city: 'Madrid',
      tags: ['Patronaje', 'Trabajo en equipo'],
      extraQuestions: [
        { question: '¿Dónde vemos tu portfolio?', responseType: 'URL' },
        { question: '¿Puedes incorporarte en enero?', responseType: 'BOOLEAN' },
      ],
    });
    expect(created?.companyLogo).toMatch(/^\/media\//);

    // Editing: every field comes back, each skill in the list it was entered in.
    await page.goto(`/ControlPanel/edit-offer/${created!.internalID}`);
    await page.getByRole('button', { name: 'Actualizar oferta' }).waitFor();
    expect(await page.getByLabel('Título del puesto *').inputValue()).toBe(position);
    expect(await page.getByLabel('Tipo de contrato *').inputValue()).toBe('INTERNSHIP');
    expect(await page.getByLabel('Modalidad *').inputValue()).toBe('HYBRID');
    await page.getByRole('list', { name: 'Habilidades técnicas' }).getByText('Patronaje').waitFor();
    await page.getByRole('list', { name: 'Habilidades personales' }).getByText('Trabajo en equipo').waitFor();
    expect(await page.getByLabel('Pregunta 2', { exact: true }).inputValue()).toBe('¿Puedes incorporarte en enero?');
    await page.getByRole('img', { name: 'Logo actual de la oferta' }).waitFor();
    await expectNoViolations(page);

    await page.getByLabel('Ciudad *').fill('Sevilla');
    await page.getByRole('button', { name: 'Actualizar oferta' }).click();
    await page.waitForURL('**/ControlPanel/misOfertas');
    const edited = (await managedOffers(page, 'PENDING')).find((offer) => offer.internalID === created!.internalID);
    expect(edited).toMatchObject({ city: 'Sevilla', tags: ['Patronaje', 'Trabajo en equipo'] });
    expect(edited?.companyLogo).toBe(created?.companyLogo);
  });

  test("the unverified company sees the verification modal, whose 'Entendido' goes to the explorer", async () => {
    const { page } = browser;
    await signIn(page, 'pendiente@demo.es');
    await page.goto('/ControlPanel/createOffer');
    const dialog = page.getByRole('dialog', { name: 'Verifica tu cuenta profesional' });
    await dialog.waitFor();
    await dialog.getByText('Para publicar ofertas tu cuenta profesional debe estar verificada.').waitFor();
    expect(await page.getByRole('button', { name: 'Crear oferta' }).count()).toBe(0);
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await page.waitForURL('**/ControlPanel/explorer');
  });

  test("a creative is told 'Solo profesionales pueden crear ofertas.'", async () => {
    const { page } = browser;
    await signIn(page, 'creativa@demo.es');
    await page.goto('/ControlPanel/createOffer');
    await page.getByText('Solo profesionales pueden crear ofertas.').waitFor();
  });
});
