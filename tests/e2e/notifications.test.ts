import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { axeAtBothWidths } from './axe';
import { useBrowserPage } from './browser';
import { graph } from './graph';
import { queryResponse } from './operations';
import { DEMO_PASSWORD, registerAccount, storeToken } from './session';

// Notifications against the real product (issue 22): a new follower rings the bell of a fresh
// account without a reload (the count is asked again when the window regains focus); the list
// opens what it is about and marks it read; the mail's unsubscribe link stops that kind of mail,
// which 'Configuración' shows and turns back on. At desktop and phone widths, axe-core clean.

const browser = useBrowserPage();

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ });

/** Someone the fresh account did not expect: the demo creative follows it. */
async function followedByCreative(page: Page, followedToken: string): Promise<string> {
  const { login } = await graph<{ login: { token: string } }>(
    page,
    'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    { input: { email: 'creativa@demo.es', password: DEMO_PASSWORD } },
  );
  const { viewer } = await graph<{ viewer: { id: string } }>(page, '{ viewer { id } }', {}, followedToken);
  const { me } = await graph<{ me: { username: string } }>(page, '{ me: viewer { username } }', {}, login.token);
  await graph(
    page,
    'mutation ($input: FollowUserInput!) { followUser(input: $input) { userErrors { message } } }',
    { input: { userId: viewer.id } },
    login.token,
  );
  return me.username;
}

/** The unsubscribe link's token of the newest notification mail to an address (the development outbox). */
async function unsubscribeToken(email: string): Promise<string> {
  const response = await fetch(`${inject('apiURL')}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: Array<{ headers: Record<string, string> }> };
  const header = mails.find((mail) => mail.headers['List-Unsubscribe'])?.headers['List-Unsubscribe'];
  const token = header && /token=([^>]+)>/.exec(header)?.[1];
  if (!token) throw new Error(`no notification mail to ${email}`);
  return decodeURIComponent(token);
}

describe('Notifications', () => {
  test('a new follower rings the bell without a reload; the list opens the profile and marks it read', async () => {
    const { page } = browser;
    const account = await registerAccount('aviso');
    await storeToken(page, account.token);
    // The bell listens for focus once the shell's query (with the count) is in.
    const shellQuery = queryResponse(page, 'ShellRouteQuery');
    await page.goto('/ControlPanel/explorer');
    await shellQuery;
    await bell(page).waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('Notificaciones');

    const follower = await followedByCreative(page, account.token);
    // Coming back to the window asks for the count again (as often as the person comes back).
    const focusAndRead = async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      return bell(page).getAttribute('aria-label');
    };
    await expect.poll(focusAndRead, { timeout: 15_000, interval: 500 }).toBe('Notificaciones: 1 sin leer');

    await bell(page).click();
    await page.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor();
    const row = page.getByRole('main').getByRole('listitem').first();
    expect(await row.textContent()).toContain('ha empezado a seguirte.');
    expect(await axeAtBothWidths(page, 'notifications')).toEqual([]);
    await row.getByRole('link').click();
    await page.waitForURL(`**/ControlPanel/profile/${follower}`);
    await page.getByRole('link', { name: 'Notificaciones', exact: true }).waitFor();

    await page.goBack();
    await page.getByText('Todo leído').waitFor();
  });

  test("the mail's link unsubscribes; 'Configuración' shows it and turns it back on", async () => {
    const { page } = browser;
    const account = await registerAccount('baja');
    await followedByCreative(page, account.token);
    await storeToken(page, account.token);

    await page.goto(`/baja?token=${encodeURIComponent(await unsubscribeToken(account.email))}`);
    await page.getByRole('heading', { level: 1, name: 'Darte de baja de estos emails' }).waitFor();
    expect(await axeAtBothWidths(page, 'unsubscribe')).toEqual([]);
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await page.getByText('Listo: ya no recibirás emails de «Nuevos seguidores».').waitFor();

    await page.goto('/ControlPanel/configuracion');
    const switches = page.getByRole('region', { name: 'Emails de avisos' });
    const followers = switches.getByRole('checkbox', { name: 'Nuevos seguidores' });
    await followers.waitFor();
    expect(await followers.isChecked()).toBe(false);
    expect(await switches.getByRole('checkbox', { name: 'Nuevas candidaturas a mis ofertas' }).isChecked()).toBe(true);
    await followers.check();
    await page.waitForResponse((response) => response.url().endsWith('/graphql') && response.ok());
    await page.reload();
    await switches.getByRole('checkbox', { name: 'Nuevos seguidores' }).waitFor();
    expect(await switches.getByRole('checkbox', { name: 'Nuevos seguidores' }).isChecked()).toBe(true);
  });
});

describe('Notifications on a phone', () => {
  test('the bell stays in the header', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await registerAccount('movil');
    await followedByCreative(page, account.token);
    await storeToken(page, account.token);
    await page.goto('/ControlPanel/explorer');
    await page.getByRole('link', { name: 'Notificaciones: 1 sin leer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor();
    const box = await page.getByRole('main').getByRole('listitem').first().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
  });
});
