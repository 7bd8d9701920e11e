import type { ExplorerImageResolvers } from '../../__generated__/resolvers-types';
import { explorerImage, explorerPost } from './embedded';

/** An explorer item carries the image, its post's title and the author's summary. */
export const ExplorerImage: ExplorerImageResolvers = {
  image: (item) => explorerImage(item),
  // Recorded, so that refetching the post as a node in the same request costs no call.
  post: (item, _args, { loaders }) => {
    const post = explorerPost(item);
    loaders.posts.byId.primePart(post);
    return post;
  },
};
