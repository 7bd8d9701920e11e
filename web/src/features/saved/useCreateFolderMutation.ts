import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { readPayload, useOutcomeMutation, type Outcome } from '../../lib/relay/mutationOutcome';
import type { useCreateFolderMutation as CreateFolderMutation } from './__generated__/useCreateFolderMutation.graphql';
import { SAVED_TEXTS } from './savedTexts';

// The new board goes first in the boards grid (newest first, as the server lists them);
// the viewer comes back with the new count of boards.
const mutation = graphql`
  mutation useCreateFolderMutation($input: CreateFolderInput!, $connections: [ID!]!) {
    createFolder(input: $input) {
      folder @prependNode(connections: $connections, edgeTypeName: "FolderEdge") {
        id
        ...BoardCard_folder
      }
      viewer {
        id
        foldersCount: folders(first: 1) {
          totalCount
        }
      }
      message
      userErrors {
        message
      }
    }
  }
`;

const texts = { success: SAVED_TEXTS.created, refused: SAVED_TEXTS.createFailed, network: SAVED_TEXTS.createFailed };

const read = (response: CreateFolderMutation['response']) => readPayload(response.createFolder, 'folder');

/** Creates a board (POST /api/folders); the grid gains it and its count from the store. */
export function useCreateFolderMutation(connectionId: string): [(name: string) => Promise<Outcome<boolean>>, boolean] {
  const [send, inFlight] = useOutcomeMutation<CreateFolderMutation, boolean>(mutation, texts, read);
  const create = useCallback(
    (name: string) => send({ input: { name }, connections: [connectionId] }),
    [send, connectionId],
  );
  return [create, inFlight];
}
