import { graphql } from 'react-relay';
import type { useVerifyRegistrationCodeMutation as VerifyRegistrationCodeMutation } from './__generated__/useVerifyRegistrationCodeMutation.graphql';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../lib/relay/mutationOutcome';
import { toStoredUser } from './storedUser';
import type { SignedIn } from './useLoginMutation';

const mutation = graphql`
  mutation useVerifyRegistrationCodeMutation($input: VerifyCodeInput!) {
    verifyRegistrationCode(input: $input) {
      token
      message
      viewer {
        ...storedUser_user
      }
      userErrors {
        message
      }
    }
  }
`;

const texts: OutcomeTexts = {
  success: '¡Código verificado exitosamente!',
  refused: 'Código incorrecto.',
  network: 'Error de red.',
};

function read({
  verifyRegistrationCode: payload,
}: VerifyRegistrationCodeMutation['response']): PayloadReading<SignedIn> {
  const { token, viewer } = payload;
  return { ...payload, value: token && viewer ? { token, user: toStoredUser(viewer) } : null };
}

/** Checks the mailed code; on success the account exists and comes with its token. */
export function useVerifyRegistrationCodeMutation() {
  return useOutcomeMutation<VerifyRegistrationCodeMutation, SignedIn>(mutation, texts, read);
}
