import type { MutationCreatePostArgs, MutationResolvers } from '../../__generated__/resolvers-types';
import { GatewayRefusal, signInRequired, withUserErrors } from '../../errors';
import { fromGlobalId } from '../../relay/ids';
import type { RestFields } from '../../rest/http';
import { openUploads } from '../../uploads/open-upload';
import type { CreatePostPayloadMapper } from './mappers';
import { POST_IMAGE_FILE, POST_IMAGES, postsRest } from './rest';

/**
 * Refusals of POST /api/posts: the form (400), an image over 10 MB (413), the api busy
 * with other images (503: its message asks to try again in a few seconds).
 */
const CREATE_REFUSALS = [400, 413, 503];
/** Refusals of DELETE /api/posts/{id}: not the author (403), an unknown post (404). */
const DELETE_REFUSALS = [403, 404];
const UNKNOWN_POST = 'Publicación no encontrada.';

type CreatePostInput = MutationCreatePostArgs['input'];

/**
 * The form's text parts as the api reads them: JSON for the lists, image tags as an object
 * by image index. People tags go in the order given (blank cards too: the api skips them
 * and names a refused card by its position, `peopleTags.{i}.name`, the input's index).
 */
function postFields(input: CreatePostInput): RestFields {
  const imageTags = Object.fromEntries((input.imageTags ?? []).map(({ index, tags }) => [String(index), tags]));
  const fields: RestFields = {
    title: input.title,
    description: input.description,
    peopleTags: JSON.stringify((input.peopleTags ?? []).map(({ name, role }) => (role ? { name, role } : { name }))),
    imageTags: JSON.stringify(imageTags),
  };
  if (input.tags) fields.tags = JSON.stringify(input.tags);
  return fields;
}

/**
 * Publishes a post: its images stream on to the api in their order, each as it arrives (1 REST call). The
 * api's image limits are answered before any call where the request shows them broken
 * (no image, more than 6, a lone file over 10 MB by its Content-Length).
 */
export const createPost: NonNullable<MutationResolvers['createPost']> = (
  _root,
  { input },
  { token, rest, loaders },
) => {
  if (!token) throw signInRequired();
  return withUserErrors<Omit<CreatePostPayloadMapper, 'userErrors'>>(
    CREATE_REFUSALS,
    async () => {
      if (input.images.length === 0) throw new GatewayRefusal(POST_IMAGES.none, 'images');
      if (input.images.length > POST_IMAGES.max) throw new GatewayRefusal(POST_IMAGES.tooMany, 'images');
      const files = await openUploads(input.images, POST_IMAGE_FILE);
      const answer = await postsRest(rest).create(files, postFields(input));
      loaders.posts.byId.prime(answer.post);
      return { post: answer.post, message: answer.message };
    },
    { post: null, message: null },
  );
};

/** Deletes one of the viewer's posts (1 REST call); the api refuses anyone but the author. */
export const deletePost: NonNullable<MutationResolvers['deletePost']> = (
  _root,
  { input },
  { token, rest, loaders },
) => {
  if (!token) throw signInRequired();
  const { type, internalID } = fromGlobalId(input.postId);
  return withUserErrors<{ deletedPostId: string | null; message: string | null }>(
    DELETE_REFUSALS,
    async () => {
      if (type !== 'Post') throw new GatewayRefusal(UNKNOWN_POST, 'postId');
      const answer = await postsRest(rest).remove(internalID);
      loaders.posts.byId.forget(internalID);
      return { deletedPostId: input.postId, message: answer.message };
    },
    { deletedPostId: null, message: null },
  );
};

export const Mutation: MutationResolvers = { createPost, deletePost };
