import { graphql } from 'react-relay';
import type { useLoginMutation as LoginMutation } from './__generated__/useLoginMutation.graphql';
import { useOutcomeMutation, type OutcomeTexts } from '../../lib/relay/mutationOutcome';
import { readSignedIn, type SignedIn } from './storedUser';

const mutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
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
  refused: 'Error en el inicio de sesión',
  network: 'Error de red, inténtalo nuevamente.',
};

const read = (response: LoginMutation['response']) => readSignedIn(response.login);

/** Signs in with email and password (POST /api/auth/login). */
export function useLoginMutation() {
  return useOutcomeMutation<LoginMutation, SignedIn>(mutation, texts, read);
}
