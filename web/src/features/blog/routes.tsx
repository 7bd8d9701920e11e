import type { RouteObject } from 'react-router';

/** Children of the /ControlPanel shell: the blog and one article (both public). */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: () => import('./BlogPage') },
  { path: 'article/:id', lazy: () => import('./ArticlePage') },
];
