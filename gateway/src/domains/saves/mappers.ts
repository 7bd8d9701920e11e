import type { UserErrorDTO } from '../../errors';
import type { RestFavorite, RestFolder, RestFolderItem } from './rest';

/** The REST object behind each graph type of this domain (codegen `mappers`, found by codegen.ts). */
export type SavedImageMapper = RestFavorite;
export type FolderMapper = RestFolder;
/** A board item with its board, which its ID names. */
export type FolderItemMapper = RestFolderItem & { folderId: string };

/** What saveImage and unsaveImage know: the post by id, the saved image, the unsaved one's id. */
export type SaveImagePayloadMapper = {
  post: { _id: string } | null;
  savedImage: RestFavorite | null;
  unsavedImageId: string | null;
  message: string | null;
  userErrors: UserErrorDTO[];
};

export type CreateFolderPayloadMapper = {
  folder: RestFolder | null;
  message: string | null;
  userErrors: UserErrorDTO[];
};

export type DeleteFolderPayloadMapper = {
  deletedFolderId: string | null;
  releasedImages: RestFavorite[];
  message: string | null;
  userErrors: UserErrorDTO[];
};

export type MoveToFolderPayloadMapper = {
  folder: RestFolder | null;
  movedImages: RestFavorite[];
  message: string | null;
  userErrors: UserErrorDTO[];
};

export type RemoveFromFolderPayloadMapper = {
  folder: RestFolder | null;
  removedItemId: string | null;
  savedImage: RestFavorite | null;
  message: string | null;
  userErrors: UserErrorDTO[];
};
