// Test helpers of the profile screens (not shipped: only *.test.tsx files import this).
import { act, screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { renderRoutes } from '../../../test/relay';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';
import * as OwnProfilePage from './OwnProfilePage';
import * as PublicProfilePage from './PublicProfilePage';

/** Where a link or redirect led. */
function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const routes: RouteObject[] = [
  {
    // Stands in for the shell's error element, where errors the screens pass on end up.
    errorElement: <p>Error del panel</p>,
    children: [
      { path: routePatterns.ownProfile, handle: access.signedIn, ...OwnProfilePage },
      { path: routePatterns.profile, handle: access.signedIn, ...PublicProfilePage },
      { path: routePatterns.login, handle: access.public, element: <Where /> },
      { path: routePatterns.explorer, handle: access.public, element: <Where /> },
      { path: routePatterns.editProfile, handle: access.signedIn, element: <Where /> },
    ],
  },
];

export const LONG_TEXT =
  'Buscamos una persona creativa para el equipo de diseño de nuestra colección de otoño, con experiencia en ' +
  'patronaje, confección y tejidos sostenibles.';

export interface TestPost {
  internalID: string;
  title: string;
  /** Set on the author's own post that reports hid (issue 24). */
  moderation?: { reasonLabel: string } | null;
}

export function posts(count: number): TestPost[] {
  return Array.from({ length: count }, (_, index) => ({ internalID: `p${index}`, title: `Publicación ${index}` }));
}

/** An education entry: still enrolled since September 2019. */
export const STUDIES = {
  institution: 'IED Madrid',
  otherInstitution: null,
  formationName: 'Grado en Diseño de Moda',
  location: 'Madrid',
  startMonth: 9,
  startYear: 2019,
  endMonth: null,
  endYear: null,
  currentlyEnrolled: true,
};

/** A profile as the gateway answers it; every field a test does not set is empty. */
export function testUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'user-ana',
    internalID: 'u1',
    username: 'ana',
    displayName: 'Ana Pérez',
    fullName: 'Ana Pérez',
    companyName: null,
    role: 'CREATIVE',
    professionalType: null,
    profilePicture: null,
    city: 'Madrid',
    country: 'España',
    bio: 'Diseñadora de moda sostenible.',
    professionalTitle: 'Patronista',
    professionalTags: ['Patronaje', 'Costura'],
    website: 'https://ana.es/',
    followersCount: 7,
    followingCount: 3,
    viewerIsFollowing: false,
    isViewer: false,
    viewerHasReported: false,
    moderation: null,
    summary: null,
    education: [],
    experience: [],
    skills: [],
    software: [],
    languages: [],
    milestones: [],
    companyTags: [],
    contract: { internship: false, fullTime: false, partTime: false },
    workplace: { onSite: false, remote: false, hybrid: false },
    social: {
      contactEmail: null,
      website: null,
      instagram: null,
      linkedin: null,
      behance: null,
      tumblr: null,
      youtube: null,
      pinterest: null,
    },
    cv: null,
    portfolio: null,
    ...overrides,
  };
}

type TestUser = ReturnType<typeof testUser>;

/** The answer to any operation that reads this user (the page, its print data, a next page). */
export function userPayload(operation: OperationDescriptor, user: TestUser | null, postList: TestPost[] = []) {
  return MockPayloadGenerator.generate(operation, {
    User: () => user ?? {},
    Query: () => ({ user, viewer: user }),
    PostConnection: () => ({
      edges: postList.map((post, index) => ({
        cursor: `c${index}`,
        node: { id: `post-${post.internalID}`, moderation: null, ...post, description: null, mainImage: null },
      })),
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
  });
}

interface RenderProfileOptions {
  path?: string;
  user?: TestUser | null;
  posts?: TestPost[];
}

/** Opens a profile route, signed in, and waits for its skeleton. */
export async function openProfile(path: string) {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(routes, { initialEntries: [path] });
  await screen.findByText('Cargando perfil...');
  return rendered;
}

/** Opens a profile route and answers its query. */
export async function renderProfile({
  path = '/ControlPanel/profile/ana',
  user = testUser(),
  posts: postList = [],
}: RenderProfileOptions = {}) {
  const rendered = await openProfile(path);
  await resolveWith(rendered.environment, (operation) => userPayload(operation, user, postList));
  return rendered;
}

export async function resolveWith(
  environment: MockEnvironment,
  payload: (operation: OperationDescriptor) => ReturnType<typeof MockPayloadGenerator.generate>,
) {
  await act(async () => environment.mock.resolveMostRecentOperation(payload));
}

export const operationNames = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);
