import { byIdOrListLoader, keyedLoader, nullIfNotFound, OnceLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { savesRest } from './rest';

/** The viewer's saves and boards: only with a token (a user reaches only their own). */
export function createSavesLoaders({ authenticated }: LoaderCallers) {
  if (!authenticated) return { favorites: null, folders: null, wholeFolders: null, folder: null, folderNode: null };
  const rest = savesRest(authenticated);
  const folders = new OnceLoader(() => rest.folders()); // GET /api/folders (bearer)
  return {
    favorites: new OnceLoader(() => rest.favorites()), // GET /api/users/favorites (bearer, whole list)
    folders,
    // Every board with every image, for items asked of several boards at once (one call, not one per board).
    wholeFolders: new OnceLoader(() => rest.wholeFolders()), // GET /api/folders?items=all (bearer)
    folder: keyedLoader((id: string) => rest.folder(id).catch(nullIfNotFound)), // GET /api/folders/{id} (bearer; 404: null), every item
    // Boards refetched by id: one alone is read whole, several at once come from the list
    // (with their previews; their items are then read whole when asked).
    folderNode: byIdOrListLoader(
      (id: string) => rest.folder(id),
      () => folders.load(),
    ), // GET /api/folders/{id}, or GET /api/folders for several
  };
}
