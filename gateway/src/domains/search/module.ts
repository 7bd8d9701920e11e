import { graphModule, readSdl } from '../../schema/module';
import { createSearchLoaders } from './loaders';
import { Query } from './Query';
import { SearchResults } from './SearchResults';

/** The header's search: accounts, posts, job offers and educational offers in one call. */
export const searchModule = graphModule({
  name: 'search',
  typeDefs: readSdl(new URL('./search.graphql', import.meta.url)),
  resolvers: { Query, SearchResults },
  loaders: createSearchLoaders,
});
