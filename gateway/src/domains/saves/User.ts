import type { UserResolvers } from '../../__generated__/resolvers-types';
import { sliceList, toConnection, toRestPage, type ListPaging } from '../../relay/connections';
import { isViewerUser } from '../users';

/** Saved images: 30 a page ('Ideas sin organizar'); boards: 20. Both lists are read whole. */
const SAVED_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 30, maxFirst: 50 };
const FOLDER_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 20, maxFirst: 50 };

export const User: UserResolvers = {
  // Only the viewer's own: the api answers the caller's favorites and boards, whoever is asked about.
  savedImages: async (user, { unorganized, ...args }, ctx) => {
    const favorites = ctx.loaders.saves.favorites;
    if (!favorites || !(await isViewerUser(user, ctx))) return null;
    const page = toRestPage(args, SAVED_PAGING);
    const all = await favorites.load();
    const list = unorganized ? all.filter((favorite) => favorite.folderIds.length === 0) : all;
    return toConnection(
      sliceList(list, page),
      page,
      SAVED_PAGING,
      (favorite) => `${favorite.postId} ${favorite.imageUrl}`,
    );
  },
  folders: async (user, args, ctx) => {
    const folders = ctx.loaders.saves.folders;
    if (!folders || !(await isViewerUser(user, ctx))) return null;
    const page = toRestPage(args, FOLDER_PAGING);
    return toConnection(sliceList(await folders.load(), page), page, FOLDER_PAGING, (folder) => folder._id);
  },
};
