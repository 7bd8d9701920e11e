import { graphql } from 'react-relay';
import type { StoredUser } from '../../lib/session';
import type { useLoginMutation as LoginMutation } from './__generated__/useLoginMutation.graphql';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../lib/relay/mutationOutcome';
import { toStoredUser } from './storedUser';

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

/** A signed-in session: the bearer token and the facts the spec caches. */
export interface SignedIn {
  token: string;
  user: StoredUser;
}

const texts: OutcomeTexts = {
  refused: 'Error en el inicio de sesión',
  network: 'Error de red, inténtalo nuevamente.',
};

function read({ login }: LoginMutation['response']): PayloadReading<SignedIn> {
  const { token, viewer } = login;
  return { ...login, value: token && viewer ? { token, user: toStoredUser(viewer) } : null };
}

/** Signs in with email and password (POST /api/auth/login). */
export function useLoginMutation() {
  return useOutcomeMutation<LoginMutation, SignedIn>(mutation, texts, read);
}
