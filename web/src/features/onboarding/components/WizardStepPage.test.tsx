import { act, screen } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../../lib/relay/environment';
import { getAuthToken } from '../../../lib/session';
import {
  alertText,
  answerProfile,
  answerRefused,
  creativeAtBranch,
  expectPath,
  newAccount,
  next,
  renderWizard,
} from '../wizardTesting';

/** The gateway's answer when the viewer's REST call failed (`viewer @catch` keeps the code). */
const viewerFailed = (code: string): GraphQLSingularResponse =>
  ({
    data: { viewer: null },
    errors: [{ message: 'No disponible', path: ['viewer'], extensions: { code } }],
  }) as unknown as GraphQLSingularResponse;

async function answerViewerError(environment: MockEnvironment, code: string) {
  await vi.waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0), { timeout: 5000 });
  await act(async () => environment.mock.resolveMostRecentOperation(viewerFailed(code)));
}

// What every wizard screen does before its form: the server's profile decides (part 1 §4).
describe('a wizard screen', () => {
  beforeAll(() =>
    Promise.all([
      import('../steps/ReferralSourceStep'),
      import('../steps/CreativePersonalDataStep'),
      import('../steps/OnboardingDoneStep'),
      import('../steps/GraduateStudiesStep'),
      import('../SessionEndedPage'),
    ]),
  );

  describe('sends a user whose earlier answers are missing to the first missing step', () => {
    it.each([
      [
        '/conocidos/registro/04',
        creativeAtBranch({ profilePicture: null, referralSource: null }),
        '/photo/registro/03',
      ],
      ['/creativo/registro/final', creativeAtBranch({ creativeType: 'GRADUATE' }), '/creativo/registro/graduado/06'],
      ['/creativo/registro/02', newAccount, '/complete-registration'],
      // Another branch than the profile's own counts as later.
      [
        '/creativo/registro/graduado/06',
        creativeAtBranch({ creativeType: 'DESIGNER' }),
        '/creativo/registro/disenador/05',
      ],
    ])('%s', async (path, profile, firstMissing) => {
      const { environment, router } = renderWizard(path, { direct: true });
      await answerProfile(environment, profile);
      await expectPath(router, firstMissing);
    });

    it('but shows an earlier step the user goes back to', async () => {
      const { environment } = renderWizard('/creativo/registro/02', { direct: true });
      await answerProfile(environment, creativeAtBranch({ referralSource: null }));
      expect(screen.getByRole('heading', { name: 'Tus datos personales' })).toBeInTheDocument();
    });
  });

  describe('a user who finished the wizard', () => {
    const finished = creativeAtBranch({ creativeType: 'GRADUATE', institution: 'ESDi', profileCompleted: true });

    it.each(['/creativo/registro/02', '/creativo/registro/final', '/conocidos/registro/04'])(
      'opening %s goes to the explorer',
      async (path) => {
        const { environment, router } = renderWizard(path, { direct: true });
        await answerProfile(environment, finished);
        await expectPath(router, '/ControlPanel/explorer');
      },
    );

    it('may page back from the final page inside the wizard', async () => {
      const { user, environment, router } = renderWizard('/creativo/registro/final');
      await answerProfile(environment, finished);
      await user.click(screen.getByRole('button', { name: 'Volver atrás' }));
      await expectPath(router, '/creativo/registro/graduado/06');
      expect(await screen.findByLabelText('Escuela o universidad')).toHaveValue('ESDi');
    });
  });

  it('ends the session and says so when the server refuses the token (401)', async () => {
    const { environment, router } = renderWizard('/creativo/registro/02', { direct: true });
    await answerViewerError(environment, 'UNAUTHENTICATED');
    await expectPath(router, '/sesion-caducada');
    expect(await screen.findByRole('heading', { name: 'Tu sesión ha terminado' })).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
  });

  it('says so, with a retry, when the profile cannot be loaded', async () => {
    const { environment } = renderWizard('/creativo/registro/02', { direct: true });
    await answerViewerError(environment, 'UPSTREAM_UNAVAILABLE');
    expect(screen.getByRole('alert')).toHaveTextContent('Error en la conexión o en el servidor.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(getAuthToken()).toBe('session-token');
  });

  describe('shows why a save failed (part 1 §8) and keeps the answer', () => {
    async function sendReferral() {
      const view = renderWizard('/conocidos/registro/04');
      await answerProfile(view.environment, creativeAtBranch({ referralSource: null }));
      await view.user.click(screen.getByRole('radio', { name: 'Evento' }));
      await view.user.click(next());
      return view;
    }

    it("the server's text", async () => {
      const { environment } = await sendReferral();
      await answerRefused(environment, 'No se ha enviado ningún dato para actualizar.');
      expect(alertText()).toBe('No se ha enviado ningún dato para actualizar.');
      expect(screen.getByRole('radio', { name: 'Evento' })).toBeChecked();
    });

    it("'Ha ocurrido un error.' when the server gives no reason", async () => {
      const { environment } = await sendReferral();
      await act(async () =>
        environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Unexpected error.', undefined)),
      );
      expect(alertText()).toBe('Ha ocurrido un error.');
    });

    it.each([
      ['the network fails', new TypeError('Failed to fetch')],
      ['the api is unreachable', new GraphQLRequestError('Servicio no disponible', 'UPSTREAM_UNAVAILABLE')],
    ])("'Error en la conexión o en el servidor.' when %s", async (_case, error) => {
      const { environment, router } = await sendReferral();
      await act(async () => environment.mock.rejectMostRecentOperation(error));
      expect(alertText()).toBe('Error en la conexión o en el servidor.');
      expect(router.state.location.pathname).toBe('/conocidos/registro/04');
    });
  });
});
