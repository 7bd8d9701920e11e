// Folders of saved images, the screens' boards ("tableros", part 2 §3 and §7).
import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from './common';
import { imageLayout } from './favorites';

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

export const FolderItemBody = Type.Object({
  folderId: Uuid(),
  postId: Uuid(),
  imageUrl: Type.String({ minLength: 1, maxLength: 2048 }),
});
export type FolderItemBody = Static<typeof FolderItemBody>;
