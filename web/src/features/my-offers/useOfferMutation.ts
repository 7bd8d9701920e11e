import { useCallback, useMemo } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { failureMessage, settle, type Outcome, type PayloadReading } from '../../lib/relay/mutationOutcome';

/** What one send changes in the store: after the answer, and at once for a toggle. */
export interface StoreChanges<M extends MutationParameters> {
  /** Lists and counts the payload's records do not update by themselves. */
  updater?: SelectorStoreUpdater<M['response']>;
  /** Applied before the server answers; Relay takes it back when the request fails. */
  optimisticUpdater?: SelectorStoreUpdater<M['response']>;
  /** The answer expected, applied at once with the mutation's directives; taken back likewise. */
  optimisticResponse?: UseMutationConfig<M>['optimisticResponse'];
}

/**
 * My Offers' mutations as a promise of an Outcome: every change updates the lists and counts
 * of the store in place (no list is read again), and a failure carries one Spanish message.
 */
export function useOfferMutation<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  failed: string,
  read: (response: M['response']) => PayloadReading<true>,
): [(variables: M['variables'], changes?: StoreChanges<M>) => Promise<Outcome<true>>, boolean] {
  const [commit, inFlight] = useMutation<M>(mutation);
  const texts = useMemo(() => ({ refused: failed, network: failed }), [failed]);
  const send = useCallback(
    (variables: M['variables'], { updater, optimisticUpdater, optimisticResponse }: StoreChanges<M> = {}) =>
      new Promise<Outcome<true>>((resolve) => {
        commit({
          variables,
          updater,
          optimisticUpdater,
          optimisticResponse,
          onCompleted: (response) => resolve(settle(read(response), texts)),
          onError: (error) => resolve({ ok: false, message: failureMessage(error, texts) }),
        });
      }),
    [commit, read, texts],
  );
  return [send, inFlight];
}
