// Favorites: images of posts a user saved (part 2 §3 and §7).
import { Type, type Static } from '@sinclair/typebox';
import { ImageVariant } from './common';

/** The extension fields that let a grid lay an image out before it loads. */
export const imageLayout = {
  postTitle: Type.String({ description: 'Extension.' }),
  width: Type.Integer({ description: 'Extension: intrinsic width of the saved image.' }),
  height: Type.Integer({ description: 'Extension: intrinsic height of the saved image.' }),
  variants: Type.Array(ImageVariant, { description: 'Extension: resized copies for srcset.' }),
};

export const FavoriteObject = Type.Object({
  postId: Type.String(),
  savedImage: Type.String({ description: 'The saved image (same as imageUrl).' }),
  mainImage: Type.String({ description: "The post's main image." }),
  imageUrl: Type.String({ description: 'The saved image.' }),
  savedAt: Type.String({ format: 'date-time', description: 'Extension.' }),
  folderIds: Type.Array(Type.String(), {
    description: "Extension: the caller's folders holding this image; empty means unorganised.",
  }),
  ...imageLayout,
});
export type FavoriteObject = Static<typeof FavoriteObject>;

export const FavoriteImageBody = Type.Object({
  imageUrl: Type.Optional(Type.String({ maxLength: 2048, description: 'The image to save (post page).' })),
  savedImage: Type.Optional(Type.String({ maxLength: 2048, description: 'Same, as the grid toggle sends it.' })),
});
export type FavoriteImageBody = Static<typeof FavoriteImageBody>;

export const PostIdParams = Type.Object({ postId: Type.String({ maxLength: 64 }) });
export const FavoriteList = Type.Object({
  favorites: Type.Array(FavoriteObject),
  total: Type.Integer({ description: 'Extension: number of saved images.' }),
});
export const FavoriteSaved = Type.Object({ message: Type.String(), favorite: FavoriteObject });
export const FavoriteImageQuery = Type.Object({ imageUrl: Type.Optional(Type.String({ maxLength: 2048 })) });
