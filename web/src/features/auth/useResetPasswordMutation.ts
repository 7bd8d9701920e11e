import { graphql } from 'react-relay';
import type { useResetPasswordMutation as ResetPasswordMutation } from './__generated__/useResetPasswordMutation.graphql';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../lib/relay/mutationOutcome';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
      userErrors {
        message
      }
    }
  }
`;

// The spec gives one failure text for this call, whatever the cause.
const texts: OutcomeTexts = {
  success: 'Contraseña actualizada exitosamente.',
  refused: 'Error al restablecer la contraseña.',
  network: 'Error al restablecer la contraseña.',
};

function read({ resetPassword: payload }: ResetPasswordMutation['response']): PayloadReading<true> {
  return { ...payload, value: true };
}

/** Sets a new password with the recovery code. */
export function useResetPasswordMutation() {
  return useOutcomeMutation<ResetPasswordMutation, true>(mutation, texts, read);
}
