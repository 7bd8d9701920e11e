import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { readPayload, useOutcomeMutation, type Outcome, type OutcomeTexts } from '../../../lib/relay/mutationOutcome';
import type {
  useUpdateEmailSettingsMutation as UpdateEmailSettingsMutation,
  UpdateEmailSettingsInput,
} from './__generated__/useUpdateEmailSettingsMutation.graphql';

// The payload's center carries every switch as the server stored it, so a change another tab
// made meanwhile shows up too.
const mutation = graphql`
  mutation useUpdateEmailSettingsMutation($input: UpdateEmailSettingsInput!) {
    updateEmailSettings(input: $input) {
      notificationCenter {
        id
        emailSettings {
          applications
          applicationUpdates
          offerReviews
          verification
          followers
        }
      }
      userErrors {
        message
      }
    }
  }
`;

/** One kind of notification mail, by the graph's name of its switch. */
export type EmailTopic = keyof UpdateEmailSettingsInput;

export const EMAIL_SETTINGS_FAILURE = 'No se ha podido guardar el cambio. Inténtalo de nuevo.';

const texts: OutcomeTexts = { refused: EMAIL_SETTINGS_FAILURE, network: EMAIL_SETTINGS_FAILURE };

const read = ({ updateEmailSettings }: UpdateEmailSettingsMutation['response']) =>
  readPayload(updateEmailSettings, 'notificationCenter');

/** Before the answer: the one switch flips on the center's record, so every reader of it follows. */
function switchAtOnce(centerId: string, topic: EmailTopic, on: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    store.get(centerId)?.getLinkedRecord('emailSettings')?.setValue(on, topic);
  };
}

/**
 * Turns one kind of notification mail on or off (issue 22). Only that switch is sent, so two
 * quick changes of different switches cannot undo each other. The switch flips at once (an
 * optimistic update Relay takes back when the request fails or is refused); resolves to why
 * it failed, if it did.
 */
export function useUpdateEmailSettingsMutation(): [
  (centerId: string, topic: EmailTopic, on: boolean) => Promise<Outcome<true>>,
  boolean,
] {
  const [send, isSaving] = useOutcomeMutation<UpdateEmailSettingsMutation, true>(mutation, texts, read);
  const update = useCallback(
    (centerId: string, topic: EmailTopic, on: boolean) => {
      const input: UpdateEmailSettingsInput = { [topic]: on };
      return send({ input }, { optimisticUpdater: switchAtOnce(centerId, topic, on) });
    },
    [send],
  );
  return [update, isSaving];
}
