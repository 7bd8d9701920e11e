import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLAnswer } from '../support/gateway';
import { signIn } from '../support/accounts';
import { restGet, startStack, type Stack } from '../support/stack';

/** The explorer connection against the real api (seed: full). */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('full');
});
afterAll(() => stack?.close());

/** The fields one explorer card shows (web/src/features/explorer). */
const EXPLORER_PAGE = /* GraphQL */ `
  query ExplorerPage(
    $feed: ExplorerFeed
    $first: Int
    $after: String
    $search: String
    $country: String
    $city: String
    $school: String
  ) {
    explorer(
      feed: $feed
      first: $first
      after: $after
      search: $search
      country: $country
      city: $city
      school: $school
    ) {
      edges {
        cursor
        node {
          image {
            url
            width
            height
            srcSet
          }
          post {
            internalID
            title
            author {
              username
              city
              profilePicture
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
    }
  }
`;

interface ExplorerPage {
  explorer: {
    edges: {
      cursor: string;
      node: {
        image: { url: string; width: number; height: number; srcSet: string };
        post: {
          internalID: string;
          title: string;
          author: { username: string; city: string | null; profilePicture: string | null };
        };
      };
    }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  };
}

type RestFeed = { images: { postId: string }[]; hasMore: boolean };

/** Every post id a feed holds, read from REST directly with exclude (page 1 each time). */
async function allPostIdsFromRest(path: string, filters = '', token?: string): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const query = `page=1&limit=50${filters}&exclude=${ids.join(',')}`;
    const page = await restGet<RestFeed>(stack.api.url, `${path}?${query}`, token);
    ids.push(...page.images.map((image) => image.postId));
    if (!page.hasMore || page.images.length === 0) return ids;
  }
}

describe('explorer', () => {
  it('costs exactly one upstream call for a page of 14 cards', async () => {
    const answer = await stack.gateway.graphql<ExplorerPage>(EXPLORER_PAGE, { variables: { first: 14 } });
    expect(answer.errors).toBeUndefined();
    const edges = answer.data!.explorer.edges;
    expect(edges).toHaveLength(14);
    for (const { node } of edges) {
      expect(node.image.url).toBeTruthy();
      expect(node.image.width).toBeGreaterThan(0);
      expect(node.image.height).toBeGreaterThan(0);
      expect(node.post.internalID).toBeTruthy();
      expect(node.post.author.username).toBeTruthy();
    }
    expect(answer.extensions?.upstreamCalls).toBe(1);
  });

  it('builds srcSet from the variants, narrowest first', async () => {
    const answer = await stack.gateway.graphql<ExplorerPage>(EXPLORER_PAGE, { variables: { first: 14 } });
    const withVariants = answer.data!.explorer.edges.map((edge) => edge.node.image).filter((image) => image.srcSet);
    expect(withVariants.length).toBeGreaterThan(0);
    for (const image of withVariants) {
      const widths = image.srcSet.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
      expect(widths.every((width) => width > 0)).toBe(true);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
  });

  it('asks the by-ids batch once for author fields an explorer item lacks', async () => {
    const answer = await stack.gateway.graphql<{
      explorer: { edges: { node: { post: { author: { displayName: string; fullName: string | null } } } }[] };
    }>(`{ explorer(first: 14) { edges { node { post { author { displayName fullName } } } } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.explorer.edges.every((edge) => edge.node.post.author.displayName)).toBe(true);
    expect(answer.extensions?.upstreamCalls).toBe(2);
  });

  it('asks the posts by-ids batch once for post fields an explorer item lacks (2 calls, not 15)', async () => {
    const answer = await stack.gateway.graphql<{
      explorer: { edges: { node: { post: { description: string | null } } }[] };
    }>(`{ explorer(first: 14) { edges { node { post { description } } } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.explorer.edges).toHaveLength(14);
    expect(answer.extensions?.upstreamCalls).toBe(2);
  });

  it("asks nothing for other people's private facts: they are null without a call", async () => {
    const answer = await stack.gateway.graphql<{
      explorer: { edges: { node: { post: { author: { email: null; dateOfBirth: null; referralSource: null } } } }[] };
    }>(`{ explorer(first: 14) { edges { node { post { author { email dateOfBirth referralSource } } } } } }`);
    expect(answer.errors).toBeUndefined();
    for (const edge of answer.data!.explorer.edges) {
      expect(edge.node.post.author).toEqual({ email: null, dateOfBirth: null, referralSource: null });
    }
    expect(answer.extensions?.upstreamCalls).toBe(1);
  });

  it.each(['RANDOM', 'STAFF_PICKS'] as const)('pages %s to the end without duplicates', async (feed) => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const answer: Awaited<ReturnType<typeof stack.gateway.graphql<ExplorerPage>>> =
        await stack.gateway.graphql<ExplorerPage>(EXPLORER_PAGE, { variables: { feed, first: 5, after } });
      expect(answer.errors).toBeUndefined();
      const { edges, pageInfo } = answer.data!.explorer;
      expect(pageInfo.hasPreviousPage).toBe(false);
      expect(answer.extensions?.upstreamCalls).toBe(1);
      seen.push(...edges.map((edge) => edge.node.post.internalID));
      pages += 1;
      if (!pageInfo.hasNextPage) break;
      expect(edges.length).toBe(5);
      after = pageInfo.endCursor;
      expect(pages).toBeLessThan(200);
    }
    expect(new Set(seen).size).toBe(seen.length);
    const path = feed === 'RANDOM' ? '/api/posts/explorer' : '/api/posts/staff-picks';
    expect(new Set(seen)).toEqual(new Set(await allPostIdsFromRest(path)));
    expect(seen.length).toBeGreaterThan(5);
  });

  // Issue 24: 'Siguiendo', the posts of the accounts the viewer follows.
  it('pages FOLLOWING for the signed-in viewer as GET /api/posts/following does, and refuses it to visitors', async () => {
    const token = await signIn(stack, 'creativa@demo.es');
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const answer: GraphQLAnswer<ExplorerPage> = await stack.gateway.graphql<ExplorerPage>(EXPLORER_PAGE, {
        variables: { feed: 'FOLLOWING', first: 5, after },
        token,
      });
      expect(answer.errors).toBeUndefined();
      seen.push(...answer.data!.explorer.edges.map((edge) => edge.node.post.internalID));
      if (!answer.data!.explorer.pageInfo.hasNextPage) break;
      after = answer.data!.explorer.pageInfo.endCursor;
    }
    expect(seen.length).toBeGreaterThan(5);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(await allPostIdsFromRest('/api/posts/following', '', token)));

    const visitor = await stack.gateway.graphql(EXPLORER_PAGE, { variables: { feed: 'FOLLOWING' } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(visitor.extensions?.upstreamCalls).toBe(0);
  });

  it('resumes after any edge, not only after the page end', async () => {
    const first = await stack.gateway.graphql<ExplorerPage>(EXPLORER_PAGE, {
      variables: { feed: 'STAFF_PICKS', first: 6 },
    });
    const edges = first.data!.explorer.edges;
    const resumed = await stack.gateway.graphql<ExplorerPage>(EXPLORER_PAGE, {
      variables: { feed: 'STAFF_PICKS', first: 3, after: edges[2]!.cursor },
    });
    // Staff picks have a stable order: after the third edge come the fourth to sixth.
    expect(resumed.data!.explorer.edges.map((edge) => edge.node.post.internalID)).toEqual(
      edges.slice(3, 6).map((edge) => edge.node.post.internalID),
    );
  });

  it('refuses a forged cursor with BAD_USER_INPUT', async () => {
    const answer = await stack.gateway.graphql(EXPLORER_PAGE, { variables: { after: 'not-a-cursor' } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.extensions?.upstreamCalls).toBe(0);
  });
});

// Issue 17: the filter panel filters on the server (CONTRACT.md § Explorer, extension).
describe('explorer filters', () => {
  async function allFiltered(variables: Record<string, string>) {
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const answer: GraphQLAnswer<ExplorerPage> = await stack.gateway.graphql<ExplorerPage>(EXPLORER_PAGE, {
        variables: { ...variables, first: 14, after },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.extensions?.upstreamCalls).toBeLessThanOrEqual(2);
      const { edges, pageInfo } = answer.data!.explorer;
      ids.push(...edges.map(({ node }) => node.post.internalID));
      for (const { node } of edges) expect(node.post.author.city).toBe('Madrid');
      if (!pageInfo.hasNextPage) return ids;
      after = pageInfo.endCursor;
    }
  }

  it("pages through the posts of authors in a city, whatever its case, as the api's filtered feed", async () => {
    const ids = await allFiltered({ city: ' madrid ', country: 'ESPANA' });
    expect(ids.length).toBeGreaterThan(14);
    expect(new Set(ids).size).toBe(ids.length);
    const rest = await allPostIdsFromRest('/api/posts/explorer', '&city=Madrid&country=Espa%C3%B1a');
    expect([...ids].sort()).toEqual([...rest].sort());
  });

  it('answers an empty page when nothing matches, in one call; blank filters are no filter', async () => {
    const none = await stack.gateway.graphql<ExplorerPage>(EXPLORER_PAGE, {
      variables: { first: 14, city: 'Atlántida', school: 'ninguna' },
    });
    expect(none.data!.explorer.edges).toEqual([]);
    expect(none.data!.explorer.pageInfo.hasNextPage).toBe(false);
    expect(none.extensions?.upstreamCalls).toBe(1);
    const blank = await stack.gateway.graphql<ExplorerPage>(EXPLORER_PAGE, {
      variables: { first: 14, city: '  ', country: '', search: ' ', school: '' },
    });
    expect(blank.data!.explorer.edges).toHaveLength(14);
  });
});

describe('explorer memory', () => {
  it('accepts a cursor holding the full 1000-id memory', async () => {
    const { encodeCursor } = await import('../../src/relay/cursors');
    const { randomUUID } = await import('node:crypto');
    const seen = Array.from({ length: 1000 }, () => randomUUID());
    const after = encodeCursor({ kind: 'seen', seen });
    const answer = await stack.gateway.graphql<ExplorerPage>(EXPLORER_PAGE, { variables: { first: 14, after } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.explorer.edges).toHaveLength(14);
  });
});
