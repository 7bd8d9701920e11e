import { graphModule, readSdl } from '../../schema/module';
import { FollowUserPayload } from './FollowUserPayload';
import { createFollowLoaders } from './loaders';
import { Mutation } from './Mutation';
import { User } from './User';

/** Follows (part 2 §2 External profile, My community): counts, follow state, the community lists. */
export const followsModule = graphModule({
  name: 'follows',
  typeDefs: readSdl(new URL('./follows.graphql', import.meta.url)),
  resolvers: { Mutation, User, FollowUserPayload },
  loaders: createFollowLoaders,
});
