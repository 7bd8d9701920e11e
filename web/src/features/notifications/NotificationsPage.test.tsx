import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installFakeIntersectionObserver, revealSentinels } from '../../../test/intersectionObserver';
import { renderRoutes } from '../../../test/relay';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';
import { notificationsRoutes } from './routes';

installFakeIntersectionObserver();
beforeAll(() => import('./NotificationsPage'), 30_000);
afterEach(() => localStorage.clear());

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const routes: RouteObject[] = [
  ...notificationsRoutes,
  { path: routePatterns.profile, handle: access.signedIn, element: <Where /> },
  { path: routePatterns.myOffers, handle: access.signedIn, element: <Where /> },
];

const CENTER_ID = 'Tm90aWZpY2F0aW9uQ2VudGVyOnY=';

function notification(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Notification',
    id: `notification-${n}`,
    kind: 'NEW_FOLLOWER',
    text: `Persona ${n} ha empezado a seguirte.`,
    path: `/ControlPanel/profile/persona${n}`,
    read: false,
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
    actor: { __typename: 'User', id: `user-${n}`, profilePicture: null },
    ...overrides,
  };
}

function answer({ from = 1, to = 3, unread = 3, hasNextPage = false } = {}) {
  const edges = [];
  for (let n = from; n <= to; n++)
    edges.push({ __typename: 'NotificationEdge', cursor: `c${n}`, node: notification(n) });
  return {
    data: {
      notificationCenter: {
        __typename: 'NotificationCenter',
        id: CENTER_ID,
        unreadCount: unread,
        notifications: {
          __typename: 'NotificationConnection',
          edges,
          pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: 'c1', endCursor: edges.at(-1)?.cursor ?? null },
        },
      },
    },
  };
}

const names = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);

async function resolve(environment: MockEnvironment, data: object) {
  await act(async () => environment.mock.resolveMostRecentOperation(data as never));
}

async function renderPage() {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(routes, { initialEntries: [routePatterns.notifications] });
  await waitFor(() => expect(names(rendered.environment)).toEqual(['NotificationsPageQuery']));
  return rendered;
}

const rows = () => screen.getAllByRole('listitem');

describe('Notifications', () => {
  it('shows skeleton rows while loading, then the notifications newest first with the unread count', async () => {
    const { environment } = await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notificaciones' })).toHaveAttribute('aria-busy', 'true');
    await resolve(environment, answer());
    expect(rows()).toHaveLength(3);
    expect(screen.getByText('3 sin leer')).toBeInTheDocument();
    const first = within(rows()[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/ControlPanel/profile/persona1');
    expect(first).toHaveTextContent('Persona 1 ha empezado a seguirte.');
    expect(first).toHaveTextContent('hace 1 min');
  });

  it('says so when there are none, and leads to the email switches', async () => {
    const { environment } = await renderPage();
    await resolve(environment, answer({ to: 0, unread: 0 }));
    expect(screen.getByText(/No tienes notificaciones todavía/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Elegir qué avisos me llegan por email' })[0]).toHaveAttribute(
      'href',
      '/ControlPanel/configuracion',
    );
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });

  it('opens a notification, marking it read at once', async () => {
    const { environment } = await renderPage();
    await resolve(environment, answer());
    fireEvent.click(within(rows()[1]!).getByRole('link'));
    expect(screen.getByTestId('where')).toHaveTextContent('/ControlPanel/profile/persona2');
    const [operation] = environment.mock.getAllOperations();
    expect(operation?.request.node.params.name).toBe('useNotificationReadMutationsMarkOneMutation');
    expect(operation?.request.variables).toEqual({ input: { notificationId: 'notification-2' } });
  });

  it('marks one read with its dot; the count goes down at once and back up when it fails', async () => {
    const { environment } = await renderPage();
    await resolve(environment, answer());
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como leída: Persona 3 ha empezado a seguirte.' }));
    expect(screen.getByText('2 sin leer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Persona 3/ })).toBeNull();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(screen.getByText('3 sin leer')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido marcar como leída. Inténtalo de nuevo.');
  });

  it('marks them all read', async () => {
    const { environment } = await renderPage();
    await resolve(environment, answer());
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(screen.getByText('Todo leído')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Marcar como leída/ })).toHaveLength(0);
    await resolve(environment, {
      data: {
        markAllNotificationsRead: {
          notificationCenter: { __typename: 'NotificationCenter', id: CENTER_ID, unreadCount: 0 },
          userErrors: [],
        },
      },
    });
    expect(screen.getByText('Todo leído')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });

  it('offers to show new notifications that arrive while it is open, then shows them', async () => {
    const { environment } = await renderPage();
    await resolve(environment, answer({ to: 2, unread: 2 }));
    expect(screen.queryByRole('button', { name: /Hay notificaciones nuevas/ })).toBeNull();
    // The bell's refresh (the same record) finds one more.
    await act(async () => environment.commitUpdate((store) => store.get(CENTER_ID)?.setValue(3, 'unreadCount')));
    fireEvent.click(screen.getByRole('button', { name: 'Hay notificaciones nuevas · Mostrar' }));
    await waitFor(() => expect(names(environment)).toEqual(['NotificationListPaginationQuery']));
    await resolve(environment, answer({ from: 0, to: 2, unread: 3 }));
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Hay notificaciones nuevas/ })).toBeNull();
  });

  it('loads 20 more as the end of the list comes near', async () => {
    const { environment } = await renderPage();
    await resolve(environment, answer({ to: 20, unread: 25, hasNextPage: true }));
    await revealSentinels();
    await waitFor(() => expect(names(environment)).toEqual(['NotificationListPaginationQuery']));
    expect(environment.mock.getAllOperations()[0]?.request.variables).toMatchObject({ count: 20, cursor: 'c20' });
    await resolve(environment, answer({ from: 21, to: 25, unread: 25 }));
    expect(rows()).toHaveLength(25);
  });
});
