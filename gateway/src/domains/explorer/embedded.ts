import type { RestImageDetail } from '../media';
import type { RestPostSource } from '../posts';
import type { RestUserSource } from '../users';
import type { RestExplorerImage } from './rest';

/**
 * What an explorer item embeds, reshaped as parts of the whole REST objects it belongs
 * to (same field names), so the Image, Post and User resolvers read them like any other.
 */

/** The image of an explorer item (the post's main image). */
export function explorerImage(item: RestExplorerImage): RestImageDetail {
  return { url: item.imageUrl, width: item.width, height: item.height, variants: item.variants ?? [] };
}

/** The user an explorer item carries: `{_id, username, city, profilePicture}`. */
function explorerUser(item: RestExplorerImage): RestUserSource {
  const { _id, username, city, profilePicture } = item.user;
  return { _id, username, city, profile: { profilePicture } };
}

/** The post part of an explorer item: id, title, main image and author. */
export function explorerPost(item: RestExplorerImage): RestPostSource {
  return {
    _id: item.postId,
    title: item.postTitle,
    mainImage: item.imageUrl,
    imageDetails: [explorerImage(item)],
    user: explorerUser(item),
  };
}
