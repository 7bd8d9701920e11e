import { graphModule, readSdl } from '../../schema/module';
import { refetchArticle, Article } from './Article';
import { createBlogLoaders } from './loaders';
import { Query } from './Query';

/** The blog: articles by category, and what to read next. */
export const blogModule = graphModule({
  name: 'blog',
  typeDefs: readSdl(new URL('./blog.graphql', import.meta.url)),
  resolvers: { Query, Article },
  loaders: createBlogLoaders,
  nodes: { Article: refetchArticle },
});
