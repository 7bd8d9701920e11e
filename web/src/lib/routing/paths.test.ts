import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds the spec URLs', () => {
    expect(paths.post('p1')).toBe('/ControlPanel/post/p1');
    expect(paths.profile('lucia')).toBe('/ControlPanel/profile/lucia');
    expect(paths.savedFolder('f1')).toBe('/ControlPanel/guardados/folder/f1');
    expect(paths.editEducationalOffer('e1')).toBe('/ControlPanel/edit-educational-offer/e1');
    expect(paths.explorer()).toBe('/ControlPanel/explorer');
    expect(paths.completeRegistration()).toBe('/complete-registration');
  });

  it('encodes parameters, so any id or username stays one path segment', () => {
    expect(paths.post('a/b')).toBe('/ControlPanel/post/a%2Fb');
    expect(paths.profile('ana maría')).toBe('/ControlPanel/profile/ana%20mar%C3%ADa');
    expect(matchPath(routePatterns.post, paths.post('a/b'))?.params).toEqual({ id: 'a/b' });
  });

  it('gives every route a URL its own pattern matches', () => {
    for (const [name, pattern] of Object.entries(routePatterns)) {
      const build = paths[name as keyof typeof paths] as (...params: string[]) => string;
      expect(matchPath(pattern, build('x', 'y')), name).not.toBeNull();
    }
  });
});
