import type { RestImageDetail } from '../media';
import type { UserErrorDTO } from '../../errors';
import type { RestPeopleTag, RestPost, RestPostSource } from './rest';

/** The REST object behind each graph type of this domain (codegen `mappers`, found by codegen.ts). */
export type PostMapper = RestPostSource;

/** One image of a post: its post's id (for the viewer's saves), its sizes, its tags. */
export type PostImageMapper = { postId: string; detail: RestImageDetail; tags: readonly string[] };

/** A people tag as the post carries it, with its account when the api found one. */
export type PersonTagMapper = RestPeopleTag;

/** What createPost knows: the new post (whole), or why it was refused. */
export type CreatePostPayloadMapper = {
  post: RestPost | null;
  message: string | null;
  userErrors: UserErrorDTO[];
};
