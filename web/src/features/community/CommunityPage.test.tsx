import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { useLocation, type RouteObject } from 'react-router';
import { commitMutation, type Environment } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver, revealSentinels } from '../../../test/intersectionObserver';
import { renderRoutes } from '../../../test/relay';
import { GraphQLRequestError } from '../../lib/relay/environment';
import { followMutationUpdater, type FollowField } from '../../lib/relay/followUpdater';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';
import type { CommunityPageTestFollowMutation as FollowMutation } from './__generated__/CommunityPageTestFollowMutation.graphql';
import type { CommunityPageTestUnfollowMutation as UnfollowMutation } from './__generated__/CommunityPageTestUnfollowMutation.graphql';
import { communityRoutes } from './routes';

installFakeIntersectionObserver();

// The route's module loads lazily; loading it once here keeps its first transform out of a test's time.
beforeAll(() => import('./CommunityPage'), 30_000);

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const routes: RouteObject[] = [
  ...communityRoutes,
  { path: routePatterns.profile, handle: access.signedIn, element: <Where /> },
];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const VIEWER_ID = 'VXNlcjp2aWV3ZXI=';

/** An account of a list, as the gateway answers it. */
function account(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: `user-${n}`,
    username: `cuenta${n}`,
    displayName: `Cuenta ${n}`,
    profilePicture: null,
    professionalTitle: 'Patronista',
    role: 'CREATIVE',
    professionalType: null,
    city: 'Madrid',
    country: 'España',
    ...overrides,
  };
}

interface PageOptions {
  from?: number;
  to?: number;
  total?: number;
  hasNextPage?: boolean;
}

function connection({ from = 1, to = 10, total = to, hasNextPage = to < total }: PageOptions = {}) {
  const edges = [];
  for (let n = from; n <= to; n++) edges.push({ __typename: 'FollowEdge', cursor: `c${n}`, node: account(n) });
  return {
    __typename: 'FollowConnection',
    totalCount: total,
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function pageAnswer(
  list: 'following' | 'followers',
  page: PageOptions = {},
  counts = { followingCount: 24, followersCount: 7 },
) {
  return { data: { viewer: { __typename: 'User', id: VIEWER_ID, ...counts, [list]: connection(page) } } };
}

/** The operations waiting for an answer (the mock environment forgets answered ones). */
const operations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((operation) => ({
    name: operation.request.node.params.name,
    variables: operation.request.variables,
  }));

async function resolve(environment: MockEnvironment, answer: object) {
  await act(async () => environment.mock.resolveMostRecentOperation(answer as never));
}

async function renderCommunity(entry: string = routePatterns.community) {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(routes, { initialEntries: [entry] });
  await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
  return rendered;
}

const cards = () => screen.queryAllByRole('link', { name: /Cuenta \d+/ });

/** The search box waits 300 ms after the last keystroke. */
function typeSearch(text: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
  act(() => vi.advanceTimersByTime(300));
}

describe('My community', () => {
  it('shows skeleton cards while the list loads, then both tabs with their counts', async () => {
    const { environment } = await renderCommunity();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi comunidad' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(operations(environment)).toEqual([
      { name: 'CommunityPageQuery', variables: { followers: false, search: null } },
    ]);
    await resolve(environment, pageAnswer('following'));
    expect(screen.getByRole('tab', { name: 'Mis seguidos 24' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mis seguidores 7' })).toHaveAttribute('aria-selected', 'false');
    expect(cards()).toHaveLength(10);
  });

  it('shows on each card the picture, name, @username, title, role and type, city and country, and opens the profile', async () => {
    const { environment, router } = await renderCommunity();
    const company = account(1, {
      username: 'telares',
      displayName: 'Telares del Norte',
      role: 'PROFESSIONAL',
      professionalType: 'COMPANY',
      professionalTitle: 'Taller textil',
      city: 'Vigo',
      country: 'España',
      profilePicture: '/media/telares.webp',
    });
    const list = connection({ to: 1 });
    list.edges[0]!.node = company;
    await resolve(environment, {
      data: { viewer: { __typename: 'User', id: VIEWER_ID, followingCount: 1, followersCount: 0, following: list } },
    });
    const card = screen.getByRole('link', { name: /Telares del Norte/ });
    expect(card).toHaveTextContent('Telares del Norte@telaresTaller textilProfesional · EmpresaVigo, España');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/telares.webp');
    fireEvent.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ControlPanel/profile/telares'));
  });

  it('names a creative by role and shows the default avatar without a picture', async () => {
    const { environment } = await renderCommunity();
    await resolve(environment, pageAnswer('following', { to: 1 }));
    const card = screen.getByRole('link', { name: /Cuenta 1/ });
    expect(card).toHaveTextContent('@cuenta1PatronistaCreativoMadrid, España');
    expect(card.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg/);
  });

  it('loads 10 accounts a page as the end of the list comes near, until there are no more', async () => {
    const { environment } = await renderCommunity();
    await resolve(environment, pageAnswer('following', { to: 10, total: 24 }));
    await revealSentinels();
    expect(operations(environment).at(-1)).toEqual({
      name: 'FollowingListPaginationQuery',
      variables: { count: 10, cursor: 'c10', search: null, id: VIEWER_ID },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando más...');
    await resolve(environment, {
      data: { node: { __typename: 'User', id: VIEWER_ID, following: connection({ from: 11, to: 20, total: 24 }) } },
    });
    expect(cards()).toHaveLength(20);
    await revealSentinels();
    await resolve(environment, {
      data: { node: { __typename: 'User', id: VIEWER_ID, following: connection({ from: 21, to: 24, total: 24 }) } },
    });
    expect(cards()).toHaveLength(24);
    const asked = environment.mock.getAllOperations().length;
    await revealSentinels();
    expect(environment.mock.getAllOperations()).toHaveLength(asked);
  });

  it('says so when a further page fails, keeps the cards, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { environment } = await renderCommunity();
    await resolve(environment, pageAnswer('following', { to: 10, total: 24 }));
    await revealSentinels();
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los seguidos. Por favor, intenta de nuevo más tarde.',
    );
    expect(cards()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await resolve(environment, {
      data: { node: { __typename: 'User', id: VIEWER_ID, following: connection({ from: 11, to: 20, total: 24 }) } },
    });
    expect(cards()).toHaveLength(20);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure text of the following list when it cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { environment } = await renderCommunity();
    await act(async () =>
      environment.mock.rejectMostRecentOperation(
        new GraphQLRequestError('Servicio no disponible', 'UPSTREAM_UNAVAILABLE'),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los seguidos. Por favor, intenta de nuevo más tarde.',
    );
    // The tabs stay, without counts.
    expect(screen.getByRole('tab', { name: 'Mis seguidos' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await resolve(environment, pageAnswer('following'));
    expect(cards()).toHaveLength(10);
  });

  it('shows the failure text of the followers list, also when the gateway answers a null list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { environment } = await renderCommunity(`${routePatterns.community}?tab=seguidores`);
    expect(operations(environment)[0]!.variables).toEqual({ followers: true, search: null });
    await resolve(environment, {
      data: { viewer: { __typename: 'User', id: VIEWER_ID, followingCount: 1, followersCount: 2, followers: null } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los seguidores. Por favor, intenta de nuevo más tarde.',
    );
    expect(screen.getByRole('tab', { name: 'Mis seguidores 2' })).toHaveAttribute('aria-selected', 'true');
  });

  it('searches on the server 300 ms after typing stops, and says when nobody matches', async () => {
    const { environment } = await renderCommunity();
    await resolve(environment, pageAnswer('following'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar en mis seguidos' }), { target: { value: ' an' } });
    act(() => vi.advanceTimersByTime(200));
    typeSearch(' ana ');
    vi.useRealTimers();
    await waitFor(() =>
      expect(operations(environment)).toEqual([
        { name: 'CommunityPageQuery', variables: { followers: false, search: 'ana' } },
      ]),
    );
    await resolve(environment, pageAnswer('following', { from: 1, to: 0, total: 0 }));
    expect(await screen.findByText('Ningún seguido coincide con «ana».')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue(' ana ');
  });

  it('tells how many accounts a search found', async () => {
    const { environment } = await renderCommunity(`${routePatterns.community}?q=cuenta`);
    await resolve(environment, pageAnswer('following', { to: 3 }));
    expect(screen.getByRole('status')).toHaveTextContent('3 resultados');
    expect(screen.getByRole('searchbox')).toHaveValue('cuenta');
  });

  it('says when the user follows nobody yet, or nobody follows them', async () => {
    const { environment } = await renderCommunity();
    await resolve(
      environment,
      pageAnswer('following', { from: 1, to: 0, total: 0 }, { followingCount: 0, followersCount: 0 }),
    );
    expect(screen.getByText('Todavía no sigues a nadie.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descubre creativos' })).toHaveAttribute('href', '/ControlPanel/creatives');
    fireEvent.click(screen.getByRole('tab', { name: 'Mis seguidores 0' }));
    await waitFor(() => expect(operations(environment)).toHaveLength(1));
    await resolve(
      environment,
      pageAnswer('followers', { from: 1, to: 0, total: 0 }, { followingCount: 0, followersCount: 0 }),
    );
    expect(await screen.findByText('Todavía no tienes seguidores.')).toBeInTheDocument();
  });

  it('switching tabs starts the other list from its first page and clears the search', async () => {
    const { environment, router } = await renderCommunity(`${routePatterns.community}?q=cuenta`);
    await resolve(environment, pageAnswer('following', { to: 10, total: 12 }));
    expect(screen.getByRole('searchbox')).toHaveValue('cuenta');
    fireEvent.click(screen.getByRole('tab', { name: 'Mis seguidores 7' }));
    await waitFor(() =>
      expect(operations(environment)).toEqual([
        { name: 'CommunityPageQuery', variables: { followers: true, search: null } },
      ]),
    );
    expect(router.state.location.search).toBe('?tab=seguidores');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando...'));
    expect(screen.getByRole('searchbox', { name: 'Buscar en mis seguidores' })).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'Mis seguidores' })).toHaveAttribute('aria-selected', 'true');
    await resolve(environment, pageAnswer('followers', { to: 7 }));
    expect(screen.getByRole('tab', { name: 'Mis seguidores 7' })).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toHaveLength(7);

    // Back on 'Mis seguidos': its first page again, from the server.
    fireEvent.click(screen.getByRole('tab', { name: 'Mis seguidos 24' }));
    await waitFor(() =>
      expect(operations(environment)).toEqual([
        { name: 'CommunityPageQuery', variables: { followers: false, search: null } },
      ]),
    );
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { environment } = await renderCommunity();
    await resolve(environment, pageAnswer('following'));
    const following = screen.getByRole('tab', { name: 'Mis seguidos 24' });
    following.focus();
    fireEvent.keyDown(following, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Mis seguidores 7' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(following).toHaveFocus();
  });
});

// A follow made elsewhere (the profile screen): the payload names the followed account
// (whose card fields the profile screen has loaded) and the viewer with the new count.
const followMutation = graphql`
  mutation CommunityPageTestFollowMutation($input: FollowUserInput!) {
    followUser(input: $input) {
      user {
        id
        followersCount
        viewerIsFollowing
        username
        displayName
        profilePicture
        professionalTitle
        role
        professionalType
        city
        country
      }
      viewer {
        id
        followingCount
      }
      userErrors {
        message
      }
    }
  }
`;

const unfollowMutation = graphql`
  mutation CommunityPageTestUnfollowMutation($input: FollowUserInput!) {
    unfollowUser(input: $input) {
      user {
        id
        followersCount
        viewerIsFollowing
      }
      viewer {
        id
        followingCount
      }
      userErrors {
        message
      }
    }
  }
`;

function commitFollow(environment: MockEnvironment, field: FollowField, userId: string) {
  const config = { variables: { input: { userId } }, updater: followMutationUpdater(field) };
  const relay = environment as unknown as Environment;
  if (field === 'followUser') commitMutation<FollowMutation>(relay, { mutation: followMutation, ...config });
  else commitMutation<UnfollowMutation>(relay, { mutation: unfollowMutation, ...config });
}

function followAnswer(field: FollowField, user: object, followingCount: number) {
  return {
    data: {
      [field]: {
        user: { followersCount: 1, viewerIsFollowing: field === 'followUser', ...user },
        viewer: { __typename: 'User', id: VIEWER_ID, followingCount },
        userErrors: [],
      },
    },
  };
}

describe('a follow or unfollow anywhere (followUpdater)', () => {
  it('puts the followed account first in Mis seguidos and moves the count, without asking for the list again', async () => {
    const { environment } = await renderCommunity();
    await resolve(environment, pageAnswer('following', { to: 2, total: 2 }, { followingCount: 2, followersCount: 0 }));
    commitFollow(environment, 'followUser', 'user-9');
    await resolve(environment, followAnswer('followUser', account(9, { displayName: 'Nueva Cuenta 9' }), 3));
    expect(screen.getByRole('tab', { name: 'Mis seguidos 3' })).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByText(/^Cuenta|^Nueva/).textContent)).toEqual([
      'Nueva Cuenta 9',
      'Cuenta 1',
      'Cuenta 2',
    ]);
    // Nothing asked of the server but the mutation.
    expect(operations(environment)).toEqual([]);
    // The same follow again changes nothing.
    commitFollow(environment, 'followUser', 'user-9');
    await resolve(environment, followAnswer('followUser', account(9, { displayName: 'Nueva Cuenta 9' }), 3));
    expect(cards()).toHaveLength(3);
  });

  it('takes an unfollowed account out of Mis seguidos', async () => {
    const { environment } = await renderCommunity();
    await resolve(environment, pageAnswer('following', { to: 2, total: 2 }, { followingCount: 2, followersCount: 0 }));
    commitFollow(environment, 'unfollowUser', 'user-1');
    await resolve(environment, followAnswer('unfollowUser', { __typename: 'User', id: 'user-1' }, 1));
    expect(screen.getByRole('tab', { name: 'Mis seguidos 1' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Cuenta 2/ })).toBeInTheDocument();
  });

  it('leaves the lists alone when the follow is refused', async () => {
    const { environment } = await renderCommunity();
    await resolve(environment, pageAnswer('following', { to: 2, total: 2 }, { followingCount: 2, followersCount: 0 }));
    commitFollow(environment, 'followUser', 'user-9');
    await resolve(environment, {
      data: { followUser: { user: null, viewer: null, userErrors: [{ message: 'No puedes seguirte a ti mismo.' }] } },
    });
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Mis seguidos 2' })).toBeInTheDocument();
  });
});
