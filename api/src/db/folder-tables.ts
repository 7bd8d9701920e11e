// Kysely types of the tables created by migration 0003_boards: favorites (saved images)
// and folders of saved images (the screens' boards, "tableros").
import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

/** One image of one post saved by one user (the spec's favorite). */
export interface FavoritesTable {
  user_id: string;
  post_id: string;
  /** The saved image: the URL of one of the post's stored originals. */
  image_url: string;
  created_at: Timestamp;
}

/** A board ("carpeta", "tablero") of saved images. */
export interface FoldersTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  created_at: Timestamp;
}

/** A favorite placed in a folder; user_id is the folder's owner and the favorite's. */
export interface FolderItemsTable {
  folder_id: string;
  user_id: string;
  post_id: string;
  image_url: string;
  added_at: Timestamp;
}

export interface FolderTables {
  favorites: FavoritesTable;
  folders: FoldersTable;
  folder_items: FolderItemsTable;
}
