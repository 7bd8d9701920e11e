import type { PostResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { required } from '../../errors';
import { toGlobalId } from '../../relay/ids';
import { asNode, type NodeRefetch } from '../../relay/node';
import type { RestImageDetail } from '../media';
import type { PostImageMapper } from './mappers';
import type { RestPost, RestPostSource } from './rest';

/**
 * A Post's parent is the REST post or the post part of an explorer item (id, title,
 * main image, author summary). Fields the part lacks (description) come from the posts
 * loader: one GET /api/posts/by-ids for every post of the request that needs them.
 */
function withFields(post: RestPostSource, keys: readonly (keyof RestPost)[], ctx: GatewayContext) {
  return ctx.loaders.posts.byId.withFields(post, keys);
}

export const Post: PostResolvers = {
  id: (post) => toGlobalId('Post', post._id),
  internalID: (post) => post._id,
  title: async (post, _args, ctx) => required((await withFields(post, ['title'], ctx)).title, 'post.title'),
  description: async (post, _args, ctx) => (await withFields(post, ['description'], ctx)).description ?? null,

  mainImage: async (post, _args, ctx) => {
    const source = await withFields(post, ['mainImage', 'imageDetails'], ctx);
    return mainImageOf(source.mainImage ?? null, source.imageDetails ?? []);
  },

  // The author summary the post embeds, recorded so that refetching the author as a
  // node in the same request costs no call.
  author: async (post, _args, ctx) => {
    const { user } = await withFields(post, ['user'], ctx);
    const author = required(user?._id ? user : null, 'post.user');
    ctx.loaders.users.byId.primePart(author);
    return author;
  },

  images: async (post, _args, ctx) => imagesOf(await withFields(post, ['images', 'imageDetails', 'imageTags'], ctx)),
  tags: async (post, _args, ctx) => (await withFields(post, ['tags'], ctx)).tags ?? [],
  peopleTags: async (post, _args, ctx) => (await withFields(post, ['peopleTags'], ctx)).peopleTags ?? [],
  createdAt: async (post, _args, ctx) =>
    required((await withFields(post, ['createdAt'], ctx)).createdAt, 'post.createdAt'),
};

/**
 * Every image in the post's order, with its sizes (`imageDetails`, matched by URL, else by
 * position) and its own tags (`imageTags`, by position). An image without sizes is left
 * out: there is no Image to offer for it.
 */
function imagesOf(post: RestPostSource): PostImageMapper[] {
  const details = post.imageDetails ?? [];
  return (post.images ?? []).flatMap((url, index) => {
    const detail = details.find((candidate) => candidate.url === url) ?? details[index];
    return detail ? [{ postId: post._id, detail, tags: post.imageTags?.[String(index)] ?? [] }] : [];
  });
}

/** The details of the main image; without sizes there is no Image to offer. */
function mainImageOf(url: string | null, details: readonly RestImageDetail[]): RestImageDetail | null {
  return details.find((detail) => detail.url === url) ?? details[0] ?? null;
}

/** A post by id: the public one, else (with a token) the caller's own hidden post. */
export const refetchPost: NodeRefetch<'Post'> = async (id, { loaders }) =>
  asNode('Post', (await loaders.posts.byId.load(id)) ?? (loaders.posts.own ? await loaders.posts.own.load(id) : null));
