import { batchLoader } from '../../loaders/kinds';
import { SourceLoader } from '../../loaders/source-loader';
import type { LoaderCallers } from '../../schema/module';
import { MAX_POST_IDS, postsRest } from './rest';

/** Posts: every read of a post goes through `byId`, batched per request. */
export function createPostLoaders({ anonymous }: LoaderCallers) {
  const byId = new SourceLoader(batchLoader((ids) => postsRest(anonymous).byIds(ids), MAX_POST_IDS)); // GET /api/posts/by-ids?ids=
  return { byId };
}
