import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restGet, startStack, type Stack } from '../support/stack';
import type { GraphQLAnswer } from '../support/gateway';

/** The creatives connection against the real api (seed: full). */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('full');
});
afterAll(() => stack?.close());

/** The fields one card of the Creativos screen shows (web/src/features/creatives). */
const CREATIVES_PAGE = /* GraphQL */ `
  query CreativesPage($first: Int, $after: String, $city: String, $internshipsOnly: Boolean, $search: String) {
    creatives(first: $first, after: $after, city: $city, internshipsOnly: $internshipsOnly, search: $search) {
      totalCount
      countries
      edges {
        node {
          user {
            id
            username
            fullName
            city
            country
            profilePicture
          }
          background {
            url
            width
            height
            srcSet
          }
          tags
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

interface Card {
  user: { id: string; username: string; fullName: string | null; city: string | null; country: string | null };
  background: { url: string; width: number; height: number; srcSet: string } | null;
  tags: string[];
}
interface CreativesPage {
  creatives: {
    totalCount: number;
    countries: string[];
    edges: { node: Card }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}
type RestCreatives = {
  creatives: { username: string; city: string | null; tags: string[] }[];
  countries: string[];
  total: number;
};

const page = (variables: Record<string, unknown>) =>
  stack.gateway.graphql<CreativesPage>(CREATIVES_PAGE, { variables });

describe('creatives', () => {
  it('costs one upstream call for 1 card and for 9', async () => {
    for (const first of [1, 9]) {
      const answer = await page({ first });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.creatives.edges).toHaveLength(first);
      expect(answer.extensions?.upstreamCalls).toBe(1);
    }
  });

  it('answers the cards of REST: users, backgrounds, up to 3 tags, the count and the countries', async () => {
    const rest = await restGet<RestCreatives>(stack.api.url, '/api/users/creatives?page=1&limit=9');
    const answer = await page({});
    const { creatives } = answer.data!;
    expect(creatives.totalCount).toBe(rest.total);
    expect(creatives.countries).toEqual(rest.countries);
    expect(creatives.edges.map(({ node }) => node.user.username)).toEqual(rest.creatives.map((c) => c.username));
    expect(creatives.edges.map(({ node }) => node.tags)).toEqual(rest.creatives.map((c) => c.tags));
    for (const { node } of creatives.edges) expect(node.tags.length).toBeLessThanOrEqual(3);
    const withBackground = creatives.edges.find(({ node }) => node.background)!.node.background!;
    expect(withBackground.width).toBeGreaterThan(0);
    expect(withBackground.height).toBeGreaterThan(0);
  });

  it('passes the filters on to REST: a city, internships only, a search', async () => {
    const city = (await restGet<RestCreatives>(stack.api.url, '/api/users/creatives?page=1&limit=1')).creatives[0]!
      .city!;
    const rest = await restGet<RestCreatives>(
      stack.api.url,
      `/api/users/creatives?page=1&limit=9&internships=true&city=${encodeURIComponent(city)}`,
    );
    const answer = await page({ city: ` ${city} `, internshipsOnly: true, search: '  ' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.creatives.totalCount).toBe(rest.total);
    expect(answer.data!.creatives.edges.map(({ node }) => node.user.username)).toEqual(
      rest.creatives.map((c) => c.username),
    );
    for (const { node } of answer.data!.creatives.edges) expect(node.user.city).toBe(city);
  });

  it('pages with the cursor through every creative once', async () => {
    const total = (await page({ first: 1 })).data!.creatives.totalCount;
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const answer: GraphQLAnswer<CreativesPage> = await page({ first: 9, after });
      const { edges, pageInfo } = answer.data!.creatives;
      seen.push(...edges.map(({ node }) => node.user.id));
      after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
    } while (after);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});
