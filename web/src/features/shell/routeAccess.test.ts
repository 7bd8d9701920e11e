import { describe, expect, it } from 'vitest';
import { routeAccess } from './routeAccess';

describe('routeAccess', () => {
  it.each([
    '/ControlPanel',
    '/ControlPanel/explorer',
    '/ControlPanel/offers/o1',
    '/ControlPanel/JobOfferDetail/o1',
    '/ControlPanel/EducationalOfferDetail/e1',
    '/ControlPanel/article/a1',
    '/ControlPanel/info',
  ])('%s is public', (path) => expect(routeAccess(path)).toBe('public'));

  it.each([
    '/ControlPanel/post/p1',
    '/ControlPanel/profile',
    '/ControlPanel/profile/lucia',
    '/ControlPanel/guardados/folder/f1',
    '/ControlPanel/misOfertas',
    '/ControlPanel/edit-educational-offer/e1',
  ])('%s needs a login', (path) => expect(routeAccess(path)).toBe('login'));

  it.each(['/ControlPanel/no-existe', '/ControlPanel/explorer/extra', '/ControlPanel/user/lucia'])(
    '%s is unknown',
    (path) => expect(routeAccess(path)).toBe('unknown'),
  );
});
