import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/ids';
import { registerAccount, signIn, type TestAccount } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';
import { webOperation } from '../support/web-operations';

/**
 * Following and My community through the graph (spec part 2 §2 External profile, My
 * community) against the real api (full seed): the community page's query and its cost,
 * paging and searching the lists, and follow/unfollow with the counts of both sides.
 */
let stack: Stack;
let creativa: string;
beforeAll(async () => {
  stack = await startStack('full');
  creativa = await signIn(stack, 'creativa@demo.es');
});
afterAll(() => stack?.close());

type UserErrors = { field: string | null; message: string }[];
interface Card {
  username: string;
  fullName: string | null;
  companyName: string | null;
  professionalTitle: string | null;
  role: string | null;
  city: string | null;
  country: string | null;
  professionalType: string | null;
  profilePicture: string | null;
}
interface Page {
  totalCount: number;
  edges: { cursor: string; node: Card }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
type Direction = 'following' | 'followers';

/** The community page: both tab counts and one tab's first cards. */
const communityQuery = (direction: Direction) => /* GraphQL */ `
  query Community($first: Int!, $after: String, $search: String) {
    viewer {
      followersCount
      followingCount
      ${direction}(first: $first, after: $after, search: $search) {
        totalCount
        edges { cursor node { profilePicture fullName companyName username professionalTitle role city country professionalType } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }`;

async function community(direction: Direction, variables: { first: number; after?: string | null; search?: string }) {
  const answer = await stack.gateway.graphql<{
    viewer: { followersCount: number; followingCount: number } & Record<Direction, Page>;
  }>(communityQuery(direction), { token: creativa, variables });
  expect(answer.errors).toBeUndefined();
  return { viewer: answer.data!.viewer, page: answer.data!.viewer[direction], calls: answer.extensions?.upstreamCalls };
}

async function restList(direction: Direction, query = '') {
  const response = await fetch(`${stack.api.url}/api/users/${direction}?limit=50${query}`, {
    headers: { authorization: `Bearer ${creativa}` },
  });
  return (await response.json()) as Record<string, unknown> & { total: number; hasMore: boolean };
}

describe('the community page', () => {
  it.each(['following', 'followers'] as const)(
    'shows both tab counts and 10 %s cards for 2 upstream calls (the viewer, the list)',
    async (direction) => {
      const { viewer, page, calls } = await community(direction, { first: 10 });
      expect(calls).toBe(2);
      const rest = await restList(direction);
      const cards = rest[direction] as (Card & { _id: string; profile: { profilePicture: string | null } })[];
      expect(page.edges.map((edge) => edge.node.username)).toEqual(cards.slice(0, 10).map((card) => card.username));
      expect(page.totalCount).toBe(rest.total);
      // The tab's count: every account of the list, as the api counts it.
      const tabCount = direction === 'following' ? viewer.followingCount : viewer.followersCount;
      expect(tabCount).toBe(direction === 'following' ? rest.totalFollowing : rest.totalFollowers);
      const first = cards[0]!;
      expect(page.edges[0]!.node).toMatchObject({
        username: first.username,
        fullName: first.fullName,
        companyName: first.companyName,
        professionalTitle: first.professionalTitle,
        city: first.city,
        country: first.country,
        profilePicture: first.profile.profilePicture,
      });
    },
  );

  it('costs the same for 1 card and for a full page, and the tab counts are the unsearched totals', async () => {
    const one = await community('followers', { first: 1 });
    const ten = await community('followers', { first: 10, search: 'ma' });
    expect(one.calls).toBe(ten.calls);
    const rest = await restList('followers');
    expect(one.viewer.followersCount).toBe(rest.totalFollowers);
    expect(ten.viewer.followersCount).toBe(rest.totalFollowers);
    expect(ten.page.totalCount).toBeLessThan(rest.totalFollowers as number);
  });

  it('pages the followers by cursor to the end, in the api’s order, with the searched total', async () => {
    const rest = await restList('followers');
    const all = (rest.followers as Card[]).map((card) => card.username);
    expect(all.length).toBeGreaterThan(10);
    const seen: string[] = [];
    let after: string | null = null;
    let hasNextPage = true;
    while (hasNextPage) {
      const { page, calls } = await community('followers', { first: 10, after });
      expect(calls).toBe(2);
      expect(page.totalCount).toBe(all.length);
      seen.push(...page.edges.map((edge) => edge.node.username));
      ({ hasNextPage, endCursor: after } = page.pageInfo);
    }
    expect(seen).toEqual(all);
  });

  it('searches a list (accents and case ignored) and pages within the search', async () => {
    const rest = await restList('followers', '&search=MARTA');
    const first = await community('followers', { first: 1, search: 'márta' });
    expect(first.page.totalCount).toBe(rest.total);
    expect(first.page.totalCount).toBeGreaterThan(1);
    const second = await community('followers', { first: 1, search: 'márta', after: first.page.pageInfo.endCursor });
    expect([...first.page.edges, ...second.page.edges].map((edge) => edge.node.username)).toEqual(
      (rest.followers as Card[]).slice(0, 2).map((card) => card.username),
    );
  });

  it("does not show anyone else's lists", async () => {
    const answer = await stack.gateway.graphql<{ user: { following: Page | null; followers: Page | null } }>(
      `{ user(username: "empresa") { following { totalCount } followers { totalCount } } }`,
      { token: creativa },
    );
    expect(answer.data!.user).toEqual({ following: null, followers: null });
  });
});

describe("the web app's own community queries (its Relay artifacts)", () => {
  it.each([
    [{ followers: false, search: null }],
    [{ followers: true, search: null }],
    [{ followers: true, search: 'ma' }],
    [{ followers: false, search: 'escuela' }],
  ])('CommunityPageQuery %j costs at most 3 upstream calls', async (variables) => {
    const answer = await stack.gateway.graphql(webOperation('CommunityPageQuery'), { token: creativa, variables });
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBeLessThanOrEqual(3);
  });
});

describe("the web app's next pages of the community lists (its pagination queries)", () => {
  it.each([
    ['FollowersListPaginationQuery', 'followers'],
    ['FollowingListPaginationQuery', 'following'],
  ] as const)('%s costs at most 3 upstream calls, the viewer refetched by its id', async (name, direction) => {
    const first = await community(direction, { first: 3 });
    const viewerId = (await stack.gateway.graphql<{ viewer: { id: string } }>(`{ viewer { id } }`, { token: creativa }))
      .data!.viewer.id;
    const answer = await stack.gateway.graphql<{ node: Record<Direction, Page> }>(webOperation(name), {
      token: creativa,
      variables: { id: viewerId, count: 10, cursor: first.page.pageInfo.endCursor, search: null },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBeLessThanOrEqual(3);
    const rest = await restList(direction);
    const usernames = (rest[direction] as Card[]).map((card) => card.username);
    expect(answer.data!.node[direction].edges.map((edge) => edge.node.username)).toEqual(usernames.slice(3, 13));
  });
});

const FOLLOW = (action: 'followUser' | 'unfollowUser') => /* GraphQL */ `
  mutation Follow($input: FollowUserInput!) {
    ${action}(input: $input) {
      message
      user { username followersCount followingCount viewerIsFollowing }
      viewer { username followingCount followersCount }
      userErrors { field message }
    }
  }`;

interface FollowPayload {
  message: string | null;
  user: { username: string; followersCount: number; followingCount: number; viewerIsFollowing: boolean } | null;
  viewer: { username: string; followingCount: number; followersCount: number } | null;
  userErrors: UserErrors;
}

async function follow(action: 'followUser' | 'unfollowUser', token: string | undefined, userId: string) {
  const answer = await stack.gateway.graphql<Record<string, FollowPayload>>(FOLLOW(action), {
    token,
    variables: { input: { userId } },
  });
  return { payload: answer.data?.[action] ?? null, answer };
}

describe('followUser and unfollowUser', () => {
  let fan: TestAccount;
  let star: TestAccount;
  beforeAll(async () => {
    fan = await registerAccount(stack, 'sigue_fan');
    star = await registerAccount(stack, 'sigue_star');
  });

  const profileOf = async (token: string, username: string) =>
    (
      await stack.gateway.graphql<{ user: { followersCount: number; viewerIsFollowing: boolean } }>(
        `query P($username: String!) { user(username: $username) { followersCount viewerIsFollowing } }`,
        { token, variables: { username } },
      )
    ).data!.user;

  it('follows: the account’s new follower count and state, the viewer’s new following count', async () => {
    const { payload, answer } = await follow('followUser', fan.token, star.id);
    expect(payload).toEqual({
      message: 'Ahora sigues a este usuario',
      user: { username: star.username, followersCount: 1, followingCount: 0, viewerIsFollowing: true },
      viewer: { username: fan.username, followingCount: 1, followersCount: 0 },
      userErrors: [],
    });
    // The follow, the viewer read again, the followed account's other fields (one batched call).
    expect(answer.extensions?.upstreamCalls).toBe(3);
    expect(await profileOf(fan.token, star.username)).toEqual({ followersCount: 1, viewerIsFollowing: true });
    const followers = await stack.gateway.graphql<{ viewer: { followers: Page } }>(
      `{ viewer { followers { totalCount edges { node { username } } } } }`,
      { token: star.token },
    );
    expect(followers.data!.viewer.followers.edges.map((edge) => edge.node.username)).toEqual([fan.username]);
  });

  it('follows again without changing anything', async () => {
    const { payload } = await follow('followUser', fan.token, star.id);
    expect(payload).toMatchObject({
      user: { followersCount: 1, viewerIsFollowing: true },
      viewer: { followingCount: 1 },
      userErrors: [],
    });
  });

  it('unfollows, and again without changing anything', async () => {
    for (let time = 0; time < 2; time += 1) {
      const { payload } = await follow('unfollowUser', fan.token, star.id);
      expect(payload).toEqual({
        message: 'Has dejado de seguir a este usuario',
        user: { username: star.username, followersCount: 0, followingCount: 0, viewerIsFollowing: false },
        viewer: { username: fan.username, followingCount: 0, followersCount: 0 },
        userErrors: [],
      });
    }
    expect(await profileOf(fan.token, star.username)).toEqual({ followersCount: 0, viewerIsFollowing: false });
  });

  it('refuses following oneself as a userError', async () => {
    const { payload } = await follow('followUser', fan.token, fan.id);
    expect(payload).toEqual({
      message: null,
      user: null,
      viewer: null,
      userErrors: [{ field: 'userId', message: 'No puedes seguirte a ti mismo.' }],
    });
  });

  it('refuses an unknown account, or the ID of something else, as a userError', async () => {
    const unknown = await follow('followUser', fan.token, toGlobalId('User', '00000000-0000-4000-8000-000000000000'));
    expect(unknown.payload!.userErrors).toEqual([expect.objectContaining({ message: 'Usuario no encontrado.' })]);
    const post = await follow('followUser', fan.token, toGlobalId('Post', star.id));
    expect(post.payload!.userErrors).toEqual([{ field: 'userId', message: 'Usuario no encontrado.' }]);
    expect(post.answer.extensions?.upstreamCalls).toBe(0);
  });

  it('needs a token (UNAUTHENTICATED), and a valid one', async () => {
    const anonymous = await follow('followUser', undefined, star.id);
    expect(anonymous.answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.answer.extensions?.upstreamCalls).toBe(0);
    const forged = await follow('unfollowUser', 'no.es.un.token', star.id);
    expect(forged.answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
