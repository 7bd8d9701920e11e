import { graphModule, readSdl } from '../../schema/module';
import { createMagazineLoaders } from './loaders';
import { refetchMagazine, Magazine } from './Magazine';
import { Query } from './Query';

/** Fashion magazines for sale. */
export const magazinesModule = graphModule({
  name: 'magazines',
  typeDefs: readSdl(new URL('./magazines.graphql', import.meta.url)),
  resolvers: { Query, Magazine },
  loaders: createMagazineLoaders,
  nodes: { Magazine: refetchMagazine },
});
