// Test helpers of the wizard's component tests: a profile as the graph gives it, the
// wizard's routes in a memory router, and the server's answers to its two operations.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { expect, vi } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { creativeAtBranch, newAccount, professionalAtBranch } from '../../lib/onboarding/testProfiles';
import type { WizardProfile } from '../../lib/onboarding/wizardProgress';
import { inWizardState } from '../../lib/onboarding/wizardProgress';
import { onboardingRoutes } from './routes';

export { creativeAtBranch, newAccount, professionalAtBranch };

export type UserFields = Partial<WizardProfile> & { showNameCompany?: boolean | null; username?: string };

const standIns = [
  { path: '/', element: <p>landing</p> },
  { path: '/login', element: <p>login</p> },
  { path: '/ControlPanel/explorer', element: <p>explorer</p> },
];

/**
 * Renders the wizard at `path` for a signed-in user (from inside the wizard unless
 * `direct`: a link, a bookmark or a reload without history state).
 */
export function renderWizard(path: string, { direct = false }: { direct?: boolean } = {}) {
  localStorage.setItem('authToken', 'session-token');
  const user = userEvent.setup();
  const entry = { pathname: path, state: direct ? null : inWizardState };
  return { user, ...renderRoutes([...onboardingRoutes, ...standIns], { initialEntries: [entry] }) };
}

/** The signed-in user's node id, the same in every answer (the store merges them into one record). */
export const VIEWER_ID = 'VXNlcjox';

const userResolver = (fields: UserFields) => () => ({
  id: VIEWER_ID,
  username: 'lucia_moda',
  showNameCompany: null,
  ...fields,
});

/** Answers the route's profile query (GET /api/users/profile) with these fields. */
export async function answerProfile(environment: MockEnvironment, fields: UserFields) {
  await vi.waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0), { timeout: 5000 });
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { User: userResolver(fields) }),
    ),
  );
}

/** The input of the save the form sent (the updateProfile mutation). */
export function sentInput(environment: MockEnvironment): unknown {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useUpdateProfileMutation');
  return operation.request.variables.input;
}

/** The server saved: the payload's user holds the profile after the save. */
export async function answerSaved(environment: MockEnvironment, fields: UserFields) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        UpdateProfilePayload: () => ({ userErrors: [] }),
        User: userResolver(fields),
      }),
    ),
  );
}

/** The server refused the save with its own words. */
export async function answerRefused(environment: MockEnvironment, message: string) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        UpdateProfilePayload: () => ({ user: null, userErrors: [{ field: null, message }] }),
      }),
    ),
  );
}

/** Where the router is once the navigation under way (a lazily loaded screen) has ended. */
export async function expectPath(router: ReturnType<typeof renderWizard>['router'], pathname: string) {
  await vi.waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 5000 });
}

export const next = () => screen.getByRole('button', { name: 'Siguiente' });
export const alertText = () => screen.getByRole('alert').textContent;
