import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { failureMessage, settle, type OutcomeTexts } from '../../lib/relay/mutationOutcome';
import type { useUnsubscribeFromEmailsMutation as UnsubscribeMutation } from './__generated__/useUnsubscribeFromEmailsMutation.graphql';

const mutation = graphql`
  mutation useUnsubscribeFromEmailsMutation($input: UnsubscribeFromEmailsInput!) {
    unsubscribeFromEmails(input: $input) {
      message
      userErrors {
        message
      }
    }
  }
`;

export const UNSUBSCRIBE_TEXTS = {
  success: 'Listo: ya no recibirás estos emails.',
  refused: 'El enlace no es válido.',
  network: 'No se ha podido completar. Comprueba tu conexión e inténtalo de nuevo.',
} as const satisfies OutcomeTexts;

// A request that failed may work when sent again, so every failure says so (and keeps the
// button); only the server's refusal of the token is final.
const failureTexts: OutcomeTexts = { refused: UNSUBSCRIBE_TEXTS.network, network: UNSUBSCRIBE_TEXTS.network };

/** Turned off; the token refused (expired, altered); or the request failed and may be sent again. */
export type UnsubscribeOutcome =
  { status: 'done'; message: string } | { status: 'refused'; message: string } | { status: 'failed'; message: string };

/**
 * Turns off the mails of one kind for the account a mail's link names, by the link's token
 * alone (no session needed; issue 22). Resolves to what to tell the person.
 */
export function useUnsubscribeFromEmailsMutation(): [(token: string) => Promise<UnsubscribeOutcome>, boolean] {
  const [commit, isSending] = useMutation<UnsubscribeMutation>(mutation);
  const unsubscribe = useCallback(
    (token: string) =>
      new Promise<UnsubscribeOutcome>((resolve) => {
        commit({
          variables: { input: { token } },
          onCompleted: ({ unsubscribeFromEmails }) => {
            const reading = { ...unsubscribeFromEmails, value: unsubscribeFromEmails.message ?? null };
            const outcome = settle(reading, UNSUBSCRIBE_TEXTS);
            resolve(
              outcome.ok
                ? { status: 'done', message: outcome.message ?? UNSUBSCRIBE_TEXTS.success }
                : { status: 'refused', message: outcome.message },
            );
          },
          onError: (error) => resolve({ status: 'failed', message: failureMessage(error, failureTexts) }),
        });
      }),
    [commit],
  );
  return [unsubscribe, isSending];
}
