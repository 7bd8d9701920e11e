import { graphModule, readSdl } from '../../schema/module';
import { createPostLoaders } from './loaders';
import { refetchPost, Post } from './Post';
import { User } from './User';

/** A creative's posts: titled sets of images. */
export const postsModule = graphModule({
  name: 'posts',
  typeDefs: readSdl(new URL('./posts.graphql', import.meta.url)),
  resolvers: { Post, User },
  loaders: createPostLoaders,
  nodes: { Post: refetchPost },
});
