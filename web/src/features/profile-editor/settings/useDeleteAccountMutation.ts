import { graphql } from 'react-relay';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../../lib/relay/mutationOutcome';
import type { useDeleteAccountMutation as DeleteAccountMutation } from './__generated__/useDeleteAccountMutation.graphql';

const mutation = graphql`
  mutation useDeleteAccountMutation {
    deleteAccount {
      deleted
      message
      userErrors {
        message
      }
    }
  }
`;

/** Part 2 §8: the one failure text of a deletion, whatever the cause. */
export const DELETE_FAILURE_TEXT = 'Ha ocurrido un error al eliminar la cuenta. Por favor, inténtalo de nuevo.';

const texts: OutcomeTexts = { refused: DELETE_FAILURE_TEXT, network: DELETE_FAILURE_TEXT };

function read({ deleteAccount }: DeleteAccountMutation['response']): PayloadReading<true> {
  return { ...deleteAccount, value: deleteAccount.deleted ? true : null };
}

/** Deletes the signed-in account with everything it owns (DELETE /api/users/profile). */
export function useDeleteAccountMutation() {
  return useOutcomeMutation<DeleteAccountMutation, true>(mutation, texts, read);
}
