import { graphql } from 'react-relay';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../../lib/relay/mutationOutcome';
import type { useChangeEmailMutation as ChangeEmailMutation } from './__generated__/useChangeEmailMutation.graphql';

const mutation = graphql`
  mutation useChangeEmailMutation($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      viewer {
        id
        email
      }
      token
      message
      userErrors {
        message
      }
    }
  }
`;

// Part 2 §8: the server's message, else these.
const texts: OutcomeTexts = {
  success: 'Email actualizado con éxito',
  refused: 'Error al actualizar el email',
  network: 'Error al actualizar el email',
};

function read({ changeEmail }: ChangeEmailMutation['response']): PayloadReading<string> {
  return { ...changeEmail, value: changeEmail.token ?? null };
}

/**
 * Changes the email at once (PUT /api/users/email); resolves to the session's new token
 * (earlier tokens have ended). The store's viewer gets the new email.
 */
export function useChangeEmailMutation() {
  return useOutcomeMutation<ChangeEmailMutation, string>(mutation, texts, read);
}
