import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { use } from 'react';
import { Link, redirect, useLocation, type RouteObject } from 'react-router';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { upcomingShellRoutes } from '../../app/upcomingRoutes';
import { AccessGuard } from '../../components/AccessGuard';
import { access } from '../../lib/routing/access';
import { isLoggedIn, setAuthToken, storeUser } from '../../lib/session';
import { ACTIVE_MENU_KEY } from '../../lib/storageKeys';
import { controlPanelRoute } from './controlPanelRoute';

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <p>{name}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
      <Link to="/ControlPanel/article/abc">Abrir artículo</Link>
    </div>
  );
}

// A screen whose query never answers: it stays in its loading state.
const never = new Promise<never>(() => {});
function Waiting(): null {
  use(never);
  return null;
}

// A screen whose loader fails until `failures` runs out, as a screen whose query fails.
let failures = 0;
function flakyLoader() {
  if (failures > 0) {
    failures--;
    throw new Error('upstream down');
  }
  return null;
}

// The real guard and shell with stand-in screens: public screens of other features, one
// with an id, one that keeps loading, one that fails, and the app's declared screens still
// to come (signed-in-only ones among them).
const routes: RouteObject[] = [
  {
    element: <AccessGuard />,
    children: [
      { path: '/', handle: access.public, element: <Probe name="Portada" /> },
      // As the app's /login: a signed-in visitor goes straight on into the panel.
      {
        path: '/login',
        handle: access.public,
        loader: () => (isLoggedIn() ? redirect('/ControlPanel') : null),
        element: <Probe name="Inicio de sesión" />,
      },
      controlPanelRoute([
        { path: 'explorer', handle: access.public, element: <Probe name="Pantalla del explorador" /> },
        { path: 'blog', handle: access.public, element: <Probe name="Pantalla del blog" /> },
        { path: 'article/:id', handle: access.public, element: <Probe name="Pantalla del artículo" /> },
        { path: 'magazine', handle: access.public, element: <Waiting /> },
        { path: 'info', handle: access.public, loader: flakyLoader, element: <Probe name="Pantalla de información" /> },
        // Login-only screens built in their own features: stand-ins here.
        { path: 'createPost', handle: access.signedIn, element: <Probe name="Crear publicación" /> },
        { path: 'profile', handle: access.signedIn, element: <Probe name="Mi perfil" /> },
        { path: 'guardados', handle: access.signedIn, element: <Probe name="Guardados" /> },
        { path: 'post/:id', handle: access.signedIn, element: <Probe name="Publicación" /> },
        ...upcomingShellRoutes,
      ]),
    ],
  },
];

function render(path: string) {
  return renderRoutes(routes, { initialEntries: [path] });
}

type Rendered = ReturnType<typeof render>;

async function resolveViewer({ environment }: Rendered, payload: GraphQLSingularResponse) {
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => environment.mock.resolveMostRecentOperation(payload));
}

const anonymous = { data: { viewer: null } };
const signedIn = {
  data: { viewer: { __typename: 'User', id: 'VXNlcjox', username: 'lucia', profilePicture: null } },
};

function withViewer(fields: Record<string, unknown>): GraphQLSingularResponse {
  return { data: { viewer: { ...signedIn.data.viewer, ...fields } } };
}

// The gateway could not read the viewer (the api is down); Relay's PayloadError type omits `extensions`.
const unreadableViewer = {
  data: { viewer: null },
  errors: [{ message: 'Servicio no disponible', path: ['viewer'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
} as unknown as GraphQLSingularResponse;

function logIn() {
  setAuthToken('token');
  storeUser({ username: 'lucia', role: 'Creativo' });
}

// The shell is a lazy route: its first import (a cold transform on a loaded machine) is done
// here, so the first test waits for its query, not for the module (failed once in CI).
beforeAll(() => import('./ShellRoute'), 30_000);

describe('the access guard around the /ControlPanel shell', () => {
  it('sends an anonymous visitor on a login-only path to / with the register dialog requested', async () => {
    const rendered = render('/ControlPanel/createPost');
    expect(await screen.findByText('Portada')).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/');
    expect(rendered.router.state.location.state).toEqual({ showRegister: true });
  });

  it.each(['/ControlPanel/profile', '/ControlPanel/guardados', '/ControlPanel/createPost', '/ControlPanel/post/p1'])(
    'treats %s, whose screen comes later, as login-only',
    async (path) => {
      const rendered = render(path);
      await screen.findByText('Portada');
      expect(rendered.router.state.location.state).toEqual({ showRegister: true });
    },
  );

  it.each([
    ['/ControlPanel/explorer', 'Pantalla del explorador'],
    ['/ControlPanel/blog', 'Pantalla del blog'],
  ])('lets an anonymous visitor open the public path %s', async (path, screenText) => {
    const rendered = render(path);
    await resolveViewer(rendered, anonymous);
    expect(await screen.findByText(screenText)).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe(path);
  });

  it('keeps a logged-in user on a login-only path (no screen yet: the explorer)', async () => {
    logIn();
    const rendered = render('/ControlPanel/community');
    await resolveViewer(rendered, signedIn);
    expect(await screen.findByText('Pantalla del explorador')).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/ControlPanel/explorer');
  });

  it('sends an unknown path to the explorer', async () => {
    const rendered = render('/ControlPanel/no-existe');
    await resolveViewer(rendered, anonymous);
    expect(await screen.findByText('Pantalla del explorador')).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/ControlPanel/explorer');
  });

  it('opens the explorer at /ControlPanel', async () => {
    const rendered = render('/ControlPanel');
    await resolveViewer(rendered, anonymous);
    await screen.findByText('Pantalla del explorador');
    expect(rendered.router.state.location.pathname).toBe('/ControlPanel/explorer');
  });
});

describe('the shell', () => {
  it('highlights the active menu item and remembers it for the session', async () => {
    const rendered = render('/ControlPanel/blog');
    await resolveViewer(rendered, anonymous);
    const menu = await screen.findByRole('navigation', { name: 'Menú' });
    expect(within(menu).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Explorador' })).not.toHaveAttribute('aria-current');
    expect(sessionStorage.getItem(ACTIVE_MENU_KEY)).toBe('blog');

    // An article ends in its id: the section it was opened from stays active.
    fireEvent.click(screen.getByRole('link', { name: 'Abrir artículo' }));
    await screen.findByText('Pantalla del artículo');
    expect(within(menu).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(sessionStorage.getItem(ACTIVE_MENU_KEY)).toBe('blog');
  });

  it('restores the remembered item after a reload on a screen that is not a menu item', async () => {
    sessionStorage.setItem(ACTIVE_MENU_KEY, 'magazine');
    const rendered = render('/ControlPanel/article/xyz');
    await resolveViewer(rendered, anonymous);
    const menu = await screen.findByRole('navigation', { name: 'Menú' });
    expect(within(menu).getByRole('link', { name: 'Revista' })).toHaveAttribute('aria-current', 'page');
  });

  it('logs out from the sidebar: clears the session and goes to /login', async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, signedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Más información' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByText('Inicio de sesión');
    expect(rendered.router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows no logout to anonymous visitors', async () => {
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, anonymous);
    fireEvent.click(await screen.findByRole('button', { name: 'Más información' }));
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
  });

  it('sends anonymous taps on Crear and Guardados to the register dialog, and offers sign-in and sign-up', async () => {
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, anonymous);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Crear' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Guardados' })).toHaveAttribute('href', '/');
    expect(within(header).queryByRole('button', { name: 'Mi perfil' })).not.toBeInTheDocument();
    const tabBar = screen.getByRole('navigation', { name: 'Accesos rápidos' });
    expect(within(tabBar).getByRole('link', { name: 'Explorar' })).toHaveAttribute('href', '/ControlPanel/explorer');
    expect(within(tabBar).getByRole('link', { name: 'Creativos' })).toHaveAttribute('href', '/ControlPanel/creatives');
    expect(within(tabBar).getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/');

    fireEvent.click(within(header).getByRole('link', { name: 'Inicio de sesión' }));
    await screen.findByText('Inicio de sesión');
    expect(rendered.router.state.location.pathname).toBe('/login');
    await act(async () => rendered.router.navigate(-1));
    fireEvent.click(await within(await screen.findByRole('banner')).findByRole('link', { name: 'Registro' }));
    await screen.findByText('Portada');
    expect(rendered.router.state.location.state).toEqual({ showRegister: true });
  });

  it("offers a visitor sign-in and sign-up in the phone's side menu too, and no logout", async () => {
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, anonymous);
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    const menu = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(menu).getByRole('link', { name: 'Inicio de sesión' })).toHaveAttribute('href', '/login');
    expect(within(menu).queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('link', { name: 'Registro' }));
    await screen.findByText('Portada');
    expect(rendered.router.state.location.state).toEqual({ showRegister: true });
  });

  it("logs out from the phone's side menu: clears the session and goes to /login", async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, signedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    const menu = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(menu).queryByRole('link', { name: 'Inicio de sesión' })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByText('Inicio de sesión');
    expect(rendered.router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("gives operators 'Moderación' in the sidebar, the phone's side menu and the profile dropdown", async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, withViewer({ isOperator: true }));
    const sidebar = await screen.findByRole('navigation', { name: 'Menú' });
    expect(await within(sidebar).findByRole('link', { name: 'Moderación' })).toHaveAttribute(
      'href',
      '/ControlPanel/moderacion',
    );
    expect(screen.getAllByRole('link', { name: 'Moderación' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Mi perfil' }));
    // The sidebar's and the opened dropdown's.
    expect(screen.getAllByRole('link', { name: 'Moderación' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(menu).getByRole('link', { name: 'Moderación' })).toHaveAttribute('href', '/ControlPanel/moderacion');
  });

  it("shows no 'Moderación' to anyone else", async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, withViewer({ isOperator: false }));
    const sidebar = await screen.findByRole('navigation', { name: 'Menú' });
    await within(sidebar).findByRole('link', { name: 'Explorador' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mi perfil' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(screen.queryByRole('link', { name: 'Moderación' })).not.toBeInTheDocument();
  });

  it("leads a creative's Crear straight to createPost", async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(
      rendered,
      withViewer({ role: 'CREATIVE', isVerifiedProfessional: false, professionalType: null }),
    );
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Crear' })).toHaveAttribute('href', '/ControlPanel/createPost');
    const tabBar = screen.getByRole('navigation', { name: 'Accesos rápidos' });
    expect(within(tabBar).getByRole('link', { name: 'Crear' })).toHaveAttribute('href', '/ControlPanel/createPost');
  });

  it('offers an unverified professional the choice too (the offer form then shows how to be verified)', async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(
      rendered,
      withViewer({ role: 'PROFESSIONAL', isVerifiedProfessional: false, professionalType: 'COMPANY' }),
    );
    const header = await screen.findByRole('banner');
    fireEvent.click(within(header).getByRole('button', { name: 'Crear' }));
    expect(within(header).getByRole('link', { name: 'Crear oferta de trabajo' })).toHaveAttribute(
      'href',
      '/ControlPanel/createOffer',
    );
  });

  it("gives the mobile tab bar's Crear the same choice, and a creative's tab leads to createPost", async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(
      rendered,
      withViewer({ role: 'PROFESSIONAL', isVerifiedProfessional: true, professionalType: 'COMPANY' }),
    );
    const tabBar = await screen.findByRole('navigation', { name: 'Accesos rápidos' });
    const crear = await within(tabBar).findByRole('button', { name: 'Crear' });
    fireEvent.click(crear);
    expect(within(tabBar).getByRole('link', { name: 'Publicación' })).toHaveFocus();
    expect(within(tabBar).getByRole('link', { name: 'Crear oferta de trabajo' })).toHaveAttribute(
      'href',
      '/ControlPanel/createOffer',
    );
  });

  it.each([
    ['COMPANY', 'Crear oferta de trabajo', '/ControlPanel/createOffer'],
    ['BRAND', 'Crear oferta de trabajo', '/ControlPanel/createOffer'],
    ['AGENCY', 'Crear oferta de trabajo', '/ControlPanel/createOffer'],
    ['OTHER', 'Crear oferta de trabajo', '/ControlPanel/createOffer'],
    ['INSTITUTION', 'Crear oferta educativa', '/ControlPanel/createEducationalOffer'],
  ])("offers a verified %s professional Crear's choice: 'Publicación' or '%s'", async (type, label, href) => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(
      rendered,
      withViewer({ role: 'PROFESSIONAL', isVerifiedProfessional: true, professionalType: type }),
    );
    const header = await screen.findByRole('banner');
    const crear = within(header).getByRole('button', { name: 'Crear' });
    expect(crear).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(crear);
    expect(crear).toHaveAttribute('aria-expanded', 'true');
    const post = within(header).getByRole('link', { name: 'Publicación' });
    expect(post).toHaveAttribute('href', '/ControlPanel/createPost');
    expect(post).toHaveFocus();
    expect(within(header).getByRole('link', { name: label })).toHaveAttribute('href', href);
    fireEvent.keyDown(post, { key: 'Escape' });
    expect(crear).toHaveAttribute('aria-expanded', 'false');
    expect(crear).toHaveFocus();
    fireEvent.click(crear);
    fireEvent.click(within(header).getByRole('link', { name: 'Publicación' }));
    expect(await screen.findByText('Crear publicación')).toBeInTheDocument();
  });

  it('opens the profile dropdown with the keyboard-usable entries, and Escape closes it', async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, signedIn);
    const button = await screen.findByRole('button', { name: 'Mi perfil' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Ver mi perfil' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps the profile dropdown open when the viewer arrives after it was opened', async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    // Opened while the viewer is still loading (the menu shown meanwhile), then the viewer answers.
    fireEvent.click(await screen.findByRole('button', { name: 'Mi perfil' }));
    await resolveViewer(rendered, signedIn);
    expect(screen.getByRole('button', { name: 'Mi perfil' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('@lucia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });

  it('opens Mis ofertas as the editProfile screen with activeMenu misOfertas', async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, signedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Mi perfil' }));
    const visited: Array<{ pathname: string; state: unknown }> = [];
    rendered.router.subscribe(({ location }) => visited.push({ pathname: location.pathname, state: location.state }));
    const misOfertas = screen.getByRole('link', { name: 'Mis ofertas' });
    expect(misOfertas).toHaveAttribute('href', '/ControlPanel/editProfile');
    fireEvent.click(misOfertas);
    // No editProfile screen yet: its stand-in sends the visitor on to the explorer.
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/ControlPanel/explorer'));
    expect(visited).toContainEqual({ pathname: '/ControlPanel/editProfile', state: { activeMenu: 'misOfertas' } });
  });

  it('closes the profile dropdown on an outside click', async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, signedIn);
    const button = await screen.findByRole('button', { name: 'Mi perfil' });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Pantalla del explorador'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the shell and the screen up when the viewer cannot be read', async () => {
    logIn();
    const rendered = render('/ControlPanel/explorer');
    await resolveViewer(rendered, unreadableViewer);
    expect(await screen.findByText('Pantalla del explorador')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Mi perfil' })).toBeInTheDocument();
  });

  it('shows header, sidebar and a skeleton screen at once, before the viewer or the screen has answered', async () => {
    logIn();
    const rendered = render('/ControlPanel/magazine');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Cargando...');
    // The viewer's query is still waiting for its answer.
    expect(rendered.environment.mock.getAllOperations()).toHaveLength(1);
  });
});

describe('a screen that fails', () => {
  it('shows its error inside the shell, and Reintentar loads it again', async () => {
    failures = 1;
    const rendered = render('/ControlPanel/info');
    await resolveViewer(rendered, anonymous);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Algo ha salido mal' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú' })).toBeInTheDocument();
    expect(document.title).toBe('Algo ha salido mal · Moda Talento');
    expect(within(main).getByRole('link', { name: 'Volver al explorador' })).toHaveAttribute(
      'href',
      '/ControlPanel/explorer',
    );

    fireEvent.click(within(main).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pantalla de información')).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/ControlPanel/info');
  });

  it('offers no way back to the explorer when the explorer itself failed (it would fail again)', async () => {
    failures = 1;
    const rendered = renderRoutes(
      [
        {
          element: <AccessGuard />,
          children: [
            controlPanelRoute([
              { path: 'explorer', handle: access.public, loader: flakyLoader, element: <Probe name="Explorador" /> },
            ]),
          ],
        },
      ],
      { initialEntries: ['/ControlPanel/explorer'] },
    );
    await resolveViewer(rendered, anonymous);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Volver al explorador' })).not.toBeInTheDocument();
  });
});
