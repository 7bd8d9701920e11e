import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newAccount } from '../../lib/onboarding/testProfiles';
import { getAuthToken, getStoredUser } from '../../lib/session';
import { renderRoutes } from '../../../test/relay';
import { authRoutes } from './routes';

const standIns = [
  { path: '/', element: <p>landing</p> },
  { path: '/ControlPanel/explorer', element: <p>explorer</p> },
  { path: '/complete-registration', element: <p>objective</p> },
];

const render = (entry: string) => renderRoutes([...authRoutes, ...standIns], { initialEntries: [entry] });

/** The api's exchange of a one-time code: the token when `token` is given, else its refusal. */
function exchangeAnswer(token: string | null): Response {
  return token
    ? Response.json({ token, user: {}, message: 'Inicio de sesión exitoso' })
    : Response.json({ error: 'La sesión de inicio con Google ha caducado. Inténtalo de nuevo.' }, { status: 400 });
}

describe('/token-handler (where Google sign-in lands)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('exchanges the one-time code for the token, caches who signed in and opens the first missing wizard step', async () => {
    // Storing the token starts a new session, whose environment asks the network.
    const viewer = {
      id: 'VXNlcjox',
      username: 'ana',
      // A Google account that has not answered the objective screen yet.
      ...newAccount,
    };
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/google/session' ? exchangeAnswer('google-jwt') : Response.json({ data: { viewer } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = render('/token-handler?code=one-time');
    expect(await screen.findByText('objective')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/auth/google/session',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ code: 'one-time' }),
        credentials: 'same-origin',
      }),
    ]);
    expect(getAuthToken()).toBe('google-jwt');
    expect(fetchMock.mock.calls[1]).toEqual([
      '/graphql',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer google-jwt' }) }),
    ]);
    expect(getStoredUser()).toEqual({ username: 'ana', role: null, creativeType: null, professionalType: null });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the explorer when the profile cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/google/session' ? exchangeAnswer('google-jwt') : Promise.reject(new TypeError('offline')),
      ),
    );
    render('/token-handler?code=one-time');
    expect(await screen.findByText('explorer')).toBeInTheDocument();
    expect(getAuthToken()).toBe('google-jwt');
  });

  it('signs nobody in with a token in the URL (issue 18: a link must not switch accounts)', async () => {
    const fetchMock = vi.fn(async () => exchangeAnswer('never-asked'));
    vi.stubGlobal('fetch', fetchMock);
    render('/token-handler?token=attacker-jwt');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps a signed-in person in their own account when the code is not this browser's", async () => {
    localStorage.setItem('authToken', 'mine');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => exchangeAnswer(null)),
    );
    const { environment } = render('/token-handler?code=attacker-code');
    // Where a signed-in person goes: their profile is asked (here it cannot be read).
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('offline')));
    expect(await screen.findByText('explorer')).toBeInTheDocument();
    expect(getAuthToken()).toBe('mine');
  });

  it('goes to the landing page when the code is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => exchangeAnswer(null)),
    );
    render('/token-handler?code=used-up');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
  });

  it('goes to the landing page without a code', async () => {
    render('/token-handler');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
  });
});
