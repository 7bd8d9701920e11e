import { graphql } from 'react-relay';
import type { useResendRegistrationCodeMutation as ResendRegistrationCodeMutation } from './__generated__/useResendRegistrationCodeMutation.graphql';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../lib/relay/mutationOutcome';

const mutation = graphql`
  mutation useResendRegistrationCodeMutation($input: EmailInput!) {
    resendRegistrationCode(input: $input) {
      message
      userErrors {
        message
      }
    }
  }
`;

// The spec gives one failure text for this call, whatever the cause.
const texts: OutcomeTexts = {
  success: 'Código reenviado exitosamente.',
  refused: 'Error al reenviar el código.',
  network: 'Error al reenviar el código.',
};

function read({ resendRegistrationCode: payload }: ResendRegistrationCodeMutation['response']): PayloadReading<true> {
  return { ...payload, value: true };
}

/** Mails a new registration code, replacing the previous one. */
export function useResendRegistrationCodeMutation() {
  return useOutcomeMutation<ResendRegistrationCodeMutation, true>(mutation, texts, read);
}
