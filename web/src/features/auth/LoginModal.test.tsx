import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../lib/relay/environment';
import { creativeAtBranch } from '../../lib/onboarding/testProfiles';
import { getAuthToken, getStoredUser } from '../../lib/session';
import { renderRoutes } from '../../../test/relay';
import { LoginModal } from './LoginModal';

/** A creative who stopped before the photo step. */
const profile = { id: 'VXNlcjox', ...creativeAtBranch({ profilePicture: null, referralSource: null }) };

function renderLogin() {
  const user = userEvent.setup();
  const view = renderRoutes([
    { path: '/', element: <LoginModal onClose={vi.fn()} onSwitch={vi.fn()} /> },
    { path: '/ControlPanel/explorer', element: <p>explorer</p> },
    { path: '/photo/registro/03', element: <p>photo step</p> },
  ]);
  return { user, ...view };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Correo electrónico'), ' ana@example.com ');
  await user.type(screen.getByLabelText('Contraseña'), 'clave-secreta');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('LoginModal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stores the session with the REST values and opens the explorer once the wizard is finished', async () => {
    // The new session's environment asks the network where to land (signedInLandingPath).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { viewer: { ...profile, profileCompleted: true } } })),
    );
    const { user, environment, router } = renderLogin();
    await signIn(user);
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      email: 'ana@example.com',
      password: 'clave-secreta',
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          LoginPayload: () => ({ token: 'jwt-1', message: 'Inicio de sesión exitoso', userErrors: [] }),
          User: () => ({ username: 'ana', role: 'PROFESSIONAL', creativeType: null, professionalType: 'INSTITUTION' }),
        }),
      ),
    );
    expect(getAuthToken()).toBe('jwt-1');
    expect(getStoredUser()).toEqual({ username: 'ana', role: 'Profesional', creativeType: null, professionalType: 4 });
    expect(localStorage.getItem('professionalType')).toBe('4');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ControlPanel/explorer'));
  });

  it('brings a user whose onboarding is unfinished back to the first missing step', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { viewer: profile } }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, environment, router } = renderLogin();
    await signIn(user);
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          LoginPayload: () => ({ token: 'jwt-1', message: 'Inicio de sesión exitoso', userErrors: [] }),
        }),
      ),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/photo/registro/03'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/graphql',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer jwt-1' }) }),
    );
  });

  it('shows the server message of a refused sign-in', async () => {
    const { user, environment } = renderLogin();
    await signIn(user);
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          LoginPayload: () => ({ token: null, viewer: null, userErrors: [{ message: 'Credenciales incorrectas' }] }),
        }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Credenciales incorrectas');
    expect(getAuthToken()).toBeNull();
  });

  it('falls back to the spec text when the server gives no reason', async () => {
    const { user, environment } = renderLogin();
    await signIn(user);
    await act(async () =>
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Unexpected error.', undefined)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error en el inicio de sesión');
  });

  it('tells a network failure apart', async () => {
    const { user, environment } = renderLogin();
    await signIn(user);
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent('Error de red, inténtalo nuevamente.');
  });

  it('cannot be sent twice while signing in', async () => {
    const { user, environment } = renderLogin();
    await signIn(user);
    expect(screen.getByRole('button', { name: 'Iniciando sesión...' })).toBeDisabled();
    expect(environment.mock.getAllOperations()).toHaveLength(1);
  });

  it('shows why Google sign-in is unavailable instead of redirecting', async () => {
    const error = 'El inicio de sesión con Google no está disponible en este momento.';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error }), { status: 501 }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continuar con Google' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/google', { redirect: 'manual' });
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
  });
});
