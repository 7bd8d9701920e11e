import { graphql } from 'react-relay';
import type { useSendRegistrationCodeMutation as SendRegistrationCodeMutation } from './__generated__/useSendRegistrationCodeMutation.graphql';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../lib/relay/mutationOutcome';

const mutation = graphql`
  mutation useSendRegistrationCodeMutation($input: SendRegistrationCodeInput!) {
    sendRegistrationCode(input: $input) {
      sent
      message
      userErrors {
        message
      }
    }
  }
`;

const texts: OutcomeTexts = {
  refused: 'Error al enviar el código de verificación.',
  network: 'Error al conectar con el servidor.',
};

function read({ sendRegistrationCode: payload }: SendRegistrationCodeMutation['response']): PayloadReading<true> {
  return { ...payload, value: payload.sent ? true : null };
}

/** Sends the registration form; the server mails a 6-digit code. */
export function useSendRegistrationCodeMutation() {
  return useOutcomeMutation<SendRegistrationCodeMutation, true>(mutation, texts, read);
}
