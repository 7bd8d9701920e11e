import { graphql } from 'react-relay';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../../lib/relay/mutationOutcome';
import type { useChangePasswordMutation as ChangePasswordMutation } from './__generated__/useChangePasswordMutation.graphql';

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
      message
      userErrors {
        message
      }
    }
  }
`;

// Part 2 §8: the server's text, else this one (also when the server cannot be reached).
const texts: OutcomeTexts = {
  success: 'Contraseña actualizada correctamente.',
  refused: 'Error al cambiar la contraseña.',
  network: 'Error al cambiar la contraseña.',
};

function read({ changePassword }: ChangePasswordMutation['response']): PayloadReading<string> {
  return { ...changePassword, value: changePassword.token ?? null };
}

/**
 * Changes the password (PUT /api/users/change-password); resolves to the session's new
 * token, which replaces the stored one (every earlier token of the account has ended).
 */
export function useChangePasswordMutation() {
  return useOutcomeMutation<ChangePasswordMutation, string>(mutation, texts, read);
}
