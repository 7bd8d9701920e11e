import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../lib/brand';
import { setAuthToken } from '../../lib/session';
import { renderRoutes } from '../../../test/relay';
import { landingRoutes } from './routes';

// The panel stands in for the shell: where a signed-in visitor's way in leads.
const routes = [...landingRoutes, { path: '/ControlPanel', element: <p>panel</p> }];

function renderLanding(entry: string | { pathname: string; state?: unknown } = '/') {
  const user = userEvent.setup();
  return { user, ...renderRoutes(routes, { initialEntries: [entry] }) };
}

describe('Landing page', () => {
  // The route's code is split; load it once so the first test does not wait on the transform.
  beforeAll(() => import('./LandingPage'));

  it('opens the registration dialog when navigation state carries showRegister', async () => {
    renderLanding({ pathname: '/', state: { showRegister: true } });
    expect(await screen.findByRole('dialog', { name: 'Crea tu cuenta' })).toBeInTheDocument();
  });

  it('opens the login dialog at /login, and closing it leaves /login', async () => {
    const { user, router } = renderLanding('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Inicio de sesión' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows no dialog at / by default', async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches between the login, registration and recovery dialogs', async () => {
    const { user } = renderLanding();
    await user.click(await screen.findByRole('button', { name: 'Inicio de sesión' }));
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByRole('dialog', { name: 'Recupera tu contraseña' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver al inicio de sesión' }));
    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(screen.getByRole('dialog', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inicia sesión' }));
    expect(screen.getByRole('dialog', { name: 'Inicio de sesión' })).toBeInTheDocument();
  });

  it.each(['Registro', 'Soy creativo', 'Soy una empresa', 'Crear mi portafolio'])(
    "'%s' opens registration",
    async (name) => {
      const { user } = renderLanding();
      await user.click(await screen.findByRole('button', { name }));
      expect(screen.getByRole('dialog', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    },
  );

  it('links the header to the public dashboard pages', async () => {
    renderLanding();
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Explorar', '/ControlPanel/explorer'],
      ['Creativos', '/ControlPanel/creatives'],
      ['Estudiar moda', '/ControlPanel/fashion'],
      ['Ofertas de trabajo', '/ControlPanel/offers'],
      ['Revista', '/ControlPanel/magazine'],
      ['Blog', '/ControlPanel/blog'],
      ['About', '/ControlPanel/info'],
    ]);
  });

  it("switches 'Cómo funciona' between creative, company and institution", async () => {
    const { user } = renderLanding();
    const company = await screen.findByRole('button', { name: 'Empresa' });
    expect(screen.getByRole('button', { name: 'Creativo' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(company);
    expect(company).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Publica tus ofertas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Institución' }));
    expect(screen.getByRole('heading', { name: 'Publica tu oferta educativa' })).toBeInTheDocument();
  });

  it('ends with the current year, the brand and the legal pages', async () => {
    renderLanding();
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${brand.name}`);
    expect(within(footer).getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('href', '/ControlPanel/legal');
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/ControlPanel/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute(
      'href',
      '/ControlPanel/cookies',
    );
    expect(within(footer).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/ControlPanel/contact');
  });

  it('names the tab after the page: the landing page, and /login its sign-in', async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1 });
    // The title is written in an effect, which may run after the element is found (CI failed on it under load).
    await waitFor(() => expect(document.title).toBe(`La red del talento en moda · ${brand.name}`));
    cleanup();
    renderLanding('/login');
    await screen.findByRole('dialog', { name: 'Inicio de sesión' });
    await waitFor(() => expect(document.title).toBe(`Inicio de sesión · ${brand.name}`));
  });
});

describe('Landing page for a signed-in visitor (README § Product notes)', () => {
  beforeAll(() => import('./LandingPage'));

  it('shows the way into the panel instead of Registro and Inicio de sesión, and no sign-up buttons', async () => {
    setAuthToken('token');
    const { user, router } = renderLanding();
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Registro' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Inicio de sesión' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute('href', '/ControlPanel');
    for (const name of ['Soy creativo', 'Soy una empresa', 'Crear mi portafolio'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ir a mi panel' })).toHaveLength(3);

    await user.click(within(header).getByRole('link', { name: 'Ir a mi panel' }));
    expect(await screen.findByText('panel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ControlPanel');
  });

  it('sends /login straight on into the panel, without the sign-in dialog', async () => {
    setAuthToken('token');
    const { router } = renderLanding('/login');
    expect(await screen.findByText('panel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ControlPanel');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens no register dialog for showRegister state (a Back to such an entry)', async () => {
    setAuthToken('token');
    renderLanding({ pathname: '/', state: { showRegister: true } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
