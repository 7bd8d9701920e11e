import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { access, accessOfHandles, accessOfPath } from './access';

describe('accessOfHandles', () => {
  it('takes the deepest declaration, so a screen can differ from its layout', () => {
    expect(accessOfHandles([access.public, undefined, access.signedIn])).toBe('signedIn');
    expect(accessOfHandles([access.signedIn, access.public, undefined])).toBe('public');
  });

  it('is public where nothing declares an access (layouts and redirects)', () => {
    expect(accessOfHandles([])).toBe('public');
    expect(accessOfHandles([undefined, null, { title: 'otro handle' }])).toBe('public');
  });
});

describe('accessOfPath', () => {
  const routes: RouteObject[] = [
    {
      path: '/panel',
      handle: access.public,
      children: [
        { path: 'perfil/:username', handle: access.signedIn },
        { path: '*', handle: access.public },
      ],
    },
  ];

  it('reads the route that would render a path, query and all', () => {
    expect(accessOfPath(routes, '/panel/perfil/lucia')).toBe('signedIn');
    expect(accessOfPath(routes, '/panel/perfil/lucia?pestana=portfolio')).toBe('signedIn');
    expect(accessOfPath(routes, '/panel/otra')).toBe('public');
  });

  it('is public for a path no route renders', () => {
    expect(accessOfPath(routes, '/fuera')).toBe('public');
  });
});
