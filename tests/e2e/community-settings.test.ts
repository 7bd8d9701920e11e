import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeAtBothWidths } from './axe';
import { latestCode, useBrowserPage } from './browser';
import { REGISTERED_PASSWORD, registerAccount, signIn } from './session';
import { queryResponse, sendsOperation } from './operations';

// My community and the account settings against the real product (part 2 §2, §5, §8): a
// follow shows in 'Mis seguidos' with its count, the server searches the list, a wrong
// current password is refused with the api's words, a fresh account deletes itself and its
// token is refused afterwards; axe-core at desktop and phone widths.

const browser = useBrowserPage();

const COMPANY = { username: 'empresa', name: 'Textiles del Norte S.L.' };
const CREATIVE = { email: 'creativa@demo.es' };
const COMMUNITY = '/ControlPanel/community';
const SETTINGS = '/ControlPanel/configuracion';

const followingTab = (page: Page) => page.getByRole('tab', { name: /^Mis seguidos/ });
const companyCard = (page: Page) => page.getByRole('tabpanel').getByRole('link', { name: new RegExp(COMPANY.name) });

/** The count 'Mis seguidos' shows, once the list is in (the count comes with it). */
async function followingCount(page: Page): Promise<number> {
  const tab = page.getByRole('tab', { name: /^Mis seguidos \d+$/ });
  await tab.waitFor();
  return Number(/(\d+)$/.exec((await tab.textContent())!.trim())![1]);
}

async function openCommunity(page: Page) {
  await page.goto(COMMUNITY);
  await page.getByRole('heading', { level: 1, name: 'Mi comunidad' }).waitFor();
}

/** On the company's profile, the follow button shows this label. */
async function setFollowing(page: Page, follow: boolean) {
  await page.goto(`/ControlPanel/profile/${COMPANY.username}`);
  await page.getByRole('heading', { level: 1, name: COMPANY.name }).waitFor();
  const button = page.getByRole('button', { name: /^(Seguir|Dejar de seguir)$/ });
  await button.waitFor();
  const following = (await button.textContent()) === 'Dejar de seguir';
  if (following === follow) return following;
  await button.click();
  await page.getByText(follow ? 'Ahora sigues a este usuario' : 'Has dejado de seguir a este usuario').waitFor();
  return following;
}

/** Goes to `path` as a link inside the app would (no page load: the Relay store stays). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

async function graph<T>(page: Page, token: string, query: string): Promise<T> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` },
    data: { query },
  });
  return (await response.json()) as T;
}

describe('My community', () => {
  test("after following the company, 'Mis seguidos' lists it first and counts it; the server searches the list", async () => {
    const { page } = browser;
    await signIn(page, CREATIVE.email);
    // The seed may have her following the company: start from not following, and leave it as found.
    const wasFollowing = await setFollowing(page, false);
    await openCommunity(page);
    const before = await followingCount(page);
    expect(await companyCard(page).count()).toBe(0);

    await setFollowing(page, true);
    // What the page's query costs upstream (extensions.upstreamCalls, outside production): the budget is 3.
    const pageQuery = queryResponse(page, 'CommunityPageQuery');
    await openCommunity(page);
    const { extensions } = (await (await pageQuery).json()) as { extensions?: { upstreamCalls?: number } };
    expect(extensions?.upstreamCalls).toBeLessThanOrEqual(3);
    console.info(`CommunityPageQuery: ${extensions?.upstreamCalls} upstream calls`);
    expect(await page.title()).toMatch(/^Mi comunidad · /);
    expect(await followingCount(page)).toBe(before + 1);
    expect(await followingTab(page).getAttribute('aria-selected')).toBe('true');
    const first = page.getByRole('tabpanel').getByRole('listitem').first().getByRole('link');
    expect(await first.textContent()).toContain(COMPANY.name);
    expect(await first.textContent()).toContain(`@${COMPANY.username}`);
    expect(await first.getAttribute('href')).toBe(`/ControlPanel/profile/${COMPANY.username}`);
    expect(await axeAtBothWidths(page, 'community')).toEqual([]);

    const search = page.getByRole('searchbox', { name: 'Buscar en mis seguidos' });
    await search.fill('textiles');
    await page
      .getByRole('tabpanel')
      .getByText(/^\d+ resultados?$/)
      .waitFor();
    expect(page.url()).toContain('q=textiles');
    await companyCard(page).waitFor();
    await search.fill('zzzz-nadie');
    await page.getByText('Ningún seguido coincide con «zzzz-nadie».').waitFor();

    // 'Mis seguidores' starts over without the search.
    await page.getByRole('tab', { name: /^Mis seguidores/ }).click();
    await page.waitForURL((url) => url.search === '?tab=seguidores');
    expect(await page.getByRole('searchbox', { name: 'Buscar en mis seguidores' }).inputValue()).toBe('');
    await page.getByRole('tab', { name: /^Mis seguidores \d+$/ }).waitFor();
    await page.getByRole('tabpanel').getByText('Cargando...').waitFor({ state: 'detached' });
    expect(await axeAtBothWidths(page, 'community, followers')).toEqual([]);

    await followingTab(page).click();
    await companyCard(page).click();
    await page.waitForURL((url) => url.pathname === `/ControlPanel/profile/${COMPANY.username}`);
    await page.getByRole('heading', { level: 1, name: COMPANY.name }).waitFor();

    await setFollowing(page, wasFollowing);
    await openCommunity(page);
    expect(await followingCount(page)).toBe(before + (wasFollowing ? 1 : 0));
  });

  test('a follow made on the profile shows in My community when the user goes there within the app', async () => {
    const { page } = browser;
    await signIn(page, CREATIVE.email);
    const wasFollowing = await setFollowing(page, false);
    await openCommunity(page);
    const before = await followingCount(page);

    // Client-side navigations from here on: the store of this visit is what the pages show.
    await navigateInApp(page, `/ControlPanel/profile/${COMPANY.username}`);
    await page.getByRole('heading', { level: 1, name: COMPANY.name }).waitFor();
    await page.getByRole('button', { name: 'Seguir', exact: true }).click();
    await page.getByText('Ahora sigues a este usuario').waitFor();

    const listRequests: string[] = [];
    page.on('request', (request) => {
      const body = request.postData();
      if (sendsOperation(body, 'CommunityPageQuery') || sendsOperation(body, 'FollowingList')) listRequests.push(body!);
    });
    await navigateInApp(page, COMMUNITY);
    expect(await followingCount(page)).toBe(before + 1);
    const first = page.getByRole('tabpanel').getByRole('listitem').first().getByRole('link');
    expect(await first.textContent()).toContain(COMPANY.name);
    // The follow's payload carries every field of the new card: the list comes from the store.
    expect(listRequests).toEqual([]);

    await setFollowing(page, wasFollowing);
  });
});

describe('account settings', () => {
  test("a wrong current password is refused with 'La contraseña actual no es correcta.' and what was typed stays", async () => {
    const { page } = browser;
    await signIn(page, CREATIVE.email);
    await page.goto(SETTINGS);
    await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Contraseña' }).waitFor();
    expect(await axeAtBothWidths(page, 'settings')).toEqual([]);

    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const section = page.getByRole('region', { name: 'Contraseña' });
    await section.getByLabel('Contraseña actual').fill('NoEsLaMia123!');
    await section.getByLabel('Nueva contraseña', { exact: true }).fill('OtraClave2025!');
    await section.getByLabel('Confirmar nueva contraseña').fill('OtraClave2025!');
    await section.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect.poll(() => section.getByRole('alert').textContent()).toBe('La contraseña actual no es correcta.');
    expect(await section.getByLabel('Contraseña actual').inputValue()).toBe('NoEsLaMia123!');
    expect(await axeAtBothWidths(page, 'settings, password form')).toEqual([]);

    // Her password did not change.
    await signIn(page, CREATIVE.email);
  });

  test('a fresh account changes its password and email (with the code mailed to the new address; each new token stored), deletes itself, lands on / and its tokens are refused', async () => {
    const { page } = browser;
    const { email, token } = await registerAccount('baja');
    await page.goto('/politica-cookies');
    await page.evaluate((value) => localStorage.setItem('authToken', value), token);
    await page.goto(SETTINGS);
    const storedToken = () => page.evaluate(() => localStorage.getItem('authToken'));

    const password = page.getByRole('region', { name: 'Contraseña' });
    await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await password.getByLabel('Contraseña actual').fill(REGISTERED_PASSWORD);
    await password.getByLabel('Nueva contraseña', { exact: true }).fill('Pasarela2026!');
    await password.getByLabel('Confirmar nueva contraseña').fill('Pasarela2026!');
    await password.getByRole('button', { name: 'Guardar contraseña' }).click();
    await password.getByText('Contraseña actualizada correctamente.').waitFor();
    const passwordToken = await storedToken();
    expect(passwordToken).not.toBe(token);

    const emailSection = page.getByRole('region', { name: 'Email' });
    await emailSection.getByText(`Tu email actual es ${email}.`).waitFor();
    const newEmail = `nuevo.${email}`;
    await emailSection.getByLabel('Nuevo email', { exact: true }).fill(newEmail);
    await emailSection.getByLabel('Confirmar nuevo email').fill(newEmail);
    await emailSection.getByLabel('Contraseña actual').fill('Pasarela2026!');
    await emailSection.getByRole('button', { name: 'Cambiar email' }).click();
    // Issue 18: the change waits for the code mailed to the new address.
    await emailSection
      .getByText(`Te hemos enviado un código de verificación a ${newEmail}. Introdúcelo para confirmar el cambio.`)
      .waitFor();
    await emailSection.getByText(`Tu email actual es ${email}.`).waitFor();
    expect(await storedToken()).toBe(passwordToken);
    expect(await axeAtBothWidths(page, 'settings, email code')).toEqual([]);
    await emailSection.getByLabel('Código de verificación').fill(await latestCode(newEmail));
    await emailSection.getByRole('button', { name: 'Confirmar email' }).click();
    await emailSection.getByText('Email actualizado con éxito').waitFor();
    await emailSection.getByText(`Tu email actual es ${newEmail}.`).waitFor();
    const emailToken = await storedToken();
    expect(emailToken).not.toBe(passwordToken);

    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await dialog.waitFor();
    expect(await axeAtBothWidths(page, 'delete dialog')).toEqual([]);
    // The password is asked, and the server's refusal of a wrong one shows at the field.
    const confirmPassword = dialog.getByLabel('Contraseña actual');
    await confirmPassword.fill('NoEsLaMia2026!');
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('La contraseña actual no es correcta.');
    expect(await confirmPassword.getAttribute('aria-invalid')).toBe('true');
    expect(await axeAtBothWidths(page, 'delete dialog, wrong password')).toEqual([]);
    expect(await storedToken()).toBe(emailToken);
    await confirmPassword.fill('Pasarela2026!');
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken()).toBeNull();
    for (const each of [token, passwordToken!, emailToken!]) {
      const answer = await graph<{
        data?: { viewer: unknown } | null;
        errors?: Array<{ extensions?: { code?: string } }>;
      }>(page, each, '{ viewer { id username } }');
      const refused = answer.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
      expect(refused || answer.data?.viewer === null).toBe(true);
    }
  });
});
