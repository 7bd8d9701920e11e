import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import {
  ConnectionHandler,
  type GraphQLTaggedNode,
  type MutationParameters,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import { commitOutcome, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useModerationActionsApproveMutation } from './__generated__/useModerationActionsApproveMutation.graphql';
import type { useModerationActionsRejectMutation } from './__generated__/useModerationActionsRejectMutation.graphql';
import type { useModerationActionsVerifyMutation } from './__generated__/useModerationActionsVerifyMutation.graphql';
import type { useModerationActionsDismissMutation } from './__generated__/useModerationActionsDismissMutation.graphql';
import type { useModerationActionsHideMutation } from './__generated__/useModerationActionsHideMutation.graphql';
import { MODERATION_TEXTS, type ReportReason } from './moderationTexts';

const approve = graphql`
  mutation useModerationActionsApproveMutation($input: ModerateOfferInput!) {
    approveOffer(input: $input) {
      offerId
      message
      userErrors {
        message
      }
    }
  }
`;

const reject = graphql`
  mutation useModerationActionsRejectMutation($input: ModerateOfferInput!) {
    rejectOffer(input: $input) {
      offerId
      message
      userErrors {
        message
      }
    }
  }
`;

const verify = graphql`
  mutation useModerationActionsVerifyMutation($input: VerifyProfessionalInput!) {
    verifyProfessional(input: $input) {
      message
      userErrors {
        message
      }
    }
  }
`;

const hideItem = graphql`
  mutation useModerationActionsHideMutation($input: HideReportedItemInput!) {
    hideReportedItem(input: $input) {
      reportedItemId
      message
      userErrors {
        message
      }
    }
  }
`;

const dismissItem = graphql`
  mutation useModerationActionsDismissMutation($input: DismissReportsInput!) {
    dismissReports(input: $input) {
      reportedItemId
      message
      userErrors {
        message
      }
    }
  }
`;

const TEXTS = { refused: MODERATION_TEXTS.refused, network: MODERATION_TEXTS.network };

/**
 * Takes an item out of a queue's connection and its count: it no longer waits. The queue's
 * cursors are positions (oldest first), so each later edge takes its predecessor's and the end
 * cursor moves back one: 'Ver más' then asks from where the server's queue now goes on,
 * skipping none of the items that moved up.
 */
function leaveQueue(store: RecordSourceSelectorProxy, connectionId: string, nodeId: string): void {
  const connection = store.get(connectionId);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  const index = edges.findIndex((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId);
  if (index >= 0) {
    const cursors = edges.map((edge) => edge?.getValue('cursor'));
    edges.slice(index + 1).forEach((edge, later) => edge?.setValue(cursors[index + later], 'cursor'));
    const remaining = edges.length - 1;
    connection.getLinkedRecord('pageInfo')?.setValue(remaining > 0 ? cursors[remaining - 1] : null, 'endCursor');
  }
  ConnectionHandler.deleteNode(connection, nodeId);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
}

interface Payload {
  readonly message: string | null | undefined;
  readonly userErrors: ReadonlyArray<{ readonly message: string }>;
}

/** One decision on one queued item: the entry to take out of which list, and what to send. */
type QueueRun<Variables> = (connectionId: string, nodeId: string, variables: Variables) => Promise<Outcome<true>>;

/**
 * One decision on one queued item, optimistic: the item leaves its list at once and comes
 * back if the server refuses or cannot be reached. Resolves to the message to show. The
 * variables come apart from the entry because a report's queue entry is not the item it names.
 */
function useQueueMutation<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  payloadOf: (response: M['response']) => Payload | null | undefined,
): QueueRun<M['variables']> {
  const [commit] = useMutation<M>(mutation);
  return useCallback(
    (connectionId, nodeId, variables) =>
      commitOutcome(
        commit,
        {
          variables,
          optimisticUpdater: (store) => leaveQueue(store, connectionId, nodeId),
          // An updater: the queue's positional cursors shift as an item leaves, which no directive does.
          updater: (store, response) => {
            const payload = response ? payloadOf(response) : null;
            if (payload && payload.userErrors.length === 0) leaveQueue(store, connectionId, nodeId);
          },
        },
        (response) => {
          const payload = payloadOf(response);
          const value = payload && payload.userErrors.length === 0 ? (true as const) : null;
          return { userErrors: payload?.userErrors ?? [], message: payload?.message, value };
        },
        TEXTS,
      ),
    [commit, payloadOf],
  );
}

// Module-level, so the decisions built on them keep their identity between renders.
const approvePayload = (response: useModerationActionsApproveMutation['response']) => response.approveOffer;
const rejectPayload = (response: useModerationActionsRejectMutation['response']) => response.rejectOffer;
const verifyPayload = (response: useModerationActionsVerifyMutation['response']) => response.verifyProfessional;
const hidePayload = (response: useModerationActionsHideMutation['response']) => response.hideReportedItem;
const dismissPayload = (response: useModerationActionsDismissMutation['response']) => response.dismissReports;

type Decide = (connectionId: string, offerId: string, revision: number) => Promise<Outcome<true>>;

/**
 * Approve and reject an offer (job or educational), by its global ID and the revision shown.
 * A refusal reloads the list (`reloadQueue`): the offer may have been edited since it was
 * read, and the operator then sees the new version beside the server's words.
 */
export function useOfferDecisions(reloadQueue: () => void) {
  const approveOffer = useQueueMutation<useModerationActionsApproveMutation>(approve, approvePayload);
  const rejectOffer = useQueueMutation<useModerationActionsRejectMutation>(reject, rejectPayload);
  const decide = useCallback(
    (run: QueueRun<useModerationActionsApproveMutation['variables']>): Decide =>
      async (connectionId, offerId, revision) => {
        // The revision the operator saw: an edit made since makes the decision fail (and the queue shows it).
        const outcome = await run(connectionId, offerId, { input: { offerId, revision } });
        if (!outcome.ok) reloadQueue();
        return outcome;
      },
    [reloadQueue],
  );
  return { approveOffer: decide(approveOffer), rejectOffer: decide(rejectOffer) };
}

/** Verify a professional account, by its global ID. */
export function useVerifyProfessional() {
  const run = useQueueMutation<useModerationActionsVerifyMutation>(verify, verifyPayload);
  return useCallback((connectionId: string, userId: string) => run(connectionId, userId, { input: { userId } }), [run]);
}

/** What the author of a hidden item is told: the reason, and the operator's words if any. */
export interface HideDecision {
  reason: ReportReason;
  note: string | null;
}

/**
 * Hide a reported item, or dismiss its reports. Each names the item by its own global ID
 * (`itemId`) and takes the queue's entry (`entryId`) out of the list.
 */
export function useReportDecisions() {
  const hide = useQueueMutation<useModerationActionsHideMutation>(hideItem, hidePayload);
  const dismiss = useQueueMutation<useModerationActionsDismissMutation>(dismissItem, dismissPayload);
  const hideReported = useCallback(
    (connectionId: string, entryId: string, itemId: string, { reason, note }: HideDecision) =>
      hide(connectionId, entryId, { input: { itemId, reason, note } }),
    [hide],
  );
  const dismissReports = useCallback(
    (connectionId: string, entryId: string, itemId: string) => dismiss(connectionId, entryId, { input: { itemId } }),
    [dismiss],
  );
  return { hideReported, dismissReports };
}
