import { graphql } from 'react-relay';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../../lib/relay/mutationOutcome';
import type { useChangeEmailMutation as ChangeEmailMutation } from './__generated__/useChangeEmailMutation.graphql';

const mutation = graphql`
  mutation useChangeEmailMutation($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      email
      message
      userErrors {
        message
      }
    }
  }
`;

/** Part 2 §8: the server's message, else this, for both steps of an email change. */
export const EMAIL_CHANGE_FAILURE = 'Error al actualizar el email';

const texts: OutcomeTexts = { refused: EMAIL_CHANGE_FAILURE, network: EMAIL_CHANGE_FAILURE };

function read({ changeEmail }: ChangeEmailMutation['response']): PayloadReading<string> {
  return { ...changeEmail, value: changeEmail.email ?? null };
}

/**
 * Asks for an email change (PUT /api/users/email): a code goes to the new address, which
 * the promise resolves to; nothing changes until useConfirmEmailChangeMutation (issue 18).
 */
export function useChangeEmailMutation() {
  return useOutcomeMutation<ChangeEmailMutation, string>(mutation, texts, read);
}
