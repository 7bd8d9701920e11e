import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { readPayload, useOutcomeMutation, type OutcomeTexts } from '../../../lib/relay/mutationOutcome';
import type { useRequestDataExportMutation as RequestDataExportMutation } from './__generated__/useRequestDataExportMutation.graphql';

const mutation = graphql`
  mutation useRequestDataExportMutation {
    requestDataExport {
      dataExport {
        ...DataExportSection_dataExport
      }
      message
      userErrors {
        message
      }
    }
  }
`;

export const DATA_EXPORT_FAILURE = 'No se ha podido pedir tu archivo. Inténtalo de nuevo.';

const texts: OutcomeTexts = { refused: DATA_EXPORT_FAILURE, network: DATA_EXPORT_FAILURE };

const read = ({ requestDataExport }: RequestDataExportMutation['response']) =>
  readPayload(requestDataExport, 'dataExport');

/** The new export becomes the viewer's: Query.myDataExport points at it. */
function showNewExport(store: RecordSourceSelectorProxy) {
  const created = store.getRootField('requestDataExport')?.getLinkedRecord('dataExport');
  if (created) store.getRoot().setLinkedRecord(created, 'myDataExport');
}

/** Asks for a new ZIP of the viewer's data (issue 24); resolves to why it failed, if it did. */
export function useRequestDataExportMutation() {
  const [send, isSending] = useOutcomeMutation<RequestDataExportMutation, true>(mutation, texts, read);
  return [() => send({}, { updater: showNewExport }), isSending] as const;
}
