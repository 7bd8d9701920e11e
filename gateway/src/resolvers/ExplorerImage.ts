import type { ExplorerImageResolvers } from '../__generated__/resolvers-types';
import { explorerImage, explorerPost } from '../rest/embedded';

/** An explorer item carries the image, its post's title and the author's summary. */
export const ExplorerImage: ExplorerImageResolvers = {
  image: (item) => explorerImage(item),
  post: (item) => explorerPost(item),
};
