// Test helpers of the create-post page: the page in a memory router, files, the form's fields
// and the server's answers.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { expect, vi } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { createPostRoutes } from './routes';

export const VIEWER_ID = 'VXNlcjox';

/** Renders /ControlPanel/createPost for a signed-in user and answers its query. */
export async function openCreatePost() {
  localStorage.setItem('authToken', 'session-token');
  const user = userEvent.setup();
  const routes = [...createPostRoutes, { path: '/ControlPanel/post/:id', element: <h1>Página de la publicación</h1> }];
  const view = renderRoutes(routes, { initialEntries: ['/ControlPanel/createPost'] });
  await waitFor(() => expect(view.environment.mock.getAllOperations().length).toBeGreaterThan(0), { timeout: 5000 });
  await act(async () => view.environment.mock.resolveMostRecentOperation({ data: { viewer: { id: VIEWER_ID } } }));
  await screen.findByRole('button', { name: 'Publicar' });
  return { user, ...view };
}

export function png(name: string): File {
  return new File(['png'], name, { type: 'image/png' });
}

/** Chooses files as the file chooser would (without its `accept` filter, as a drop would). */
export function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

export function step(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

export async function fillTexts(
  user: ReturnType<typeof userEvent.setup>,
  title = 'Colección lino',
  description = 'Vestidos de verano.',
) {
  await user.type(screen.getByLabelText('Título *'), title);
  await user.type(screen.getByLabelText('Descripción *'), description);
}

/** The names of the operations sent, in order. */
export function sentNames(environment: MockEnvironment): string[] {
  return environment.mock
    .getAllOperations()
    .map((operation: OperationDescriptor) => operation.request.node.params.name);
}

/** The pending operation of this name. */
export function pending(environment: MockEnvironment, name: string): OperationDescriptor {
  const operation = environment.mock
    .getAllOperations()
    .find((candidate: OperationDescriptor) => candidate.request.node.params.name === name);
  if (!operation) throw new Error(`no pending ${name}; pending: ${sentNames(environment).join(', ')}`);
  return operation;
}

/** Answers every pending username check: the names in `known` exist. */
export async function answerChecks(environment: MockEnvironment, known: string[]) {
  await waitFor(() => expect(sentNames(environment)).toContain('checkPeopleUserQuery'));
  for (const operation of environment.mock
    .getAllOperations()
    .filter((candidate: OperationDescriptor) => candidate.request.node.params.name === 'checkPeopleUserQuery')) {
    const username = operation.request.variables.username as string;
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { user: known.includes(username) ? { __typename: 'User', id: `user-${username}` } : null },
      }),
    );
  }
}

/** The createPost payload of a published post. */
export function createdPayload(postId = 'p123') {
  return {
    data: {
      createPost: {
        post: {
          __typename: 'Post',
          id: `post-${postId}`,
          internalID: postId,
          title: 'Colección lino',
          description: 'Vestidos de verano.',
          mainImage: { url: '/media/a.webp', width: 800, height: 600, srcSet: '/media/a-320.webp 320w' },
        },
        message: 'Publicación creada correctamente.',
        userErrors: [],
      },
    },
  };
}

export function stubObjectUrls() {
  let count = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${(count += 1)}`), revokeObjectURL: vi.fn() }),
  );
}
