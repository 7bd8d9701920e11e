import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/ids';
import { startStack, type Stack } from '../support/stack';

/** Relay node refetch of every node type, and the lists they come from (seed: full). */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('full');
});
afterAll(() => stack?.close());

interface Found {
  postId: string;
  userId: string;
  articleId: string;
  magazineId: string;
  userIds: string[];
}

/** Ids of one object of each type, found through the graph itself. */
async function findOneOfEach(): Promise<Found> {
  const answer = await stack.gateway.graphql<{
    explorer: { edges: { node: { post: { id: string; author: { id: string } } } }[] };
    articles: { edges: { node: { id: string } }[] };
    magazines: { id: string }[];
  }>(`{
    explorer(first: 14) { edges { node { post { id author { id } } } } }
    articles(first: 1) { edges { node { id } } }
    magazines { id }
  }`);
  expect(answer.errors).toBeUndefined();
  const data = answer.data!;
  const authors = [...new Set(data.explorer.edges.map((edge) => edge.node.post.author.id))];
  return {
    postId: data.explorer.edges[0]!.node.post.id,
    userId: authors[0]!,
    articleId: data.articles.edges[0]!.node.id,
    magazineId: data.magazines[0]!.id,
    userIds: authors,
  };
}

const NODE = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on User {
        internalID
        username
        displayName
        role
        profileCompleted
        isVerifiedProfessional
        email
      }
      ... on Post {
        internalID
        title
        description
        mainImage {
          url
          width
          height
        }
        author {
          username
        }
      }
      ... on Article {
        internalID
        title
        category
        publishedDate
        content
        tags
        additionalImages
        relatedArticles {
          id
        }
      }
      ... on Magazine {
        internalID
        name
        price
        link
        image
      }
    }
  }
`;

type NodeAnswer = { node: ({ __typename: string; id: string; internalID: string } & Record<string, unknown>) | null };

describe('node refetch', () => {
  it.each([
    ['User', 'userId'],
    ['Post', 'postId'],
    ['Article', 'articleId'],
    ['Magazine', 'magazineId'],
  ] as const)('refetches a %s by its global id', async (typename, key) => {
    const id = (await findOneOfEach())[key];
    const answer = await stack.gateway.graphql<NodeAnswer>(NODE, { variables: { id } });
    expect(answer.errors).toBeUndefined();
    const node = answer.data!.node!;
    expect(node.__typename).toBe(typename);
    expect(node.id).toBe(id);
    expect(toGlobalId(typename, node.internalID)).toBe(id);
  });

  it('hides the email of a user who is not the viewer', async () => {
    const { userId } = await findOneOfEach();
    const answer = await stack.gateway.graphql<NodeAnswer>(NODE, { variables: { id: userId } });
    expect(answer.data!.node!.email).toBeNull();
  });

  it('answers null, without an error, for a well-formed id of nothing', async () => {
    for (const type of ['User', 'Post', 'Article', 'Magazine'] as const) {
      const id = toGlobalId(type, '00000000-0000-4000-8000-000000000000');
      const answer = await stack.gateway.graphql<NodeAnswer>(NODE, { variables: { id } });
      expect(answer).toMatchObject({ data: { node: null } });
      expect(answer.errors).toBeUndefined();
    }
  });

  it('refuses a global id that is not one with BAD_USER_INPUT', async () => {
    const answer = await stack.gateway.graphql<NodeAnswer>(NODE, { variables: { id: 'bm9wZQ==' } });
    expect(answer.data).toEqual({ node: null });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.extensions?.upstreamCalls).toBe(0);
  });
});

describe('nodes', () => {
  it('refetches every type in order, null for what does not exist or is not an id', async () => {
    const found = await findOneOfEach();
    const missing = toGlobalId('Post', '00000000-0000-4000-8000-000000000000');
    const ids = [found.magazineId, found.userId, 'garbage', found.postId, missing, found.articleId];
    const answer = await stack.gateway.graphql<{ nodes: ({ __typename: string; id: string } | null)[] }>(
      `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`,
      { variables: { ids } },
    );
    expect(answer.data!.nodes.map((node) => node?.__typename ?? null)).toEqual([
      'Magazine',
      'User',
      null,
      'Post',
      null,
      'Article',
    ]);
    expect(answer.data!.nodes.map((node) => node?.id ?? null)).toEqual([
      found.magazineId,
      found.userId,
      null,
      found.postId,
      null,
      found.articleId,
    ]);
    expect(answer.errors).toEqual([
      expect.objectContaining({ path: ['nodes', 2], extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });

  it('fetches many users in one by-ids call', async () => {
    const { userIds } = await findOneOfEach();
    expect(userIds.length).toBeGreaterThan(1);
    const answer = await stack.gateway.graphql<{ nodes: { username: string; displayName: string }[] }>(
      `query Users($ids: [ID!]!) { nodes(ids: $ids) { ... on User { username displayName } } }`,
      { variables: { ids: userIds } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.nodes).toHaveLength(userIds.length);
    expect(answer.extensions?.upstreamCalls).toBe(1);
  });

  it('reads a post author from the summary the post embeds, the rest through by-ids', async () => {
    const { postId } = await findOneOfEach();
    const summary = await stack.gateway.graphql(
      `query Post($id: ID!) { node(id: $id) { ... on Post { title author { username displayName city profilePicture } } } }`,
      { variables: { id: postId } },
    );
    expect(summary.errors).toBeUndefined();
    expect(summary.extensions?.upstreamCalls).toBe(1);
    const more = await stack.gateway.graphql(
      `query Post($id: ID!) { node(id: $id) { ... on Post { author { username professionalTitle role } } } }`,
      { variables: { id: postId } },
    );
    expect(more.errors).toBeUndefined();
    expect(more.extensions?.upstreamCalls).toBe(2);
    // Beyond a card (issue 18): an anonymous visitor reads null and false, without a call.
    const beyond = await stack.gateway.graphql<{ node: { author: { bio: string | null; profileCompleted: boolean } } }>(
      `query Post($id: ID!) { node(id: $id) { ... on Post { author { bio profileCompleted } } } }`,
      { variables: { id: postId } },
    );
    expect(beyond.data?.node.author).toEqual({ bio: null, profileCompleted: false });
    expect(beyond.extensions?.upstreamCalls).toBe(1);
  });
});

describe('blog and magazines', () => {
  it('pages articles by offset cursors, newest first, without duplicates', async () => {
    const all: { internalID: string; publishedDate: string }[] = [];
    let after: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const answer: {
        data?: {
          articles: {
            edges: { node: { internalID: string; publishedDate: string } }[];
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
          };
        } | null;
        extensions?: { upstreamCalls?: number };
      } = await stack.gateway.graphql(
        `query Articles($after: String) { articles(first: 2, after: $after) { edges { node { internalID publishedDate } } pageInfo { hasNextPage endCursor } } }`,
        { variables: { after } },
      );
      expect(answer.extensions?.upstreamCalls).toBe(1);
      all.push(...answer.data!.articles.edges.map((edge) => edge.node));
      if (!answer.data!.articles.pageInfo.hasNextPage) break;
      after = answer.data!.articles.pageInfo.endCursor;
    }
    expect(new Set(all.map((article) => article.internalID)).size).toBe(all.length);
    const dates = all.map((article) => Date.parse(article.publishedDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('filters articles by category through the REST category path', async () => {
    const answer = await stack.gateway.graphql<{ articles: { edges: { node: { category: string } }[] } }>(
      `{ articles(category: FASHION, first: 50) { edges { node { category } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.articles.edges.every((edge) => edge.node.category === 'FASHION')).toBe(true);
  });

  it('reads an article by internalID, related articles from the blog list (2 calls)', async () => {
    const answer = await stack.gateway.graphql<{
      articles: { edges: { node: { internalID: string } }[] };
    }>(`{ articles(first: 1) { edges { node { internalID } } } }`);
    const internalID = answer.data!.articles.edges[0]!.node.internalID;
    const page = await stack.gateway.graphql<{ article: { title: string; relatedArticles: { internalID: string }[] } }>(
      `query Article($id: String!) { article(internalID: $id) { title content relatedArticles(first: 3) { internalID title } } }`,
      { variables: { id: internalID } },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.article.title).toBeTruthy();
    expect(page.data!.article.relatedArticles.length).toBeGreaterThan(0);
    expect(page.data!.article.relatedArticles.length).toBeLessThanOrEqual(3);
    expect(page.data!.article.relatedArticles.map((related) => related.internalID)).not.toContain(internalID);
    expect(page.extensions?.upstreamCalls).toBe(2);
  });

  it('answers null for an unknown article', async () => {
    const answer = await stack.gateway.graphql(
      `{ article(internalID: "00000000-0000-4000-8000-000000000000") { title } }`,
    );
    expect(answer).toMatchObject({ data: { article: null } });
    expect(answer.errors).toBeUndefined();
  });

  it('lists magazines with prices as numbers and missing links as null', async () => {
    const answer = await stack.gateway.graphql<{
      magazines: { name: string; price: number | null; link: string | null }[];
    }>(`{ magazines { name price link } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.magazines.length).toBeGreaterThan(0);
    for (const magazine of answer.data!.magazines) {
      expect(magazine.name).toBeTruthy();
      expect(magazine.price === null || typeof magazine.price === 'number').toBe(true);
    }
    expect(answer.extensions?.upstreamCalls).toBe(1);
  });
});
