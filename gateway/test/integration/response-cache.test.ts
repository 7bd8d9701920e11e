import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { startGateway, type RunningGateway } from '../support/gateway';
import { startStack, type Stack } from '../support/stack';

/**
 * The cache of anonymous answers (issue 20), against the real api: a visitor's second identical
 * read costs no REST call; a change shows at once; nothing with a token, nor the random
 * explorer, is cached; with Redis, every replica sees the same invalidation.
 */
let stack: Stack;
let cached: RunningGateway;
let token = '';
beforeAll(async () => {
  stack = await startStack('small');
  cached = await startGateway({
    apiUrl: stack.api.url,
    responseCache: { ttlMs: 60_000, redisUrl: null, showHits: true },
  });
  token = await signIn(stack, 'creativa@demo.es');
});
afterAll(async () => {
  await cached?.close();
  await stack?.close();
});

const CREATIVES_IN = `query ($city: String) { creatives(city: $city, first: 50) { totalCount } }`;
const CREATIVES = `{ creatives(first: 50) { edges { node { user { id city } } } } }`;
const MOVE = `mutation ($city: String) { updateProfile(input: { city: $city }) { user { id city } userErrors { message } } }`;

async function calls(gateway: RunningGateway, query: string, variables: Record<string, unknown>, as?: string) {
  const answer = await gateway.graphql(query, { variables, token: as });
  expect(answer.errors).toBeUndefined();
  const { upstreamCalls, responseCache } = answer.extensions as {
    upstreamCalls?: number;
    responseCache?: { hit: boolean };
  };
  // A cached answer made no REST call: it carries { hit: true } and no count.
  return { data: answer.data, calls: responseCache?.hit ? 0 : upstreamCalls };
}

describe('the response cache of anonymous reads', () => {
  it("answers a visitor's second identical read from the cache, without a REST call", async () => {
    const first = await calls(cached, CREATIVES, {});
    const second = await calls(cached, CREATIVES, {});
    expect(first.calls).toBeGreaterThan(0);
    expect(second).toEqual({ data: first.data, calls: 0 });
  });

  it('never caches what is asked with a token, nor the random explorer', async () => {
    await calls(cached, CREATIVES, {}, token);
    expect((await calls(cached, CREATIVES, {}, token)).calls).toBeGreaterThan(0);
    const explorer = '{ explorer(first: 3) { edges { node { post { id } } } } }';
    await calls(cached, explorer, {});
    expect((await calls(cached, explorer, {})).calls).toBeGreaterThan(0);
  });

  it('shows a change at once: the directory with the new city, and a filtered list the profile now joins', async () => {
    const city = `Ciudad ${Date.now()}`;
    expect((await calls(cached, CREATIVES_IN, { city })).data).toEqual({ creatives: { totalCount: 0 } });
    await calls(cached, CREATIVES, {});
    const moved = await cached.graphql<{ updateProfile: { user: { id: string } } }>(MOVE, {
      variables: { city },
      token,
    });
    expect(moved.errors).toBeUndefined();
    const directory = (await calls(cached, CREATIVES, {})).data as {
      creatives: { edges: { node: { user: { id: string; city: string } } }[] };
    };
    expect(
      directory.creatives.edges.find(({ node }) => node.user.id === moved.data!.updateProfile.user.id)?.node.user.city,
    ).toBe(city);
    expect((await calls(cached, CREATIVES_IN, { city })).data).toEqual({ creatives: { totalCount: 1 } });
  });

  it("shows at once a signed-in change that moves no list: a follow, in the directory's count", async () => {
    const FOLLOWERS = '{ creatives(first: 50) { edges { node { user { id followersCount viewerIsFollowing } } } } }';
    type Member = { id: string; followersCount: number; viewerIsFollowing: boolean };
    type Directory = { creatives: { edges: { node: { user: Member } }[] } };
    const followersOf = (directory: Directory, id: string) =>
      directory.creatives.edges.find(({ node }) => node.user.id === id)!.node.user;
    const { data } = await cached.graphql<{ viewer: { id: string } }>('{ viewer { id } }', { token });
    const signedIn = (await calls(cached, FOLLOWERS, {}, token)).data as Directory;
    const other = signedIn.creatives.edges.map(({ node }) => node.user).find((user) => user.id !== data!.viewer.id)!;
    const following = other.viewerIsFollowing;
    const before = (await calls(cached, FOLLOWERS, {})).data as Directory;
    expect((await calls(cached, FOLLOWERS, {})).calls).toBe(0);
    const action = following ? 'unfollowUser' : 'followUser';
    const changed = await cached.graphql(
      `mutation ($input: FollowUserInput!) { ${action}(input: $input) { user { id followersCount } } }`,
      { variables: { input: { userId: other.id } }, token },
    );
    expect(changed.errors).toBeUndefined();
    const after = await calls(cached, FOLLOWERS, {});
    expect(after.calls).toBeGreaterThan(0);
    expect(followersOf(after.data as Directory, other.id).followersCount).toBe(
      followersOf(before, other.id).followersCount + (following ? -1 : 1),
    );
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the response cache in Redis, shared by two replicas', () => {
  let one: RunningGateway;
  let other: RunningGateway;
  beforeAll(async () => {
    const redisUrl = process.env.TEST_REDIS_URL!;
    one = await startGateway({ apiUrl: stack.api.url, responseCache: { ttlMs: 60_000, redisUrl, showHits: true } });
    other = await startGateway({ apiUrl: stack.api.url, responseCache: { ttlMs: 60_000, redisUrl, showHits: true } });
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
  });

  it("one replica's answer serves the other, and a change through either shows on both at once", async () => {
    const city = `Réplica ${Date.now()}`;
    await calls(one, CREATIVES_IN, { city });
    expect(await calls(other, CREATIVES_IN, { city })).toEqual({ data: { creatives: { totalCount: 0 } }, calls: 0 });
    const moved = await other.graphql(MOVE, { variables: { city }, token });
    expect(moved.errors).toBeUndefined();
    expect((await calls(one, CREATIVES_IN, { city })).data).toEqual({ creatives: { totalCount: 1 } });
  });
});
