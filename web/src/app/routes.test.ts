import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessOfPath } from '../lib/routing/access';
import { routes } from './routes';

/** Every route object of the tree, depth first. */
function allRoutes(tree: RouteObject[]): RouteObject[] {
  return tree.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

// Who may open each screen of the spec (part 1 §2, part 2 §2), as the route objects declare it.
describe('the route tree', () => {
  it('declares who may open every route that has a path or is an index', () => {
    const undeclared = allRoutes(routes)
      .filter((route) => route.path !== undefined || route.index)
      .filter((route) => !(route.handle as { access?: string } | undefined)?.access)
      .map((route) => route.path ?? '(index)');
    expect(undeclared).toEqual([]);
  });

  it.each([
    '/',
    '/login',
    '/token-handler',
    '/politica-cookies',
    '/ControlPanel',
    '/ControlPanel/explorer',
    '/ControlPanel/offers',
    '/ControlPanel/offers/o1',
    '/ControlPanel/JobOfferDetail/o1',
    '/ControlPanel/EducationalOfferDetail/e1',
    '/ControlPanel/creatives',
    '/ControlPanel/fashion',
    '/ControlPanel/blog',
    '/ControlPanel/magazine',
    '/ControlPanel/article/a1',
    '/ControlPanel/legal',
    '/ControlPanel/privacy',
    '/ControlPanel/cookies',
    '/ControlPanel/contact',
    '/ControlPanel/info',
  ])('anyone may open %s', (path) => expect(accessOfPath(routes, path)).toBe('public'));

  it.each([
    '/complete-registration',
    '/ControlPanel/post/p1',
    '/ControlPanel/profile/lucia',
    '/ControlPanel/profile',
    '/ControlPanel/guardados',
    '/ControlPanel/guardados/folder/f1',
    '/ControlPanel/editProfile',
    '/ControlPanel/misOfertas',
    '/ControlPanel/configuracion',
    '/ControlPanel/community',
    '/ControlPanel/createPost',
    '/ControlPanel/createOffer',
    '/ControlPanel/createEducationalOffer',
    '/ControlPanel/offer/o1',
    '/ControlPanel/edit-offer/o1',
    '/ControlPanel/edit-educational-offer/e1',
  ])('%s needs a signed-in visitor', (path) => expect(accessOfPath(routes, path)).toBe('signedIn'));

  it.each(['/ControlPanel/no-existe', '/ControlPanel/explorer/extra', '/ControlPanel/user/lucia', '/otra'])(
    'an unknown path (%s) is public: it leads to the explorer',
    (path) => expect(accessOfPath(routes, path)).toBe('public'),
  );
});
