import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { Outcome } from '../../lib/relay/mutationOutcome';
import { FOLDER_ITEMS_CONNECTION_KEY, moveCount, prependUnorganized } from '../../lib/relay/savedStore';
import type { useRemoveFromFolderMutation as RemoveFromFolderMutation } from './__generated__/useRemoveFromFolderMutation.graphql';
import { SAVED_TEXTS } from './savedTexts';
import { useStoreMutation } from './useStoreMutation';

// The board comes back with its new count and preview; the image, still saved, with
// what 'Ideas sin organizar' shows of it.
const mutation = graphql`
  mutation useRemoveFromFolderMutation($input: RemoveFromFolderInput!) {
    removeFromFolder(input: $input) {
      folder {
        id
        itemsCount
        ...BoardCard_folder
      }
      removedItemId
      savedImage {
        id
        isOrganized
        ...UnorganizedIdeas_item
      }
      message
      userErrors {
        message
      }
    }
  }
`;

const texts = { success: SAVED_TEXTS.returned, refused: SAVED_TEXTS.removeFailed, network: SAVED_TEXTS.removeFailed };

const read = (response: RemoveFromFolderMutation['response']) => ({
  userErrors: response.removeFromFolder.userErrors,
  message: null,
  value: response.removeFromFolder.folder ? true : null,
});

/**
 * Takes an image out of a board (POST /api/folders/remove): it leaves the board's list
 * and, when it is in no other board, joins 'Ideas sin organizar' in the store.
 */
export function useRemoveFromFolderMutation(): [
  (input: { folderId: string; postId: string; imageUrl: string }) => Promise<Outcome<boolean>>,
  boolean,
] {
  const [send, inFlight] = useStoreMutation<RemoveFromFolderMutation, boolean>(mutation, texts, read);
  const remove = useCallback(
    (input: { folderId: string; postId: string; imageUrl: string }) =>
      send({ input }, (store) => {
        const payload = store.getRootField('removeFromFolder');
        const folder = payload?.getLinkedRecord('folder');
        const removedId = payload?.getValue('removedItemId');
        if (!folder || typeof removedId !== 'string') return;
        const items = ConnectionHandler.getConnection(folder, FOLDER_ITEMS_CONNECTION_KEY);
        if (items) {
          ConnectionHandler.deleteNode(items, removedId);
          moveCount(items, 'totalCount', -1);
        }
        const savedImage = payload?.getLinkedRecord('savedImage');
        if (savedImage && savedImage.getValue('isOrganized') === false) prependUnorganized(store, savedImage);
      }),
    [send],
  );
  return [remove, inFlight];
}
