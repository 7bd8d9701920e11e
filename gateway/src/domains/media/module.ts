import { graphModule, readSdl } from '../../schema/module';
import { Image } from './Image';

/** Images with their sizes and resized copies, as every domain that shows one returns them. */
export const mediaModule = graphModule({
  name: 'media',
  typeDefs: readSdl(new URL('./media.graphql', import.meta.url)),
  resolvers: { Image },
});
