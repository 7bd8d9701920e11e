import { screen } from '@testing-library/react';
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

describe('/token-handler (where Google sign-in lands)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stores the token, caches who signed in and opens the first missing wizard step', async () => {
    // Storing the token starts a new session, whose environment asks the network.
    const viewer = {
      id: 'VXNlcjox',
      username: 'ana',
      // A Google account that has not answered the objective screen yet.
      ...newAccount,
    };
    const fetchMock = vi.fn(async () => Response.json({ data: { viewer } }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = render('/token-handler?token=google-jwt');
    expect(await screen.findByText('objective')).toBeInTheDocument();
    expect(getAuthToken()).toBe('google-jwt');
    expect(fetchMock.mock.calls[0]).toEqual([
      '/graphql',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer google-jwt' }) }),
    ]);
    expect(getStoredUser()).toEqual({ username: 'ana', role: null, creativeType: null, professionalType: null });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the explorer when the profile cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render('/token-handler?token=google-jwt');
    expect(await screen.findByText('explorer')).toBeInTheDocument();
    expect(getAuthToken()).toBe('google-jwt');
  });

  it('goes to the landing page without a token', async () => {
    render('/token-handler');
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
  });
});
