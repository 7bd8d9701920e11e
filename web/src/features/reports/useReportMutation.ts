import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitOutcome, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useReportMutation as ReportMutation } from './__generated__/useReportMutation.graphql';
import { REPORT_TEXTS, type ReportReasonValue } from './reportTexts';

const mutation = graphql`
  mutation useReportMutation($input: ReportInput!) {
    report(input: $input) {
      itemId
      message
      userErrors {
        message
        field
      }
    }
  }
`;

const TEXTS = { success: REPORT_TEXTS.received, refused: REPORT_TEXTS.refused, network: REPORT_TEXTS.network };

/** What a person sends: the item, why, and what they add (blank when nothing). */
export interface ReportRequest {
  itemId: string;
  reason: ReportReasonValue;
  details: string;
}

/** The item's flag, on whichever record it is (Post, User, JobOffer, EducationalOffer). */
function markReported(store: RecordSourceSelectorProxy, itemId: string): void {
  store.get(itemId)?.setValue(true, 'viewerHasReported');
}

/**
 * Reports an item (Mutation.report). Its `viewerHasReported` turns true at once, so every
 * screen showing it reads 'Denunciado'; Relay takes that back when the request fails or the
 * server refuses, and the updater sets it for good from the answer. The payload carries only
 * the item's ID, not the record, so no field of it updates by itself. Resolves to the
 * server's confirmation, or why it failed.
 */
export function useReportMutation(): [(request: ReportRequest) => Promise<Outcome<string>>, boolean] {
  const [commit, inFlight] = useMutation<ReportMutation>(mutation);
  const send = useCallback(
    ({ itemId, reason, details }: ReportRequest) =>
      commitOutcome(
        commit,
        {
          variables: { input: { itemId, reason, details: details.trim() || null } },
          optimisticUpdater: (store) => markReported(store, itemId),
          updater: (store, response) => {
            const reported = response?.report.itemId;
            if (reported) markReported(store, reported);
          },
        },
        ({ report }) => ({ userErrors: report.userErrors, message: report.message, value: report.itemId ?? null }),
        TEXTS,
      ),
    [commit],
  );
  return [send, inFlight];
}
