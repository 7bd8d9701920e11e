import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useOutcomeMutation, type Outcome } from '../../lib/relay/mutationOutcome';
import { prependUnorganized } from '../../lib/relay/savedStore';
import type { useRemoveFromFolderMutation as RemoveFromFolderMutation } from './__generated__/useRemoveFromFolderMutation.graphql';
import { SAVED_TEXTS } from './savedTexts';

// The board comes back with its new count and preview, the item leaves its list
// ($connections); the image, still saved, with what 'Ideas sin organizar' shows of it, and
// the viewer with that list's new count.
const mutation = graphql`
  mutation useRemoveFromFolderMutation($input: RemoveFromFolderInput!, $connections: [ID!]!) {
    removeFromFolder(input: $input) {
      folder {
        id
        itemsCount
        ...BoardCard_folder
      }
      removedItemId @deleteEdge(connections: $connections)
      savedImage {
        id
        isOrganized
        ...UnorganizedIdeas_item
      }
      viewer {
        id
        ...UnorganizedIdeas_count
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
 * When the image is in no other board, it joins 'Ideas sin organizar' in the store (an
 * updater: that list is on another screen, the saved ideas page).
 */
function returnToUnorganized(store: RecordSourceSelectorProxy): void {
  const savedImage = store.getRootField('removeFromFolder')?.getLinkedRecord('savedImage');
  if (savedImage && savedImage.getValue('isOrganized') === false) prependUnorganized(store, savedImage);
}

/**
 * Takes an image out of a board (POST /api/folders/remove): it leaves the board's list
 * (`itemsConnectionId`) and, when it is in no other board, joins 'Ideas sin organizar'.
 */
export function useRemoveFromFolderMutation(
  itemsConnectionId: string,
): [(input: { folderId: string; postId: string; imageUrl: string }) => Promise<Outcome<boolean>>, boolean] {
  const [send, inFlight] = useOutcomeMutation<RemoveFromFolderMutation, boolean>(mutation, texts, read);
  const remove = useCallback(
    (input: { folderId: string; postId: string; imageUrl: string }) =>
      send({ input, connections: [itemsConnectionId] }, { updater: returnToUnorganized }),
    [send, itemsConnectionId],
  );
  return [remove, inFlight];
}
