import type { RestAnswer } from '../../rest/answers';
import type { RestCaller } from '../../rest/http';

/** A saved image (GET /api/users/favorites): one image of one post, with its boards. */
export type RestFavorite = RestAnswer<'/api/users/favorites'>['favorites'][number];

/** A board (GET /api/folders/{id}: every item; GET /api/folders and add/remove: the 4 newest). */
export type RestFolder = RestAnswer<'/api/folders/{id}'>['folder'];

/** An image in a board. */
export type RestFolderItem = RestFolder['items'][number];

/** One image of a post, as the mutations name it. */
export interface RestImageRef {
  postId: string;
  imageUrl: string;
}

const folderPath = (id: string) => `/api/folders/${encodeURIComponent(id)}`;
const favoritePath = (postId: string) => `/api/users/favorites/${encodeURIComponent(postId)}`;

/** Favorites and boards of spec part 2 §7 (all bearer; a user reaches only their own). */
export function savesRest(rest: RestCaller) {
  return {
    /** GET /api/users/favorites: the whole list, newest saved first. */
    favorites: async (): Promise<RestFavorite[]> =>
      (await rest.get<RestAnswer<'/api/users/favorites'>>('/api/users/favorites')).favorites,
    /** POST /api/users/favorites/{postId} {imageUrl}: absent, the main image. */
    save: (postId: string, imageUrl: string | null) =>
      rest.post<RestAnswer<'/api/users/favorites/{postId}', 'post'>>(
        favoritePath(postId),
        imageUrl ? { imageUrl } : {},
      ),
    /** DELETE /api/users/favorites/{postId}?imageUrl= (extension: the image in the query). */
    unsave: (postId: string, imageUrl: string) =>
      rest.delete<RestAnswer<'/api/users/favorites/{postId}', 'delete'>>(
        `${favoritePath(postId)}?imageUrl=${encodeURIComponent(imageUrl)}`,
      ),
    /** GET /api/folders: newest first, each with its 4 newest images and its count. */
    folders: async (): Promise<RestFolder[]> => (await rest.get<RestAnswer<'/api/folders'>>('/api/folders')).folders,
    /** GET /api/folders?items=all (extension): the same boards, each with every image. */
    wholeFolders: async (): Promise<RestFolder[]> =>
      (await rest.get<RestAnswer<'/api/folders'>>('/api/folders', { items: 'all' })).folders,
    /** GET /api/folders/{id}: the board with every item (404 for anyone else's). */
    folder: async (id: string): Promise<RestFolder> =>
      (await rest.get<RestAnswer<'/api/folders/{id}'>>(folderPath(id))).folder,
    /** POST /api/folders {name} */
    createFolder: (name: string) => rest.post<RestAnswer<'/api/folders', 'post'>>('/api/folders', { name }),
    /** DELETE /api/folders/{id}: its images stay saved. */
    deleteFolder: (id: string) => rest.delete<RestAnswer<'/api/folders/{id}', 'delete'>>(folderPath(id)),
    /** POST /api/folders/add {folderId, postId, imageUrl}: saves the image too. */
    add: (folderId: string, image: RestImageRef) =>
      rest.post<RestAnswer<'/api/folders/add', 'post'>>('/api/folders/add', { folderId, ...image }),
    /** POST /api/folders/remove {folderId, postId, imageUrl}: the image stays saved. */
    remove: (folderId: string, image: RestImageRef) =>
      rest.post<RestAnswer<'/api/folders/remove', 'post'>>('/api/folders/remove', { folderId, ...image }),
  };
}
