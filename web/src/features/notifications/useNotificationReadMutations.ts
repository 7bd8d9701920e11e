import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { commitOutcome, readPayload, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useNotificationReadMutationsMarkAllMutation as MarkAllMutation } from './__generated__/useNotificationReadMutationsMarkAllMutation.graphql';
import type { useNotificationReadMutationsMarkOneMutation as MarkOneMutation } from './__generated__/useNotificationReadMutationsMarkOneMutation.graphql';
import { NOTIFICATION_TEXTS } from './notificationsTexts';

const markOneMutation = graphql`
  mutation useNotificationReadMutationsMarkOneMutation($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      notification {
        id
        read
      }
      notificationCenter {
        id
        unreadCount
      }
      userErrors {
        message
      }
    }
  }
`;

const markAllMutation = graphql`
  mutation useNotificationReadMutationsMarkAllMutation {
    markAllNotificationsRead {
      notificationCenter {
        id
        unreadCount
      }
      userErrors {
        message
      }
    }
  }
`;

/** The connection key of the notifications list (NotificationList.tsx). */
export const NOTIFICATION_LIST_KEY = 'NotificationList_notifications';

const texts = { refused: NOTIFICATION_TEXTS.markFailed, network: NOTIFICATION_TEXTS.markFailed };

/** The bell's count moved by `by` at once (never below zero). */
function moveCount(store: RecordSourceSelectorProxy, centerId: string, by: number | 'zero') {
  const center = store.get(centerId);
  const count = center?.getValue('unreadCount');
  if (!center || typeof count !== 'number') return;
  center.setValue(by === 'zero' ? 0 : Math.max(0, count + by), 'unreadCount');
}

/** Every notification the list has loaded, read. */
function readLoaded(store: RecordSourceSelectorProxy, centerId: string) {
  const center = store.get(centerId);
  const list = center && ConnectionHandler.getConnection(center, NOTIFICATION_LIST_KEY);
  for (const edge of list?.getLinkedRecords('edges') ?? []) edge?.getLinkedRecord('node')?.setValue(true, 'read');
}

/**
 * Marks one notification read: its dot and the bell's count change at once (Relay takes them
 * back when the request fails). Opening a notification does it on the way.
 */
export function useMarkNotificationRead(centerId: string): (notificationId: string) => Promise<Outcome<true>> {
  const [commit] = useMutation<MarkOneMutation>(markOneMutation);
  return useCallback(
    (notificationId) =>
      commitOutcome(
        commit,
        {
          variables: { input: { notificationId } },
          optimisticUpdater: (store) => {
            const notification = store.get(notificationId);
            if (!notification || notification.getValue('read') === true) return;
            notification.setValue(true, 'read');
            moveCount(store, centerId, -1);
          },
        },
        (response) => readPayload(response.markNotificationRead, 'notification'),
        texts,
      ),
    [commit, centerId],
  );
}

/** Marks every notification read: the list's dots and the bell's count at once, taken back on failure. */
export function useMarkAllNotificationsRead(centerId: string): [() => Promise<Outcome<true>>, boolean] {
  const [commit, inFlight] = useMutation<MarkAllMutation>(markAllMutation);
  const markAll = useCallback(
    () =>
      commitOutcome(
        commit,
        {
          variables: {},
          optimisticUpdater: (store) => {
            readLoaded(store, centerId);
            moveCount(store, centerId, 'zero');
          },
          // The payload brings the count; the loaded notifications are read from now on.
          updater: (store) => readLoaded(store, centerId),
        },
        (response) => readPayload(response.markAllNotificationsRead, 'notificationCenter'),
        texts,
      ),
    [commit, centerId],
  );
  return [markAll, inFlight];
}
