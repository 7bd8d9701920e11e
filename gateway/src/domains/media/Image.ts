import type { ImageResolvers } from '../../__generated__/resolvers-types';

export const Image: ImageResolvers = {
  // `url 320w, url 640w`, narrowest first, so the browser picks the smallest that fits.
  srcSet: (image) =>
    [...(image.variants ?? [])]
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', '),
};
