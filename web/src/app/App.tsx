import { useSyncExternalStore } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { getRelayEnvironment, subscribeToRelayEnvironment } from '../lib/relay/environment';
import { router } from './router';

export function App() {
  const environment = useSyncExternalStore(subscribeToRelayEnvironment, getRelayEnvironment);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
}
