import { graphql } from 'react-relay';
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from './__generated__/useRequestPasswordResetMutation.graphql';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../lib/relay/mutationOutcome';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: EmailInput!) {
    requestPasswordReset(input: $input) {
      message
      userErrors {
        message
      }
    }
  }
`;

// The spec gives one failure text for this call, whatever the cause.
const texts: OutcomeTexts = {
  success: 'Email enviado. Revisa tu bandeja para el código.',
  refused: 'Error al enviar el email.',
  network: 'Error al enviar el email.',
};

function read({ requestPasswordReset: payload }: RequestPasswordResetMutation['response']): PayloadReading<true> {
  return { ...payload, value: true };
}

/** Mails a password-recovery code. */
export function useRequestPasswordResetMutation() {
  return useOutcomeMutation<RequestPasswordResetMutation, true>(mutation, texts, read);
}
