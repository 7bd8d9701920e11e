import { keyedLoader, nullIfNotFound, OnceLoader } from '../../loaders/kinds';
import type { LoaderCallers } from '../../schema/module';
import { savesRest } from './rest';

/** The viewer's saves and boards: only with a token (a user reaches only their own). */
export function createSavesLoaders({ authenticated }: LoaderCallers) {
  if (!authenticated) return { favorites: null, folders: null, folder: null };
  const rest = savesRest(authenticated);
  return {
    favorites: new OnceLoader(() => rest.favorites()), // GET /api/users/favorites (bearer, whole list)
    folders: new OnceLoader(() => rest.folders()), // GET /api/folders (bearer)
    folder: keyedLoader((id: string) => rest.folder(id).catch(nullIfNotFound)), // GET /api/folders/{id} (bearer; 404: null)
  };
}
