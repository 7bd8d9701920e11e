import { graphModule, readSdl } from '../../schema/module';
import { ExplorerImage } from './ExplorerImage';
import { createExplorerLoaders } from './loaders';
import { Query } from './Query';

/** The explorer grid: random images and staff picks, one image per post. */
export const explorerModule = graphModule({
  name: 'explorer',
  typeDefs: readSdl(new URL('./explorer.graphql', import.meta.url)),
  resolvers: { Query, ExplorerImage },
  loaders: createExplorerLoaders,
});
