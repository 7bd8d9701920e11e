import { useCallback, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitMutation, type GraphQLTaggedNode, type MutationParameters, type UploadableMap } from 'relay-runtime';
import { UPLOAD_PROGRESS, type UploadProgressListener } from './environment';
import { failureMessage, settle, type Outcome, type OutcomeTexts, type PayloadReading } from './mutationOutcome';

/** Where an upload stands: whether it is under way, and how much of its files went out. */
export interface UploadState {
  inFlight: boolean;
  /** Percentage of the files sent, 0 to 100, while an upload is under way; else null. */
  percent: number | null;
}

const IDLE: UploadState = { inFlight: false, percent: null };

/**
 * A mutation that sends files (`uploadables`, keyed by the variable each goes in, e.g.
 * `{ 'input.file': file }`), as a promise of an Outcome like `useOutcomeMutation`, with
 * the share of the files sent so far for `UploadProgress`. The network layer sends it
 * as a GraphQL multipart request and reports the progress of the request body; the
 * server's work after the last byte shows as 100 %.
 */
export function useUploadMutation<M extends MutationParameters, T>(
  mutation: GraphQLTaggedNode,
  texts: OutcomeTexts,
  read: (response: M['response']) => PayloadReading<T>,
): [(variables: M['variables'], uploadables: UploadableMap) => Promise<Outcome<T>>, UploadState] {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<UploadState>(IDLE);
  const send = useCallback(
    (variables: M['variables'], uploadables: UploadableMap) =>
      new Promise<Outcome<T>>((resolve) => {
        const onUploadProgress: UploadProgressListener = (fraction) =>
          setState({ inFlight: true, percent: Math.min(100, Math.round(fraction * 100)) });
        const finish = (outcome: Outcome<T>) => {
          setState(IDLE);
          resolve(outcome);
        };
        setState({ inFlight: true, percent: 0 });
        commitMutation<M>(environment, {
          mutation,
          variables,
          uploadables,
          cacheConfig: { metadata: { [UPLOAD_PROGRESS]: onUploadProgress } },
          onCompleted: (response) => finish(settle(read(response), texts)),
          onError: (error) => finish({ ok: false, message: failureMessage(error, texts) }),
        });
      }),
    [environment, mutation, read, texts],
  );
  return [send, state];
}
