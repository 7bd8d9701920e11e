import { useMemo } from 'react';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { useOutcomeMutation, type PayloadReading } from '../../lib/relay/mutationOutcome';

/**
 * My Offers' mutations as a promise of an Outcome: every change updates the lists and counts
 * of the store in place (no list is read again), and a failure carries one Spanish message.
 */
export function useOfferMutation<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  failed: string,
  read: (response: M['response']) => PayloadReading<true>,
) {
  const texts = useMemo(() => ({ refused: failed, network: failed }), [failed]);
  return useOutcomeMutation<M, true>(mutation, texts, read);
}
