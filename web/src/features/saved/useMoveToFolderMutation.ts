import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { readPayload, useOutcomeMutation, type Outcome } from '../../lib/relay/mutationOutcome';
import { FOLDER_ITEMS_CONNECTION_KEY } from '../../lib/relay/savedStore';
import type { useMoveToFolderMutation as MoveToFolderMutation } from './__generated__/useMoveToFolderMutation.graphql';
import { movedText, SAVED_TEXTS } from './savedTexts';

// The board comes back with its new count and preview, which update its card; the moved
// images leave 'Ideas sin organizar' ($connections), whose new count comes with the viewer.
const mutation = graphql`
  mutation useMoveToFolderMutation($input: MoveToFolderInput!, $connections: [ID!]!) {
    moveToFolder(input: $input) {
      folder {
        id
        ...BoardCard_folder
      }
      movedImages {
        id @deleteEdge(connections: $connections)
        isOrganized
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

/** 'edit': one image from its edit modal; 'organize': the images selected in 'Ideas sin organizar'. */
export type MoveFlow = 'edit' | 'organize';

/** One image to move: its post's global id and its URL. */
export interface ImageRef {
  postId: string;
  imageUrl: string;
}

/**
 * The moved images go first in the board's loaded items, when its page is in the store (an
 * updater: that list is on another screen). A board item is the saved image itself (the
 * same id).
 */
function showFirstInBoard(store: RecordSourceSelectorProxy): void {
  const payload = store.getRootField('moveToFolder');
  const folder = payload?.getLinkedRecord('folder');
  const items = folder && ConnectionHandler.getConnection(folder, FOLDER_ITEMS_CONNECTION_KEY);
  if (!items) return;
  const addedAt = new Date().toISOString();
  for (const image of payload.getLinkedRecords('movedImages') ?? []) {
    if (!image) continue;
    image.setValue(addedAt, 'addedAt');
    const edge = ConnectionHandler.createEdge(store, items, image, 'FolderItemEdge');
    ConnectionHandler.insertEdgeBefore(items, edge);
  }
}

const read = (response: MoveToFolderMutation['response']) => readPayload(response.moveToFolder, 'folder');

/**
 * Moves images into a board (POST /api/folders/add, one per image, in the gateway): they
 * leave 'Ideas sin organizar' (`unorganizedConnectionId`) and the board's card shows its new
 * count and preview. A board whose page is in the store gains them at the top. The edit
 * modal says 'Imagen movida correctamente'; the organize flow '{n} imagen movida / imágenes
 * movidas correctamente'.
 */
export function useMoveToFolderMutation(
  unorganizedConnectionId: string,
): [(folderId: string, images: ImageRef[], flow: MoveFlow) => Promise<Outcome<boolean>>, boolean] {
  const [sendOne, movingOne] = useOutcomeMutation<MoveToFolderMutation, boolean>(
    mutation,
    { success: SAVED_TEXTS.movedOne, refused: SAVED_TEXTS.moveOneFailed, network: SAVED_TEXTS.moveOneFailed },
    read,
  );
  const [sendMany, movingMany] = useOutcomeMutation<MoveToFolderMutation, boolean>(
    mutation,
    { refused: SAVED_TEXTS.moveManyFailed, network: SAVED_TEXTS.moveManyFailed },
    read,
  );
  const move = useCallback(
    async (folderId: string, images: ImageRef[], flow: MoveFlow) => {
      const send = flow === 'edit' ? sendOne : sendMany;
      const variables = { input: { folderId, images }, connections: [unorganizedConnectionId] };
      const outcome = await send(variables, { updater: showFirstInBoard });
      if (!outcome.ok) return outcome;
      // The edit modal says the spec's 'Imagen movida correctamente'; the organize flow counts.
      const message = flow === 'edit' ? SAVED_TEXTS.movedOne : outcome.message || movedText(images.length);
      return { ...outcome, message };
    },
    [sendOne, sendMany, unorganizedConnectionId],
  );
  return [move, movingOne || movingMany];
}
