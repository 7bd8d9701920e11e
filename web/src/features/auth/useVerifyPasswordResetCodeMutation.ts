import { graphql } from 'react-relay';
import type { useVerifyPasswordResetCodeMutation as VerifyPasswordResetCodeMutation } from './__generated__/useVerifyPasswordResetCodeMutation.graphql';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../lib/relay/mutationOutcome';

const mutation = graphql`
  mutation useVerifyPasswordResetCodeMutation($input: VerifyCodeInput!) {
    verifyPasswordResetCode(input: $input) {
      message
      userErrors {
        message
      }
    }
  }
`;

// The spec gives one failure text for this call, whatever the cause.
const texts: OutcomeTexts = {
  success: 'Código verificado.',
  refused: 'Código incorrecto.',
  network: 'Código incorrecto.',
};

function read({ verifyPasswordResetCode: payload }: VerifyPasswordResetCodeMutation['response']): PayloadReading<true> {
  return { ...payload, value: true };
}

/** Checks a password-recovery code without using it up. */
export function useVerifyPasswordResetCodeMutation() {
  return useOutcomeMutation<VerifyPasswordResetCodeMutation, true>(mutation, texts, read);
}
