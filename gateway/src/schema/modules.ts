import { DOMAINS } from '../domains';
import { mergeRefetchers, nodeModule } from '../relay/node';
import { graphModule, readSdl, type GraphModule } from './module';

/** The schema definition, the root types every module extends, and the types all share. */
const rootModule = graphModule({
  name: 'root',
  typeDefs: readSdl(new URL('./root.graphql', import.meta.url)),
  resolvers: {},
});

/** Every module of the graph, in the order of the printed schema. */
export const GRAPH_MODULES: readonly GraphModule[] = [rootModule, nodeModule(mergeRefetchers(DOMAINS)), ...DOMAINS];
