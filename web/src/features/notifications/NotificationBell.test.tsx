import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../test/relay';
import type { NotificationBellTestQuery } from './__generated__/NotificationBellTestQuery.graphql';
import { NotificationBell, REFRESH_MS } from './NotificationBell';

const query = graphql`
  query NotificationBellTestQuery @relay_test_operation {
    notificationCenter {
      ...NotificationBell_center
    }
  }
`;

const CENTER_ID = 'Tm90aWZpY2F0aW9uQ2VudGVyOnY=';

function Bell() {
  const { notificationCenter } = useLazyLoadQuery<NotificationBellTestQuery>(query, {});
  return <NotificationBell center={notificationCenter ?? null} />;
}

async function renderBell(unreadCount: number) {
  const rendered = renderWithRelay(
    <MemoryRouter>
      <Bell />
    </MemoryRouter>,
  );
  await act(async () =>
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { NotificationCenter: () => ({ id: CENTER_ID, unreadCount }) }),
    ),
  );
  return rendered;
}

const refreshes = (environment: Awaited<ReturnType<typeof renderBell>>['environment']) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'NotificationBellRefreshQuery');

describe('the bell', () => {
  it('links to the notifications and shows the unread count, 99+ past 99', async () => {
    await renderBell(3);
    const bell = screen.getByRole('link', { name: 'Notificaciones: 3 sin leer' });
    expect(bell).toHaveAttribute('href', '/ControlPanel/notificaciones');
    expect(bell).toHaveTextContent('3');
  });

  it('shows no count when everything is read', async () => {
    await renderBell(0);
    expect(screen.getByRole('link', { name: 'Notificaciones' }).textContent).toBe('');
  });

  it('says 99+ for a large count', async () => {
    await renderBell(150);
    expect(screen.getByRole('link', { name: 'Notificaciones: 150 sin leer' })).toHaveTextContent('99+');
  });

  it('asks for the count again when the window regains focus, and every minute, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { environment } = await renderBell(1);
      fireEvent.focus(window);
      expect(refreshes(environment)).toHaveLength(1);
      await act(async () =>
        environment.mock.resolveMostRecentOperation({
          data: { notificationCenter: { __typename: 'NotificationCenter', id: CENTER_ID, unreadCount: 4 } },
        }),
      );
      expect(screen.getByRole('link', { name: 'Notificaciones: 4 sin leer' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(REFRESH_MS));
      expect(refreshes(environment)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
