import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
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

/**
 * `useMutation` as a promise of an Outcome, so each form reads as "send, then show".
 * `read` picks the userErrors, message and value out of the response.
 */
export function useOutcomeMutation<M extends MutationParameters, T>(
  mutation: GraphQLTaggedNode,
  texts: OutcomeTexts,
  read: (response: M['response']) => PayloadReading<T>,
): [(variables: M['variables']) => Promise<Outcome<T>>, boolean] {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const send = useCallback(
    (variables: M['variables']) =>
      new Promise<Outcome<T>>((resolve) => {
        commit({
          variables,
          onCompleted: (response) => resolve(settle(read(response), texts)),
          onError: (error) => resolve({ ok: false, message: failureMessage(error, texts) }),
        });
      }),
    [commit, read, texts],
  );
  return [send, isInFlight];
}
