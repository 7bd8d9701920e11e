import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { GraphQLRequestError } from './environment';
import { hasSpanishMessage } from './errorCodes';

/** What a form shows after a mutation: success with its value, or the reason it failed. */
export type Outcome<T> = { ok: true; value: T; message: string | null } | { ok: false; message: string };

/** The spec's texts for one call (part 1 §8). */
export interface OutcomeTexts {
  /** Shown on success when the server sends no message. */
  success?: string;
  /** The server refused without a message of its own. */
  refused: string;
  /** The server could not be reached or failed. */
  network: string;
}

/** What a mutation's payload says: its refusals, its server message, and the value wanted. */
export interface PayloadReading<T> {
  userErrors: ReadonlyArray<{ readonly message: string }>;
  message?: string | null;
  /** Null when the payload lacks what success needs (a token, say). */
  value: T | null;
}

/** The message for a payload: its first userError, else the fallback when it has no value. */
export function settle<T>(reading: PayloadReading<T>, texts: OutcomeTexts): Outcome<T> {
  const [refusal] = reading.userErrors;
  if (refusal) return { ok: false, message: refusal.message };
  if (reading.value === null) return { ok: false, message: texts.refused };
  return { ok: true, value: reading.value, message: reading.message || texts.success || null };
}

/** The message for a failed request: the server's words when they are for people, else the spec's. */
export function failureMessage(error: Error, texts: OutcomeTexts): string {
  if (!(error instanceof GraphQLRequestError)) return texts.network; // fetch or JSON failure
  if (error.code === 'UPSTREAM_UNAVAILABLE') return texts.network;
  return hasSpanishMessage(error) ? error.message : texts.refused;
}

/** A payload with the fields every mutation of the graph answers with. */
interface Payload {
  readonly userErrors: ReadonlyArray<{ readonly message: string }>;
  readonly message?: string | null;
}

/** The reading of a payload whose success is one field being there: `true`, else null. */
export function readPayload<P extends Payload>(payload: P, successField: keyof P): PayloadReading<true> {
  return { userErrors: payload.userErrors, message: payload.message, value: payload[successField] ? true : null };
}

/** What one send changes in the store besides the payload's records. */
export interface StoreChanges<M extends MutationParameters> {
  /** Lists and counts the payload's records do not update by themselves. */
  updater?: SelectorStoreUpdater<M['response']>;
  /** Applied before the server answers; Relay takes it back when the request fails. */
  optimisticUpdater?: SelectorStoreUpdater<M['response']>;
  /** The answer expected, applied at once with the mutation's directives; taken back likewise. */
  optimisticResponse?: UseMutationConfig<M>['optimisticResponse'];
}

/** Commits a mutation and resolves to its Outcome: it never rejects, a failure is a message. */
export function commitOutcome<M extends MutationParameters, T>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  config: StoreChanges<M> & { variables: M['variables'] },
  read: (response: M['response']) => PayloadReading<T>,
  texts: OutcomeTexts,
): Promise<Outcome<T>> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (response) => resolve(settle(read(response), texts)),
      onError: (error) => resolve({ ok: false, message: failureMessage(error, texts) }),
    });
  });
}

/**
 * `useMutation` as a promise of an Outcome, so each form reads as "send, then show".
 * `read` picks the userErrors, message and value out of the response; each send may change
 * the store beyond the payload's records (`changes`).
 */
export function useOutcomeMutation<M extends MutationParameters, T>(
  mutation: GraphQLTaggedNode,
  texts: OutcomeTexts,
  read: (response: M['response']) => PayloadReading<T>,
): [(variables: M['variables'], changes?: StoreChanges<M>) => Promise<Outcome<T>>, boolean] {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const send = useCallback(
    (variables: M['variables'], changes: StoreChanges<M> = {}) =>
      commitOutcome(commit, { variables, ...changes }, read, texts),
    [commit, read, texts],
  );
  return [send, isInFlight];
}

/** What a toggle (save, follow) shows after its request: always words, never a value. */
export interface Feedback {
  ok: boolean;
  message: string;
}

/** `commitOutcome` for a toggle: on success the server's message, else the spec's success text. */
export async function commitFeedback<M extends MutationParameters, T>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  config: StoreChanges<M> & { variables: M['variables'] },
  read: (response: M['response']) => PayloadReading<T>,
  texts: OutcomeTexts & { success: string },
): Promise<Feedback> {
  const outcome = await commitOutcome(commit, config, read, texts);
  return { ok: outcome.ok, message: outcome.message ?? texts.success };
}
