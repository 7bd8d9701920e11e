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

// Part 2 §8: the server's message, else these.
const texts: OutcomeTexts = {
  refused: 'Error al actualizar el email',
  network: 'Error al actualizar el email',
};

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
