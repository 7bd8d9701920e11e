import { act, screen } from '@testing-library/react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WizardProfile } from '../../lib/onboarding/wizardProgress';
import { getAuthToken } from '../../lib/session';
import { renderRoutes } from '../../../test/relay';
import { onboardingRoutes } from './routes';
import { answerSaved, creativeAtBranch, expectPath, newAccount } from './wizardTesting';
import userEvent from '@testing-library/user-event';

const standIns = [
  { path: '/', element: <p>landing</p> },
  { path: '/creativo/registro', element: <p>creative step 1</p> },
  { path: '/profesional/registro', element: <p>professional step 1</p> },
  { path: '/ControlPanel/explorer', element: <p>explorer</p> },
];

function renderObjective(
  entry: string | { pathname: string; state?: unknown } = { pathname: '/complete-registration' },
) {
  const user = userEvent.setup();
  // The stand-ins come first: the wizard's own routes would gate the next screen.
  return { user, ...renderRoutes([...standIns, ...onboardingRoutes], { initialEntries: [entry] }) };
}

async function resolveViewer(
  environment: MockEnvironment,
  username = 'lucia_moda',
  profile: WizardProfile = newAccount,
) {
  // The poll starts in an effect, which may run just after the button first shows.
  await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { User: () => ({ ...profile, username }) }),
    ),
  );
}

// The gateway's answer to a token the api refuses: the viewer field's error, with its code
// (relay-runtime's PayloadError type has no `extensions`, which the gateway sends).
const refusedToken = {
  data: { viewer: null },
  errors: [{ message: 'Token inválido o expirado.', path: ['viewer'], extensions: { code: 'UNAUTHENTICATED' } }],
} as unknown as GraphQLSingularResponse;

const operationNames = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);

describe('/complete-registration: the objective screen', () => {
  // The route's code is split; load it once so the first test does not wait on the transform.
  beforeAll(() => Promise.all([import('./ObjectivePage'), import('./SessionEndedPage')]));

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows 'Cargando...' and asks to wait until the profile answers, polling every 500 ms", async () => {
    localStorage.setItem('authToken', 'new-account');
    const { user, environment } = renderObjective({
      pathname: '/complete-registration',
      state: { username: 'lucia_moda' },
    });
    const next = await screen.findByRole('button', { name: 'Cargando...' });
    expect(screen.getByRole('heading', { name: '¡Hola, lucia_moda!' })).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Aún estamos preparando tu cuenta, por favor espera un momento...',
    );

    vi.useFakeTimers();
    expect(operationNames(environment)).toEqual(['useAccountReadyPollQuery']);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('No autorizado')));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(499));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(operationNames(environment)).toEqual(['useAccountReadyPollQuery']);
    expect(screen.getByRole('button', { name: 'Cargando...' })).toBeInTheDocument();

    await resolveViewer(environment);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });

  it('ends the session and says so when the server refuses the token (401), and stops asking', async () => {
    localStorage.setItem('authToken', 'expired-token');
    const { environment, router } = renderObjective();
    await screen.findByRole('button', { name: 'Cargando...' });
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => environment.mock.resolveMostRecentOperation(refusedToken));
    vi.useRealTimers();
    await expectPath(router, '/sesion-caducada');
    expect(await screen.findByRole('heading', { name: 'Tu sesión ha terminado' })).toBeInTheDocument();
    expect(screen.getByText(/Tu sesión ha caducado o no es válida/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(getAuthToken()).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('greets by the profile username when navigation brought none', async () => {
    localStorage.setItem('authToken', 'google-account');
    const { environment } = renderObjective();
    await screen.findByRole('button', { name: 'Cargando...' });
    await resolveViewer(environment, 'marta');
    expect(await screen.findByRole('heading', { name: '¡Hola, marta!' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
  });

  it('sends a user who finished the wizard to the explorer', async () => {
    localStorage.setItem('authToken', 'old-account');
    const { environment, router } = renderObjective();
    await screen.findByRole('button', { name: 'Cargando...' });
    await resolveViewer(environment, 'marta', { ...creativeAtBranch(), profileCompleted: true });
    await expectPath(router, '/ControlPanel/explorer');
  });

  it('asks for a choice before going on', async () => {
    localStorage.setItem('authToken', 'new-account');
    const { user, environment } = renderObjective();
    await screen.findByRole('button', { name: 'Cargando...' });
    await resolveViewer(environment);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, selecciona tu objetivo en la plataforma.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it.each([
    ['Crear mi portafolio', 'CREATIVE', 'Creativo', '/creativo/registro'],
    ['Conectar con creativos', 'CREATIVE', 'Creativo', '/creativo/registro'],
    ['Contratar talento', 'PROFESSIONAL', 'Profesional', '/profesional/registro'],
    ['Ofrecer prácticas', 'PROFESSIONAL', 'Profesional', '/profesional/registro'],
    ['Soy una institución educativa', 'PROFESSIONAL', 'Profesional', '/profesional/registro'],
  ] as const)("'%s' saves role %s, stores '%s' and opens %s", async (label, role, storedRole, path) => {
    localStorage.setItem('authToken', 'new-account');
    const { user, environment, router } = renderObjective();
    await screen.findByRole('button', { name: 'Cargando...' });
    await resolveViewer(environment);
    await user.click(screen.getByRole('radio', { name: new RegExp(label) }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useUpdateProfileMutation');
    expect(operation.request.variables.input).toEqual({ role });
    await answerSaved(environment, { ...newAccount, role });
    expect(localStorage.getItem('role')).toBe(storedRole);
    await expectPath(router, path);
  });

  it('only logs a failed save and goes on', async () => {
    localStorage.setItem('authToken', 'new-account');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, environment, router } = renderObjective();
    await screen.findByRole('button', { name: 'Cargando...' });
    await resolveViewer(environment);
    await user.click(screen.getByRole('radio', { name: /Contratar talento/ }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(log).toHaveBeenCalled();
    await expectPath(router, '/profesional/registro');
  });

  it("signs in with a Google sign-in's one-time code from the URL and removes it from history", async () => {
    const fetchMock = vi.fn(
      async (url: string) =>
        url === '/api/auth/google/session'
          ? Response.json({ token: 'from-google', user: {}, message: 'Inicio de sesión exitoso' })
          : new Promise<Response>(() => {}), // the profile poll waits
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderObjective('/complete-registration?code=one-time');
    await screen.findByRole('button', { name: 'Cargando...' });
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/auth/google/session',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ code: 'one-time' }) }),
    ]);
    expect(getAuthToken()).toBe('from-google');
    expect(router.state.location.pathname).toBe('/complete-registration');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('signs nobody in with a token in the URL, and removes it (issue 18)', async () => {
    localStorage.setItem('authToken', 'mine');
    const { router } = renderObjective('/complete-registration?token=attacker-jwt');
    await screen.findByRole('button', { name: 'Cargando...' });
    expect(getAuthToken()).toBe('mine');
    expect(router.state.location.search).toBe('');
  });

  it('sends a visitor with a token in the URL to the landing page, signed out', async () => {
    renderObjective('/complete-registration?token=attacker-jwt');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
  });

  it('sends a visitor without a session to the landing page', async () => {
    renderObjective();
    expect(await screen.findByText('landing')).toBeInTheDocument();
  });
});
