import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/relay';
import { access } from '../lib/routing/access';
import { clearSession, endRefusedSession, setAuthToken } from '../lib/session';
import { AccessGuard } from './AccessGuard';

function Where({ name }: { name: string }) {
  const { state } = useLocation();
  return (
    <p>
      {name} {JSON.stringify(state)}
    </p>
  );
}

// The guard above stand-in screens: a login-only screen, a wizard step and the public
// pages they may send a visitor to.
const routes = [
  {
    element: <AccessGuard />,
    children: [
      { path: '/', handle: access.public, element: <Where name="Portada" /> },
      { path: '/sesion-caducada', handle: access.public, element: <Where name="Sesión caducada" /> },
      { path: '/ControlPanel/guardados', handle: access.signedIn, element: <Where name="Guardados" /> },
      { path: '/creativo/registro', handle: access.wizard, element: <Where name="Paso 1" /> },
    ],
  },
];

describe('AccessGuard when the server refuses the session', () => {
  it('sends a wizard step to /sesion-caducada, which says so', async () => {
    setAuthToken('caducado');
    const { router } = renderRoutes(routes, { initialEntries: ['/creativo/registro'] });
    expect(await screen.findByText(/Paso 1/)).toBeInTheDocument();

    act(() => endRefusedSession('caducado'));

    expect(await screen.findByText(/Sesión caducada/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sesion-caducada');
  });

  it('sends any other login-only screen where visitors go: / with the register dialog', async () => {
    setAuthToken('caducado');
    renderRoutes(routes, { initialEntries: ['/ControlPanel/guardados'] });
    expect(await screen.findByText(/Guardados/)).toBeInTheDocument();

    act(() => endRefusedSession('caducado'));

    expect(await screen.findByText('Portada {"showRegister":true}')).toBeInTheDocument();
  });

  it('sends a visitor who logged out of a wizard step to the register dialog, not to /sesion-caducada', async () => {
    setAuthToken('válido');
    renderRoutes(routes, { initialEntries: ['/creativo/registro'] });
    expect(await screen.findByText(/Paso 1/)).toBeInTheDocument();

    act(() => clearSession());

    expect(await screen.findByText('Portada {"showRegister":true}')).toBeInTheDocument();
  });
});
