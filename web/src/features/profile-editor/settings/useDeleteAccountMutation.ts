import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../../lib/relay/mutationOutcome';
import type { useDeleteAccountMutation as DeleteAccountMutation } from './__generated__/useDeleteAccountMutation.graphql';

const mutation = graphql`
  mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      deleted
      message
      userErrors {
        field
        message
      }
    }
  }
`;

/** Part 2 §8: the failure text of a deletion, whatever the cause the server does not word itself. */
export const DELETE_FAILURE_TEXT = 'Ha ocurrido un error al eliminar la cuenta. Por favor, inténtalo de nuevo.';

const texts: OutcomeTexts = { refused: DELETE_FAILURE_TEXT, network: DELETE_FAILURE_TEXT };

/** Deleted; or the password refused (the dialog's field shows why); or the deletion failed. */
export type DeletionOutcome =
  | { ok: true }
  | { ok: false; passwordRefused: true; message: string }
  | { ok: false; passwordRefused: false; message: string };

function read({
  deleteAccount,
}: DeleteAccountMutation['response']): PayloadReading<{ passwordRefusal: string | null }> {
  const refusal = deleteAccount.userErrors.find((error) => error.field === 'currentPassword');
  // A missing or wrong password is the field's to show, not a failed deletion.
  if (refusal) return { userErrors: [], value: { passwordRefusal: refusal.message } };
  return { ...deleteAccount, value: deleteAccount.deleted ? { passwordRefusal: null } : null };
}

/**
 * Deletes the signed-in account with everything it owns (DELETE /api/users/profile), given
 * its password (null for an account that signs in with Google).
 */
export function useDeleteAccountMutation(): [(currentPassword: string | null) => Promise<DeletionOutcome>, boolean] {
  const [send, isDeleting] = useOutcomeMutation<DeleteAccountMutation, { passwordRefusal: string | null }>(
    mutation,
    texts,
    read,
  );
  const deleteAccount = useCallback(
    async (currentPassword: string | null): Promise<DeletionOutcome> => {
      const outcome = await send({ input: { currentPassword } });
      if (!outcome.ok) return { ok: false, passwordRefused: false, message: outcome.message };
      const { passwordRefusal } = outcome.value;
      return passwordRefusal === null ? { ok: true } : { ok: false, passwordRefused: true, message: passwordRefusal };
    },
    [send],
  );
  return [deleteAccount, isDeleting];
}
