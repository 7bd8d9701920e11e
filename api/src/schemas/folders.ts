// Folders of saved images, the screens' boards ("tableros", part 2 §3 and §7).
import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from './common';
import { Enum } from './enum';
import { imageLayout } from './favorites';

/** The longest folder name. */
export const FOLDER_NAME_MAX = 60;

export const FolderItem = Type.Object({
  postId: Type.String(),
  imageUrl: Type.String(),
  addedAt: Type.String({ format: 'date-time' }),
  ...imageLayout,
});
export type FolderItem = Static<typeof FolderItem>;

export const FolderObject = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  items: Type.Array(FolderItem, { description: 'Newest first (addedAt descending).' }),
  itemsCount: Type.Integer({ description: 'Extension: number of images in the folder.' }),
  createdAt: Type.String({ format: 'date-time', description: 'Extension.' }),
});
export type FolderObject = Static<typeof FolderObject>;

export const FolderListQuery = Type.Object({
  items: Type.Optional(
    Enum(['preview', 'all'], {
      description: 'Extension: `all` answers every image of every folder instead of the 4 newest.',
    }),
  ),
});
export const FolderList = Type.Object({ folders: Type.Array(FolderObject) });
export const FolderCreationBody = Type.Object({
  name: Type.String({ description: `Non-blank after trimming, at most ${FOLDER_NAME_MAX}.` }),
});
export const FolderCreated = Type.Object({ message: Type.String(), folder: FolderObject });
export const FolderAnswer = Type.Object({ folder: FolderObject });
/** The answer of adding or removing an image. */
export const FolderItemAnswer = Type.Object({
  message: Type.String(),
  folder: Type.Object(FolderObject.properties, { description: 'The folder with its 4 newest images and its count.' }),
});

export const FolderItemBody = Type.Object({
  folderId: Uuid(),
  postId: Uuid(),
  imageUrl: Type.String({ minLength: 1, maxLength: 2048 }),
});
export type FolderItemBody = Static<typeof FolderItemBody>;
