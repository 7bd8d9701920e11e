// Test helpers shared by the job and educational offer forms' tests (their features' *FormTesting
// modules build on them): a form's routes rendered with a session, and the mock server's operations.
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { expect } from 'vitest';
import { renderRoutes } from '../../test/relay';

export type User = ReturnType<typeof userEvent.setup>;

/** These routes at `initialEntries` (the path alone by default) with a session, the first query answered with `data`. */
export async function openRoutes(
  routes: RouteObject[],
  path: string,
  data: Record<string, unknown>,
  initialEntries = [path],
) {
  localStorage.setItem('authToken', 'session-token');
  const user = userEvent.setup();
  const view = renderRoutes(routes, { initialEntries });
  await waitFor(() => expect(view.environment.mock.getAllOperations().length).toBeGreaterThan(0));
  await act(async () => view.environment.mock.resolveMostRecentOperation({ data }));
  return { user, ...view };
}

/** The pending operation of this name. */
export function pending(environment: MockEnvironment, name: string): OperationDescriptor {
  const operation = environment.mock
    .getAllOperations()
    .find((candidate: OperationDescriptor) => candidate.request.node.params.name === name);
  if (!operation) throw new Error(`no pending ${name}`);
  return operation;
}

/** The names of the operations sent so far and still pending. */
export const sent = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);

/** Puts text in a field as a paste (typing every key of a long form is slow). */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
