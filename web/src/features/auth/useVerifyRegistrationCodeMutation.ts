import { graphql } from 'react-relay';
import type { useVerifyRegistrationCodeMutation as VerifyRegistrationCodeMutation } from './__generated__/useVerifyRegistrationCodeMutation.graphql';
import { useOutcomeMutation, type OutcomeTexts } from '../../lib/relay/mutationOutcome';
import { readSignedIn, type SignedIn } from './storedUser';

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

const read = (response: VerifyRegistrationCodeMutation['response']) => readSignedIn(response.verifyRegistrationCode);

/** Checks the mailed code; on success the account exists and comes with its token. */
export function useVerifyRegistrationCodeMutation() {
  return useOutcomeMutation<VerifyRegistrationCodeMutation, SignedIn>(mutation, texts, read);
}
