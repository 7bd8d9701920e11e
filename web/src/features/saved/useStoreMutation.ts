import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import {
  failureMessage,
  settle,
  type Outcome,
  type OutcomeTexts,
  type PayloadReading,
} from '../../lib/relay/mutationOutcome';

/**
 * `useOutcomeMutation` with an optional updater: the boards' mutations change lists of the
 * store in place (no screen fetches itself again; counts come in their payloads), and
 * resolve to an Outcome.
 */
export function useStoreMutation<M extends MutationParameters, T>(
  mutation: GraphQLTaggedNode,
  texts: OutcomeTexts,
  read: (response: M['response']) => PayloadReading<T>,
): [(variables: M['variables'], updater?: SelectorStoreUpdater<M['response']>) => Promise<Outcome<T>>, boolean] {
  const [commit, inFlight] = useMutation<M>(mutation);
  const send = useCallback(
    (variables: M['variables'], updater?: SelectorStoreUpdater<M['response']>) =>
      new Promise<Outcome<T>>((resolve) => {
        commit({
          variables,
          updater,
          onCompleted: (response) => resolve(settle(read(response), texts)),
          onError: (error) => resolve({ ok: false, message: failureMessage(error, texts) }),
        });
      }),
    [commit, read, texts],
  );
  return [send, inFlight];
}
