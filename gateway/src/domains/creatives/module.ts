import { graphModule, readSdl } from '../../schema/module';
import { CreativeCard } from './CreativeCard';
import { createCreativesLoaders } from './loaders';
import { Query } from './Query';

/** The creatives directory (Creativos): cards of creatives with the filters of part 2 §2. */
export const creativesModule = graphModule({
  name: 'creatives',
  typeDefs: readSdl(new URL('./creatives.graphql', import.meta.url)),
  resolvers: { Query, CreativeCard },
  loaders: createCreativesLoaders,
});
