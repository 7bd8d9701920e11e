import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { commitLocalUpdate, type Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { MY_OFFERS_CONNECTIONS } from '../../lib/relay/myOffersLists';
import { connectionField, listOf, seedViewerLists } from '../../lib/relay/myOffersListsTesting';
import { useApplyToJobOfferMutation } from './useApplyToJobOfferMutation';
import { useSaveJobOfferMutation } from './useSaveJobOfferMutation';

const APPLIED = connectionField(MY_OFFERS_CONNECTIONS.applied);
const SAVED = connectionField(MY_OFFERS_CONNECTIONS.saved);

/** A hook on a real Relay store (the mock environment's network is answered by hand). */
function withRelay<T>(hook: () => T) {
  const environment = createMockEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>{children}</RelayEnvironmentProvider>
  );
  return { environment, result: renderHook(hook, { wrapper }).result };
}

/** The offer the screen shows, already in the store. */
function shown(environment: Environment, id: string) {
  commitLocalUpdate(environment, (store) => void store.create(id, 'JobOffer'));
}

const offer = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'JobOffer',
  id,
  internalID: `internal-${id}`,
  position: 'Diseñadora',
  companyName: 'Empresa Demo',
  companyLogo: null,
  city: 'Madrid',
  jobType: 'FULL_TIME',
  locationType: 'ON_SITE',
  publicationDate: '2026-03-03T10:00:00.000Z',
  description: 'Una oferta.',
  isExpired: false,
  ...extra,
});

describe('applying puts the application in My Offers in place', () => {
  it("goes first in 'Aplicaciones enviadas' and the offer knows it", async () => {
    const { environment, result } = withRelay(() => useApplyToJobOfferMutation());
    seedViewerLists(environment as unknown as Environment, { applied: [] });
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current[0]('offer-1', []);
    });
    const application = { __typename: 'Application', id: 'application-1', status: 'PENDING' };
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          applyToJobOffer: {
            application: {
              ...application,
              appliedAt: '2026-03-05T10:00:00.000Z',
              offer: offer('offer-1', { viewerApplication: application }),
            },
            message: 'Inscripción realizada.',
            userErrors: [],
          },
        },
      } as never),
    );
    await expect(outcome).resolves.toMatchObject({ ok: true });
    expect(listOf(environment as unknown as Environment, APPLIED)).toEqual(['application-1']);
    const offerRecord = environment.getStore().getSource().get('offer-1');
    expect(offerRecord?.viewerApplication).toEqual({ __ref: 'application-1' });
    // Nothing is marked stale: My Offers shows the list from the store as it is.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe('saving and unsaving update My Offers at once, and roll back', () => {
  it('a saved offer joins the saved list before the answer and stays after it', async () => {
    const { environment, result } = withRelay(() => useSaveJobOfferMutation());
    const env = environment as unknown as Environment;
    seedViewerLists(env, { saved: ['old'] });
    shown(env, 'offer-2');
    act(() => void result.current[0]({ id: 'offer-2', viewerHasSaved: false }));
    expect(listOf(env, SAVED)).toEqual(['offer-2', 'old']);
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          saveJobOffer: {
            offer: offer('offer-2', { viewerHasSaved: true }),
            message: null,
            userErrors: [],
          },
        },
      } as never),
    );
    expect(listOf(env, SAVED)).toEqual(['offer-2', 'old']);
  });

  it('a failed save leaves the list as it was', async () => {
    const { environment, result } = withRelay(() => useSaveJobOfferMutation());
    const env = environment as unknown as Environment;
    seedViewerLists(env, { saved: ['old'] });
    shown(env, 'offer-2');
    act(() => void result.current[0]({ id: 'offer-2', viewerHasSaved: false }));
    expect(listOf(env, SAVED)).toEqual(['offer-2', 'old']);
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(listOf(env, SAVED)).toEqual(['old']);
  });

  it('an unsaved offer leaves the list at once, and comes back when the server refuses', async () => {
    const { environment, result } = withRelay(() => useSaveJobOfferMutation());
    const env = environment as unknown as Environment;
    seedViewerLists(env, { saved: ['offer-3', 'old'] });
    act(() => void result.current[0]({ id: 'offer-3', viewerHasSaved: true }));
    expect(listOf(env, SAVED)).toEqual(['old']);
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { unsaveJobOffer: { offer: null, message: null, userErrors: [{ message: 'No se pudo.' }] } },
      } as never),
    );
    expect(listOf(env, SAVED)).toEqual(['offer-3', 'old']);
  });
});
