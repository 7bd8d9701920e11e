import { graphql } from 'react-relay';
import { useOutcomeMutation, type OutcomeTexts, type PayloadReading } from '../../../lib/relay/mutationOutcome';
import { EMAIL_CHANGE_FAILURE } from './useChangeEmailMutation';
import type { useConfirmEmailChangeMutation as ConfirmEmailChangeMutation } from './__generated__/useConfirmEmailChangeMutation.graphql';

const mutation = graphql`
  mutation useConfirmEmailChangeMutation($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      token
      viewer {
        id
        email
      }
      message
      userErrors {
        message
      }
    }
  }
`;

// Part 2 §8: the server's message, else these.
const texts: OutcomeTexts = {
  success: 'Email actualizado con éxito',
  refused: EMAIL_CHANGE_FAILURE,
  network: EMAIL_CHANGE_FAILURE,
};

function read({ confirmEmailChange }: ConfirmEmailChangeMutation['response']): PayloadReading<string> {
  return { ...confirmEmailChange, value: confirmEmailChange.token ?? null };
}

/**
 * Makes the asked email change with the mailed code (POST /api/users/email/confirm); resolves
 * to the session's new token (earlier tokens have ended). The store's viewer gets the new email.
 */
export function useConfirmEmailChangeMutation() {
  return useOutcomeMutation<ConfirmEmailChangeMutation, string>(mutation, texts, read);
}
