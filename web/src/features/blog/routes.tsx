import type { RouteObject } from 'react-router';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';

/** Screens of the /ControlPanel shell: the blog and one article. */
export const blogRoutes: RouteObject[] = [
  { path: routePatterns.blog, handle: access.public, lazy: () => import('./BlogPage') },
  { path: routePatterns.article, handle: access.public, lazy: () => import('./ArticlePage') },
];
