import { graphModule, readSdl } from '../../schema/module';
import { Mutation } from './Mutation';

/** Signing in, registration codes and password recovery: mutations over the auth calls. */
export const authModule = graphModule({
  name: 'auth',
  typeDefs: readSdl(new URL('./auth.graphql', import.meta.url)),
  resolvers: { Mutation },
});
