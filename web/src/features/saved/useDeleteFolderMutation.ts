import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { readPayload, useOutcomeMutation, type Outcome } from '../../lib/relay/mutationOutcome';
import { prependUnorganized } from '../../lib/relay/savedStore';
import type { useDeleteFolderMutation as DeleteFolderMutation } from './__generated__/useDeleteFolderMutation.graphql';
import { SAVED_TEXTS } from './savedTexts';

// The board leaves the grid; its images come back as saved images with what
// 'Ideas sin organizar' shows of them; the viewer with both lists' new counts.
const mutation = graphql`
  mutation useDeleteFolderMutation($input: DeleteFolderInput!, $connections: [ID!]!) {
    deleteFolder(input: $input) {
      deletedFolderId @deleteEdge(connections: $connections)
      releasedImages {
        id
        isOrganized
        ...UnorganizedIdeas_item
      }
      viewer {
        id
        foldersCount: folders(first: 1) {
          totalCount
        }
        ...UnorganizedIdeas_count
      }
      message
      userErrors {
        message
      }
    }
  }
`;

const texts = { success: SAVED_TEXTS.deleted, refused: SAVED_TEXTS.deleteFailed, network: SAVED_TEXTS.deleteFailed };

const read = (response: DeleteFolderMutation['response']) => readPayload(response.deleteFolder, 'deletedFolderId');

/** The images the board held, still saved, join 'Ideas sin organizar'. */
function releaseImages(store: RecordSourceSelectorProxy): void {
  const payload = store.getRootField('deleteFolder');
  if (!payload?.getValue('deletedFolderId')) return;
  const released = payload.getLinkedRecords('releasedImages') ?? [];
  // Prepended one by one: the last prepended shows first, so go from the oldest.
  for (const image of [...released].reverse()) {
    if (image && image.getValue('isOrganized') === false) prependUnorganized(store, image);
  }
}

/**
 * Deletes a board (DELETE /api/folders/{id}): it leaves the grid, and the images it held,
 * still saved, join 'Ideas sin organizar' in the store (an updater rather than
 * `@prependNode`, which would list them in reverse and take organised ones too).
 */
export function useDeleteFolderMutation(
  connectionId: string,
): [(folderId: string) => Promise<Outcome<boolean>>, boolean] {
  const [send, inFlight] = useOutcomeMutation<DeleteFolderMutation, boolean>(mutation, texts, read);
  const remove = useCallback(
    (folderId: string) => send({ input: { folderId }, connections: [connectionId] }, { updater: releaseImages }),
    [send, connectionId],
  );
  return [remove, inFlight];
}
