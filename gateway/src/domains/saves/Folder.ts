import type { FolderResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { required } from '../../errors';
import { sliceList, toConnection, toRestPage, type ListPaging } from '../../relay/connections';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';
import type { RestFolder } from './rest';

/** A board's images: 30 a page (the masonry), from the board read whole. */
const ITEM_PAGING: ListPaging = { cursor: 'offset', defaultFirst: 30, maxFirst: 50 };
/** The board preview of part 2 §9. */
const PREVIEW_SIZE = 4;

/**
 * Every item of a board: the parent has them all when read by id (GET /api/folders/{id});
 * a board of a list carries only its 4 newest, so the rest comes from every board read
 * whole (one call, however many boards ask).
 */
async function allItems(folder: RestFolder, { loaders }: GatewayContext): Promise<RestFolder['items']> {
  if (folder.items.length >= folder.itemsCount || !loaders.saves.wholeFolders) return folder.items;
  const whole = (await loaders.saves.wholeFolders.load()).find((candidate) => candidate._id === folder._id);
  return required(whole, 'folder').items;
}

/** Board items know their board: their IDs name it. */
const withFolder = (folder: RestFolder, items: RestFolder['items']) =>
  items.map((item) => ({ ...item, folderId: folder._id }));

export const Folder: FolderResolvers = {
  id: (folder) => toGlobalId('Folder', folder._id),
  internalID: (folder) => folder._id,
  name: (folder) => folder.name,
  itemsCount: (folder) => folder.itemsCount,
  preview: (folder) => withFolder(folder, folder.items.slice(0, PREVIEW_SIZE)),
  createdAt: (folder) => folder.createdAt,
  items: async (folder, args, ctx) => {
    const page = toRestPage(args, ITEM_PAGING);
    const items = withFolder(folder, await allItems(folder, ctx));
    return toConnection(
      { ...sliceList(items, page), total: folder.itemsCount },
      page,
      ITEM_PAGING,
      (item) => `${item.postId} ${item.imageUrl}`,
    );
  },
};

/** One of the viewer's boards; anyone else's answers 404 upstream: null, as without a token. */
export const refetchFolder: NodeRefetch<'Folder'> = async (id, { loaders }) =>
  asNode('Folder', loaders.saves.folderNode ? await loaders.saves.folderNode.load(id) : null);
