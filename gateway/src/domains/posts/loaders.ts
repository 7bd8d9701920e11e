import { byIdLoader } from '../../loaders/kinds';
import { SourceLoader } from '../../loaders/source-loader';
import type { LoaderCallers } from '../../schema/module';
import { postsRest } from './rest';

/** Posts: every read of a post goes through `byId`. */
export function createPostLoaders({ anonymous }: LoaderCallers) {
  const byId = new SourceLoader(byIdLoader((id) => postsRest(anonymous).post(id))); // GET /api/posts/{id}
  return { byId };
}
