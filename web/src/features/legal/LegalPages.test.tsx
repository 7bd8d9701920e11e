import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { brand } from '../../lib/brand';
import { legalRoutes, legalTopLevelRoutes } from './routes';

const routes = [
  { path: '/ControlPanel', children: [...legalRoutes, { path: 'explorer', element: <h1>Explorador</h1> }] },
  ...legalTopLevelRoutes,
];

// The first render waits for the lazily imported page module.
const findTitle = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

const open = (...initialEntries: string[]) => renderRoutes(routes, { initialEntries });

describe('Legal documents', () => {
  it.each([
    ['/ControlPanel/legal', 'Aviso Legal'],
    ['/ControlPanel/privacy', 'Política de Privacidad y Protección de Datos'],
    ['/ControlPanel/cookies', 'Política de Cookies'],
    ['/politica-cookies', 'Política de Cookies'],
  ])('%s shows "%s", version 1.0 and its date', async (url, title) => {
    open(url);

    expect(await findTitle(title)).toBeInTheDocument();
    expect(screen.getByText('Versión 1.0')).toBeInTheDocument();
    expect(screen.getByText('20 de mayo de 2025')).toHaveAttribute('datetime', '2025-05-20');
    await waitFor(() => expect(document.title).toBe(`${title} · ${brand.name}`));
  });

  it('indexes every section and moves focus to the one chosen', async () => {
    const user = userEvent.setup();
    open('/ControlPanel/legal');
    await findTitle('Aviso Legal');

    const index = screen.getByRole('navigation', { name: 'Índice' });
    const entries = within(index).getAllByRole('link');
    expect(entries).toHaveLength(screen.getAllByRole('heading', { level: 2 }).length - 1);
    await user.click(within(index).getByRole('link', { name: 'Gratuidad de los servicios' }));

    expect(screen.getByRole('heading', { level: 2, name: /Gratuidad de los servicios/ })).toHaveFocus();
  });

  it('states the minimum age of 18 and the 16 years of the data-protection law', async () => {
    open('/ControlPanel/privacy');
    await findTitle('Política de Privacidad y Protección de Datos');

    expect(screen.getByText('18 años')).toBeInTheDocument();
    expect(screen.getByText('16 años')).toBeInTheDocument();
    expect(screen.getAllByText(brand.legalName, { exact: false }).length).toBeGreaterThan(0);
  });

  it('lists everything the app keeps in the browser', async () => {
    open('/ControlPanel/cookies');
    await findTitle('Política de Cookies');

    const local = screen.getByRole('table', { name: 'Almacenamiento local (localStorage)' });
    const names = within(local)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['authToken', 'role', 'creativeType', 'professionalType', 'user', 'cookieConsent']);
    expect(screen.getByRole('table', { name: 'Almacenamiento de sesión (sessionStorage)' })).toBeInTheDocument();
  });

  it('withdraws an accepted cookie consent', async () => {
    const user = userEvent.setup();
    localStorage.setItem('cookieConsent', 'accepted');
    open('/ControlPanel/cookies');
    await findTitle('Política de Cookies');

    await user.click(screen.getByRole('button', { name: 'Retirar mi consentimiento' }));

    expect(localStorage.getItem('cookieConsent')).toBe('rejected');
    expect(screen.getByText(/Has retirado tu consentimiento/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirar mi consentimiento' })).not.toBeInTheDocument();
  });
});

describe('Contact and information', () => {
  it('gives the contact email, postal address, three social networks and the founding year', async () => {
    open('/ControlPanel/contact');
    await findTitle('Contacto');

    expect(screen.getByRole('link', { name: brand.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.contactEmail}`,
    );
    expect(screen.getByText(brand.postalAddress, { exact: false })).toBeInTheDocument();
    for (const [name, url] of [
      ['Instagram', brand.social.instagram],
      ['LinkedIn', brand.social.linkedin],
      ['TikTok', brand.social.tiktok],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(/se fundó en 2025/)).toBeInTheDocument();
  });

  it("shows the heading 'Información'", async () => {
    open('/ControlPanel/info');

    expect(await findTitle('Información')).toBeInTheDocument();
  });
});

describe("The 'Volver' button", () => {
  it('goes one step back in the history', async () => {
    const user = userEvent.setup();
    open('/ControlPanel/info', '/ControlPanel/contact');
    await findTitle('Contacto');

    await user.click(screen.getByRole('button', { name: /Volver/ }));

    expect(await findTitle('Información')).toBeInTheDocument();
  });

  it('goes to the explorer when the page was opened directly', async () => {
    const user = userEvent.setup();
    open('/ControlPanel/legal');
    await findTitle('Aviso Legal');

    await user.click(screen.getByRole('button', { name: /Volver/ }));

    expect(await findTitle('Explorador')).toBeInTheDocument();
  });
});
