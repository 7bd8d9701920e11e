import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitFeedback, readPayload, type Feedback } from './mutationOutcome';
import { prependUnorganized, recordIdsOfType, removeSavedImageEverywhere } from './savedStore';
import type { useSaveImageMutation as SaveMutation } from './__generated__/useSaveImageMutation.graphql';
import type { useSaveImageMutationUnsaveMutation as UnsaveMutation } from './__generated__/useSaveImageMutationUnsaveMutation.graphql';

// Both payloads bring the post with every image's new state, which updates the post page's
// images (PostImage records live under their post), and the viewer with the new count of
// 'Ideas sin organizar'. The saved image carries what that list shows of it, so the list
// gains it from the store.
const saveMutation = graphql`
  mutation useSaveImageMutation($input: SaveImageInput!) {
    saveImage(input: $input) {
      post {
        id
        images {
          image {
            url
          }
          viewerHasSaved
        }
      }
      viewer {
        id
        ...UnorganizedIdeas_count
      }
      userErrors {
        message
      }
      savedImage {
        id
        ...SavedIdeaCard_savedImage
      }
    }
  }
`;

const unsaveMutation = graphql`
  mutation useSaveImageMutationUnsaveMutation($input: SaveImageInput!) {
    unsaveImage(input: $input) {
      post {
        id
        images {
          image {
            url
          }
          viewerHasSaved
        }
      }
      viewer {
        id
        ...UnorganizedIdeas_count
      }
      userErrors {
        message
      }
      unsavedImageId
    }
  }
`;

/** The spec's save texts (part 2 §4) and ours for a failure, which the spec leaves unsaid. */
export const SAVE_TEXTS = {
  saved: '¡Guardado!',
  unsaved: 'Eliminado de guardados',
  /** The explorer grid's word for an unsave (part 2 §4). */
  unsavedInGrid: '¡Eliminado!',
  saveFailed: 'No se pudo guardar la imagen.',
  unsaveFailed: 'No se pudo quitar de guardados.',
} as const;

/** How long the save feedback stays (part 2 §9: save feedback 2 s). */
export const SAVE_FEEDBACK_MS = 2000;

/** The image to save or unsave, as the screen shows it now. */
export interface SaveTarget {
  /** The post's global id. */
  postId: string;
  imageUrl: string;
  viewerHasSaved: boolean;
}

/** The store's records that show one image's saved state. */
interface ImageRecords {
  explorerImageIds: readonly string[];
  folderIds: readonly string[];
}

/**
 * Sets `viewerHasSaved` on every record that shows the image: the post's images (the
 * post page, 'Más posts') and the explorer's images of that post and URL.
 */
function setSavedFlag(store: RecordSourceSelectorProxy, target: SaveTarget, saved: boolean, records: ImageRecords) {
  const post = store.get(target.postId);
  for (const postImage of post?.getLinkedRecords('images') ?? []) {
    if (postImage?.getLinkedRecord('image')?.getValue('url') === target.imageUrl)
      postImage.setValue(saved, 'viewerHasSaved');
  }
  for (const id of records.explorerImageIds) {
    const explorerImage = store.get(id);
    if (
      explorerImage?.getLinkedRecord('post')?.getDataID() === target.postId &&
      explorerImage.getLinkedRecord('image')?.getValue('url') === target.imageUrl
    )
      explorerImage.setValue(saved, 'viewerHasSaved');
  }
}

/** After a save the server accepted: the flag, and the image at the top of 'Ideas sin organizar'. */
function savedUpdater(target: SaveTarget, records: ImageRecords) {
  return (store: RecordSourceSelectorProxy) => {
    const payload = store.getRootField('saveImage');
    const savedImage = payload?.getLinkedRecord('savedImage');
    if (!payload?.getLinkedRecord('post')) return; // refused: nothing changed
    setSavedFlag(store, target, true, records);
    if (savedImage) prependUnorganized(store, savedImage);
  };
}

/** After an unsave the server accepted: the flag, and the image out of every saved list. */
function unsavedUpdater(target: SaveTarget, records: ImageRecords) {
  return (store: RecordSourceSelectorProxy) => {
    const payload = store.getRootField('unsaveImage');
    if (!payload?.getLinkedRecord('post')) return; // refused: nothing changed
    setSavedFlag(store, target, false, records);
    const unsavedId = payload.getValue('unsavedImageId');
    if (typeof unsavedId === 'string') removeSavedImageEverywhere(store, unsavedId, records.folderIds);
  };
}

/**
 * Saves or unsaves one image of a post (POST / DELETE /api/users/favorites/{postId}).
 * The button flips at once on every record showing the image (an optimistic updater,
 * which Relay rolls back when the request fails or is refused); once the server
 * accepts, 'Ideas sin organizar' gains the saved image, or the unsaved one leaves it and
 * every board in the store. Resolves to the spec's feedback ('¡Guardado!' / 'Eliminado
 * de guardados') or the reason it failed.
 */
export function useSaveImageMutation(): [(target: SaveTarget) => Promise<Feedback>, boolean] {
  const environment = useRelayEnvironment();
  const [save, saving] = useMutation<SaveMutation>(saveMutation);
  const [unsave, unsaving] = useMutation<UnsaveMutation>(unsaveMutation);

  const toggle = useCallback(
    (target: SaveTarget) => {
      const willSave = !target.viewerHasSaved;
      const source = environment.getStore().getSource();
      const records: ImageRecords = {
        explorerImageIds: recordIdsOfType(source, 'ExplorerImage'),
        folderIds: willSave ? [] : recordIdsOfType(source, 'Folder'),
      };
      const failure = willSave ? SAVE_TEXTS.saveFailed : SAVE_TEXTS.unsaveFailed;
      // The spec's words on success: the payloads ask for no message of the server's.
      const texts = { refused: failure, network: failure };
      // Updaters: the saved lists are guardados', another screen (the count comes in the payload).
      const changes = {
        variables: { input: { postId: target.postId, imageUrl: target.imageUrl } },
        optimisticUpdater: (store: RecordSourceSelectorProxy) => setSavedFlag(store, target, willSave, records),
      };
      return willSave
        ? commitFeedback(
            save,
            { ...changes, updater: savedUpdater(target, records) },
            (response) => readPayload(response.saveImage, 'post'),
            { ...texts, success: SAVE_TEXTS.saved },
          )
        : commitFeedback(
            unsave,
            { ...changes, updater: unsavedUpdater(target, records) },
            (response) => readPayload(response.unsaveImage, 'post'),
            { ...texts, success: SAVE_TEXTS.unsaved },
          );
    },
    [environment, save, unsave],
  );

  return [toggle, saving || unsaving];
}
