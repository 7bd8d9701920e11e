import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import type { Environment } from 'relay-runtime';
import { replaceRelayEnvironment } from '../src/lib/relay/environment';
import { RouteTreeContext } from '../src/lib/routing/RouteTreeContext';

// relay-test-utils ships no types; @types/relay-test-utils describes an older
// relay-runtime, so its mock environment is narrowed to Relay 21's Environment here.
const asEnvironment = (mock: MockEnvironment) => mock as unknown as Environment;

/** Renders a component inside a Relay mock environment (resolve operations with MockPayloadGenerator). */
export function renderWithRelay(
  ui: ReactElement,
  environment: MockEnvironment = createMockEnvironment(),
): RenderResult & { environment: MockEnvironment } {
  replaceRelayEnvironment(asEnvironment(environment));
  const result = render(
    <RelayEnvironmentProvider environment={asEnvironment(environment)}>
      <Suspense fallback="Cargando...">{ui}</Suspense>
    </RelayEnvironmentProvider>,
  );
  return { ...result, environment };
}

/**
 * Renders routes in a memory router with a Relay mock environment, which route loaders
 * (`queryLoader`) use too; links read who may open a path from the same routes (put
 * AccessGuard above them to test the guard). Wait for the loading state ('Cargando...'), then resolve the
 * preloaded query inside act:
 *   await act(async () => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, resolvers)));
 * (queued resolvers do not apply to queries started by loadQuery).
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    environment = createMockEnvironment(),
  }: { initialEntries?: Array<string | { pathname: string; state?: unknown }>; environment?: MockEnvironment } = {},
) {
  replaceRelayEnvironment(asEnvironment(environment));
  // The Suspense boundary sits inside the route tree, as RootLayout's does in the app:
  // router updates are transitions, which never reveal a boundary mounted outside them.
  const tree: RouteObject[] = [{ element: <SuspenseOutlet />, children: routes }];
  const router = createMemoryRouter(tree, { initialEntries });
  const result = render(
    <RelayEnvironmentProvider environment={asEnvironment(environment)}>
      <RouteTreeContext value={tree}>
        <RouterProvider router={router} />
      </RouteTreeContext>
    </RelayEnvironmentProvider>,
  );
  return { ...result, router, environment };
}

function SuspenseOutlet() {
  return (
    <Suspense fallback="Cargando...">
      <Outlet />
    </Suspense>
  );
}
