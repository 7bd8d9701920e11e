import { useSyncExternalStore } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { getRelayEnvironment, subscribeToRelayEnvironment } from '../lib/relay/environment';
import { RouteTreeContext } from '../lib/routing/RouteTreeContext';
import { router } from './router';
import { routes } from './routes';

export function App() {
  const environment = useSyncExternalStore(subscribeToRelayEnvironment, getRelayEnvironment);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouteTreeContext value={routes}>
        <RouterProvider router={router} />
      </RouteTreeContext>
    </RelayEnvironmentProvider>
  );
}
