import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, test } from 'vitest';
import { axeViolations } from './axe';
import { loadedImages, useBrowserPage } from './browser';
import { pdfOfSize, phonePhoto } from '../support/real-files';
import { DEMO_PASSWORD, signIn } from './session';

// The profile editor against the real product (part 2 §2, §4, §5; issue 9): a creative changes
// her picture to a phone photo, edits her bio (151 characters refused, 150 saved), fills
// education to the cap (a school logo among it), skills to 5, uploads a CV and a portfolio of
// 10 MiB (a PNG and a 12 MB PDF refused before anything is sent), and another user sees it all
// on her public profile.

const browser = useBrowserPage();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What the graph says of an account, signed in as it. */
async function graphAs<T>(email: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const login = await fetch(`${inject('baseURL')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    body: JSON.stringify({
      query: 'mutation L($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { email, password: DEMO_PASSWORD } },
    }),
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  const response = await fetch(`${inject('baseURL')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openEditor(page: Page, email: string) {
  await signIn(page, email);
  await page.goto('/ControlPanel/editProfile');
  await page.getByRole('heading', { level: 1, name: 'Editar perfil' }).waitFor();
  await region(page, 'Bio').waitFor();
}

async function edit(page: Page, title: string): Promise<Locator> {
  const section = region(page, title);
  await section.getByRole('button', { name: `Editar ${title.toLowerCase()}` }).click();
  await section.getByRole('button', { name: 'Guardar' }).waitFor();
  return section;
}

/** Saves a section and waits for it to return to view. */
async function save(section: Locator, timeout = 15_000) {
  await section.getByRole('button', { name: 'Guardar' }).click();
  await section.getByRole('button', { name: 'Guardar' }).waitFor({ state: 'detached', timeout });
}

/** Picks a file through the chooser a button opens (the input itself is hidden). */
async function chooseThrough(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** Counts the requests the page sends to the graph from now on. */
function countGraphRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') count += 1;
  });
  return () => count;
}

describe('the profile editor', () => {
  test('a creative edits bio, education, skills and CV, and another user sees them on her profile', async () => {
    const { page } = browser;
    await openEditor(page, 'creativa@demo.es');

    // Picture: a phone photo, previewed, then saved; the header's avatar changes with it.
    const basic = region(page, 'Información básica');
    const avatar = page.getByRole('button', { name: 'Mi perfil' }).locator('img');
    const formerPicture = await avatar.getAttribute('src');
    const photo = { name: 'IMG_0004.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(4) };
    await chooseThrough(page, basic.getByRole('button', { name: 'Cambiar foto de perfil' }), photo);
    await basic.getByRole('img', { name: 'Vista previa de tu foto' }).waitFor();
    await basic.getByRole('button', { name: 'Guardar foto' }).click();
    await basic.getByRole('button', { name: 'Guardar foto' }).waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => avatar.getAttribute('src')).not.toBe(formerPicture);
    expect(await avatar.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);

    // Bio: 151 characters typed, 150 kept and saved.
    const bio = await edit(page, 'Bio');
    const box = bio.getByRole('textbox', { name: 'Bio' });
    await box.fill('');
    const text = `Diseño moda circular en Madrid. ${'x'.repeat(150)}`.slice(0, 151);
    await box.pressSequentially(text);
    expect(await box.inputValue()).toBe(text.slice(0, 150));
    await bio.getByText('150/150').waitFor();
    await save(bio);
    await bio.getByText(text.slice(0, 150)).waitFor();

    // Education: down to one entry, then up to the cap of 3.
    const education = await edit(page, 'Formación');
    const entries = education.getByRole('group', { name: /^Formación \d$/ });
    while ((await entries.count()) > 1) {
      await education.getByRole('button', { name: `Eliminar formación ${await entries.count()}` }).click();
    }
    expect(await education.getByRole('button', { name: /Eliminar formación/ }).count()).toBe(0);
    for (const name of ['Máster en Estilismo', 'Curso de Patronaje Digital']) {
      await education.getByRole('button', { name: '+ Añadir formación' }).click();
      const added = education.getByRole('group', { name: `Formación ${await entries.count()}` });
      await added.getByRole('textbox', { name: 'Titulación' }).fill(name);
      await added.getByRole('textbox', { name: 'Centro de estudios' }).fill('Escuela de Moda de Madrid');
      await added.getByRole('textbox', { name: 'Mes' }).first().fill('9');
      await added.getByRole('textbox', { name: 'Año' }).first().fill('2024');
      await added.getByRole('checkbox', { name: 'Estudiando actualmente' }).check();
      if (name === 'Máster en Estilismo') {
        // The school's logo, a phone photo, goes up at once; the entry keeps its URL.
        const logo = { name: 'logo-escuela.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(1) };
        await chooseThrough(page, added.getByRole('button', { name: 'Subir logo del centro' }), logo);
        await added.getByRole('img', { name: 'Logo del centro' }).waitFor({ timeout: 30_000 });
      }
      const end = added.getByRole('group', { name: 'Fin' });
      expect(await end.getByRole('textbox', { name: 'Mes' }).isDisabled()).toBe(true);
      expect(await end.getByRole('textbox', { name: 'Año' }).isDisabled()).toBe(true);
    }
    expect(await entries.count()).toBe(3);
    expect(await education.getByRole('button', { name: '+ Añadir formación' }).count()).toBe(0);
    await education.getByText('Máximo 3 formaciones permitidas').waitFor();
    await save(education);
    await education.getByText('Curso de Patronaje Digital').waitFor();

    // Skills: emptied, then 5 (typed with Enter and picked from the suggestions).
    const skills = await edit(page, 'Habilidades');
    const chips = skills.getByRole('button', { name: /^Quitar / });
    while ((await chips.count()) > 0) await chips.first().click();
    const skillBox = skills.getByRole('textbox', { name: 'Añade una habilidad' });
    for (const skill of ['  Upcycling  ', 'Drapeado', 'Moulage']) {
      await skillBox.fill(skill);
      await skillBox.press('Enter');
    }
    await skills.getByRole('button', { name: '+ Creatividad' }).click();
    await skills.getByRole('button', { name: '+ Trabajo en equipo' }).click();
    await skills.getByText('Máximo 5 habilidades permitidas').waitFor();
    expect(await skills.getByRole('textbox').count()).toBe(0);
    await save(skills);
    await skills.getByText('Upcycling', { exact: true }).waitFor();

    // CV and portfolio: a PNG and a 12 MB PDF are refused as soon as they are chosen, before a
    // byte is sent; PDFs of 10 MiB, the limit, go up.
    const files = await edit(page, 'CV y portfolio');
    const cvInput = files.getByLabel('CV (PDF)');
    const portfolioInput = files.getByLabel('Portfolio (PDF)');
    const graphRequests = countGraphRequests(page);
    await cvInput.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await files.getByRole('alert').filter({ hasText: 'Solo se permiten archivos PDF' }).waitFor();
    const huge = pdfOfSize(12 * 1000 * 1000);
    await portfolioInput.setInputFiles({ name: 'portfolio-completo.pdf', mimeType: 'application/pdf', buffer: huge });
    await files
      .getByRole('alert')
      .filter({ hasText: 'El archivo es demasiado grande. Máximo 10MB permitido.' })
      .waitFor();
    expect(await files.getByText('portfolio-completo.pdf').count()).toBe(0);
    expect(graphRequests()).toBe(0);
    const tenMiB = pdfOfSize();
    await cvInput.setInputFiles({ name: 'cv-lucia-2026.pdf', mimeType: 'application/pdf', buffer: tenMiB });
    await portfolioInput.setInputFiles({ name: 'portfolio-lucia.pdf', mimeType: 'application/pdf', buffer: tenMiB });
    await save(files, 60_000);
    await files.getByRole('link', { name: 'cv-lucia-2026.pdf' }).waitFor();
    await files.getByRole('link', { name: 'portfolio-lucia.pdf' }).waitFor();

    // Another user sees the changes on her public profile.
    const { viewer } = await graphAs<{ viewer: { username: string } }>('creativa@demo.es', '{ viewer { username } }');
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await signIn(visitor, 'empresa@demo.es');
    await visitor.goto(`/ControlPanel/profile/${viewer.username}`);
    await visitor.getByText(text.slice(0, 150)).waitFor();
    await visitor.getByRole('tab', { name: 'Acerca de' }).click();
    const about = visitor.getByRole('tabpanel');
    for (const shown of ['Máster en Estilismo', 'Curso de Patronaje Digital', 'Upcycling', 'Moulage', 'Creatividad']) {
      await about.getByText(shown, { exact: false }).first().waitFor();
    }
    await about.getByRole('link', { name: /cv-lucia-2026\.pdf/ }).waitFor();
    await other.close();

    // And the graph agrees.
    const { user } = await graphAs<{
      user: {
        bio: string;
        skills: string[];
        education: Array<{ formationName: string; institutionLogo: string | null }>;
        cv: { fileName: string };
        portfolio: { fileName: string };
      };
    }>(
      'empresa@demo.es',
      `query U($u: String!) {
        user(username: $u) { bio skills education { formationName institutionLogo } cv { fileName } portfolio { fileName } }
      }`,
      {
        u: viewer.username,
      },
    );
    expect(user.bio).toBe(text.slice(0, 150));
    expect(user.skills).toEqual(['Upcycling', 'Drapeado', 'Moulage', 'Creatividad', 'Trabajo en equipo']);
    expect(user.education).toHaveLength(3);
    expect(user.cv.fileName).toBe('cv-lucia-2026.pdf');
    expect(user.portfolio.fileName).toBe('portfolio-lucia.pdf');
    expect(user.education.find((entry) => entry.formationName === 'Máster en Estilismo')?.institutionLogo).toMatch(
      /^\/media\//,
    );
  }, 120_000);

  test("a company's editor shows the company layout; milestones refuse blanks", async () => {
    const { page } = browser;
    await openEditor(page, 'empresa@demo.es');
    await region(page, 'Hitos profesionales').waitFor();
    expect(await region(page, 'Formación').count()).toBe(0);
    const tags = await edit(page, 'Etiquetas de la empresa');
    const chips = tags.getByRole('button', { name: /^Quitar / });
    while ((await chips.count()) > 0) await chips.first().click();
    for (const tag of ['Moda sostenible', 'moda SOSTENIBLE', 'Lujo', 'Madrid']) {
      const box = tags.getByRole('textbox', { name: 'Añade una etiqueta' });
      await box.fill(tag);
      await box.press('Enter');
    }
    await tags.getByText('Máximo 3 etiquetas permitidas').waitFor();
    await save(tags);
    await tags.getByText('Lujo', { exact: true }).waitFor();

    const milestones = await edit(page, 'Hitos profesionales');
    await milestones.getByRole('button', { name: '+ Añadir hito' }).click();
    await milestones.getByRole('button', { name: 'Guardar' }).click();
    await milestones
      .getByRole('alert')
      .filter({ hasText: 'Por favor, completa todos los campos obligatorios marcados con *' })
      .waitFor();
    await milestones.getByText('La fecha es obligatoria').first().waitFor();
    await milestones.getByRole('button', { name: 'Cancelar' }).click();
  });

  test('a new profile picture shows as a preview before it is saved, and Cancelar keeps the old one', async () => {
    const { page } = browser;
    await openEditor(page, 'creativa@demo.es');
    const portrait = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#b5651d' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Cambiar foto de perfil' }).click();
    await (await chooser).setFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: portrait });
    const preview = page.getByRole('img', { name: 'Vista previa de tu foto' });
    await preview.waitFor();
    expect(await loadedImages(preview)).toEqual([{ scheme: 'blob:', width: 240 }]);

    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await preview.waitFor({ state: 'detached' });
    const current = page.getByRole('button', { name: 'Cambiar foto de perfil' }).locator('img');
    expect((await loadedImages(current))[0]?.scheme).toBe('http:');
  });

  for (const [email, layout] of [
    ['creativa@demo.es', 'creative'],
    ['empresa@demo.es', 'company'],
  ] as const) {
    for (const width of [1280, 390]) {
      test(`axe-core finds nothing on the ${layout} editor at ${width} px`, async () => {
        const { page } = browser;
        await page.setViewportSize({ width, height: 900 });
        await openEditor(page, email);
        expect(await axeViolations(page)).toEqual([]);
        // Edit mode too: the tag box with its suggestions, and the entries with their fields.
        await edit(page, 'Habilidades');
        await edit(page, layout === 'creative' ? 'Formación' : 'Hitos profesionales');
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});
