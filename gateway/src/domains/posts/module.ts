import { graphModule, readSdl } from '../../schema/module';
import { createPostLoaders } from './loaders';
import { Mutation } from './Mutation';
import { refetchPost, Post } from './Post';
import { PersonTag, PostImage } from './PostImage';
import { Query } from './Query';
import { User } from './User';

/** A creative's posts: titled sets of images. */
export const postsModule = graphModule({
  name: 'posts',
  typeDefs: readSdl(new URL('./posts.graphql', import.meta.url)),
  resolvers: { Query, Mutation, Post, PostImage, PersonTag, User },
  loaders: createPostLoaders,
  nodes: { Post: refetchPost },
});
