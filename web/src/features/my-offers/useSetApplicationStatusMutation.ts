import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { readPayload, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useSetApplicationStatusMutation as StatusMutation } from './__generated__/useSetApplicationStatusMutation.graphql';
import { placeCandidate, reviewCandidate } from './managedOffersStore';
import { MY_OFFERS_TEXTS } from './myOffersTexts';
import { useOfferMutation } from './useOfferMutation';

const mutation = graphql`
  mutation useSetApplicationStatusMutation($input: SetApplicationStatusInput!) {
    setApplicationStatus(input: $input) {
      application {
        id
        status
      }
      offer {
        id
        applicationsCount
        reviewedApplicationsCount
        ...CandidatesPanel_counts
      }
      message
      userErrors {
        message
      }
    }
  }
`;

const read = (response: StatusMutation['response']) => readPayload(response.setApplicationStatus, 'application');

export type CandidateDecision = 'ACCEPTED' | 'REJECTED';

/**
 * Selects or discards a candidate (PUT /api/offers/{id}/applications/{applicationId}/status).
 * The card and the offer's reviewed count change at once; the server's answer confirms them,
 * and a failure puts both back.
 */
export function useSetApplicationStatusMutation(
  offerId: string,
): (applicationId: string, status: CandidateDecision) => Promise<Outcome<true>> {
  const [send] = useOfferMutation<StatusMutation>(mutation, MY_OFFERS_TEXTS.statusFailed, read);
  return useCallback(
    (applicationId: string, status: CandidateDecision) =>
      send(
        { input: { applicationId, status } },
        // The payload's application and offer then carry the server's status and counts;
        // the filtered lists follow the status it confirmed.
        {
          optimisticUpdater: (store) => reviewCandidate(store, applicationId, offerId, status),
          // An updater: the application moves between the filters' lists (the payload brings the counts).
          updater: (store) => placeCandidate(store, applicationId, offerId),
        },
      ),
    [send, offerId],
  );
}
