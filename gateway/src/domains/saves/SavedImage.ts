import type {
  ExplorerImageResolvers,
  FolderItemResolvers,
  PostImageResolvers,
  SavedImageResolvers,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { asNode, type NodeRefetch } from '../../relay/node';
import { findFavorite, folderItemId, folderItemRefOf, imageOf, imageRefOf, savedImageId } from './image-refs';
import { viewerHasSaved } from './viewer-saves';

/** The post part a saved image or board item carries (id and title), recorded for the Post resolvers. */
function postPart(postId: string, title: string, { loaders }: GatewayContext) {
  const part = { _id: postId, title };
  loaders.posts.byId.primePart(part);
  return part;
}

export const SavedImage: SavedImageResolvers = {
  id: (favorite) => savedImageId(favorite),
  image: (favorite) => imageOf(favorite),
  post: (favorite, _args, ctx) => postPart(favorite.postId, favorite.postTitle, ctx),
  savedAt: (favorite) => favorite.savedAt,
  isOrganized: (favorite) => favorite.folderIds.length > 0,
};

export const FolderItem: FolderItemResolvers = {
  id: (item) => folderItemId(item.folderId, item),
  savedImageId: (item) => savedImageId(item),
  image: (item) => imageOf(item),
  post: (item, _args, ctx) => postPart(item.postId, item.postTitle, ctx),
  addedAt: (item) => item.addedAt,
};

export const PostImage: PostImageResolvers = {
  viewerHasSaved: (image, _args, ctx) => viewerHasSaved(image.postId, image.detail.url, ctx),
};

export const ExplorerImage: ExplorerImageResolvers = {
  viewerHasSaved: (item, _args, ctx) => viewerHasSaved(item.postId, item.imageUrl, ctx),
};

/** Only the viewer's own saved images can be refetched: anyone else's, or none, is null. */
export const refetchSavedImage: NodeRefetch<'SavedImage'> = async (internalID, { loaders }) => {
  const ref = imageRefOf(internalID);
  if (!ref || !loaders.saves.favorites) return null;
  return asNode('SavedImage', findFavorite(await loaders.saves.favorites.load(), ref) ?? null);
};

/** An image of one of the viewer's own boards (read with all of them: one call for any number of items). */
export const refetchFolderItem: NodeRefetch<'FolderItem'> = async (internalID, { loaders }) => {
  const ref = folderItemRefOf(internalID);
  if (!ref || !loaders.saves.wholeFolders) return null;
  const folder = (await loaders.saves.wholeFolders.load()).find((candidate) => candidate._id === ref.folderId);
  const item = folder?.items.find(
    (candidate) => candidate.postId === ref.image.postId && candidate.imageUrl === ref.image.imageUrl,
  );
  return asNode('FolderItem', item ? { ...item, folderId: ref.folderId } : null);
};
