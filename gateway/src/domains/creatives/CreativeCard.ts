import type { CreativeCardResolvers } from '../../__generated__/resolvers-types';

export const CreativeCard: CreativeCardResolvers = {
  // The card embeds the user's summary; fields beyond it go through the batched by-ids loader.
  user: (card) => card,
  background: ({ lastPost }) =>
    lastPost && {
      url: lastPost.mainImage,
      width: lastPost.width,
      height: lastPost.height,
      variants: lastPost.variants,
    },
  tags: (card) => card.tags,
};
