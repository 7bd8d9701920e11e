import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/ids';
import type { RestArticle } from '../src/domains/blog/rest';
import type { RestExplorerImage } from '../src/domains/explorer/rest';
import type { RestUser, RestUserSource } from '../src/domains/users/rest';
import { startGateway, type RunningGateway } from './support/gateway';
import { startRestStub, type RecordedCall, type RestStub } from './support/rest-stub';

/**
 * The graph over a recording REST stub: each test checks the GraphQL answer AND exactly
 * what was asked of the REST side. The same behaviour against the real api is in
 * test/integration/.
 */
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function item(n: number): RestExplorerImage {
  return {
    postId: uuid(100 + n),
    imageUrl: `/media/p${n}.webp`,
    postTitle: `Post ${n}`,
    width: 800,
    height: 1000,
    variants: [
      { width: 640, url: `/media/p${n}-640.webp` },
      { width: 320, url: `/media/p${n}-320.webp` },
    ],
    user: { _id: uuid(1 + (n % 3)), username: `autora${n % 3}`, city: 'Madrid', profilePicture: null },
  };
}

function user(id: string, extra: Partial<RestUser> = {}): RestUserSource {
  return {
    _id: id,
    username: `autora${Number.parseInt(id.slice(-12), 16) - 1}`,
    role: 'Profesional',
    creativeType: null,
    professionalType: 2,
    isVerificatedProfesional: true,
    fullName: 'Ana Ruiz',
    companyName: 'Atelier Ruiz',
    dateOfBirth: '1990-01-31',
    country: 'España',
    city: 'Madrid',
    referralSource: null,
    formationType: null,
    institution: null,
    creativeOther: null,
    profileCompleted: true,
    foundingYear: null,
    productServiceType: null,
    agencyServices: null,
    showNameCompany: null,
    professionalTitle: null,
    bio: null,
    profile: { profilePicture: '/media/ana.webp' },
    ...extra,
  };
}

const article = (n: number, category: RestArticle['category']): RestArticle => ({
  _id: uuid(500 + n),
  title: `Artículo ${n}`,
  excerpt: null,
  author: n % 2 ? 'Marta' : null,
  category,
  publishedDate: `2025-05-${String(20 - n).padStart(2, '0')}T10:00:00.000Z`,
  image: null,
  additionalImages: [],
  content: '<p>Hola</p>',
  tags: ['#moda', 'verano'],
});
const ARTICLES = [article(1, 'fashion'), article(2, 'events'), article(3, 'fashion'), article(4, 'other')];
const FEED = Array.from({ length: 20 }, (_, n) => item(n));
const VIEWER = user(uuid(9), { email: 'yo@example.com', username: 'yo' });

function feedPage(call: RecordedCall) {
  const exclude = new Set(call.query.exclude ? call.query.exclude.split(',') : []);
  const rest = FEED.filter((image) => !exclude.has(image.postId));
  const limit = Number(call.query.limit);
  return { body: { images: rest.slice(0, limit), hasMore: rest.length > limit } };
}

function route(call: RecordedCall) {
  const { method, path } = call;
  if (path === '/api/posts/explorer' || path === '/api/posts/staff-picks') return feedPage(call);
  if (path === '/api/users/by-ids') {
    const ids = call.query.ids!.split(',');
    return {
      body: {
        users: ids
          .filter((id) => id !== uuid(404))
          .reverse()
          .map((id) => user(id)),
      },
    };
  }
  if (path === '/api/users/profile' && method === 'GET') {
    return call.authorization === 'Bearer good'
      ? { body: VIEWER }
      : { status: 401, body: { error: 'Sesión no válida. Inicia sesión de nuevo.' } };
  }
  if (path === '/api/users/profile' && method === 'PUT') {
    return { body: { message: 'Perfil actualizado', user: { ...VIEWER, ...(call.body as object) } } };
  }
  if (path === '/api/auth/login') {
    return { status: 401, body: { error: 'Credenciales incorrectas' } };
  }
  if (path === '/api/blog') return { body: { success: true, data: ARTICLES } };
  if (path === '/api/blog/category/fashion') {
    return { body: { success: true, data: ARTICLES.filter((a) => a.category === 'fashion') } };
  }
  if (path.startsWith('/api/blog/')) {
    const found = ARTICLES.find((a) => path === `/api/blog/${a._id}`);
    return found
      ? { body: { success: true, data: found } }
      : { status: 404, body: { success: false, error: 'Artículo no encontrado' } };
  }
  if (path === '/api/magazines') {
    return { body: { success: true, data: [{ _id: 'm1', name: 'Vogue', image: null, price: '12.50', link: '' }] } };
  }
  return undefined;
}

let stub: RestStub;
let gateway: RunningGateway;

beforeAll(async () => {
  stub = await startRestStub(route);
  gateway = await startGateway({ apiUrl: stub.url });
});
afterAll(async () => {
  await gateway.close();
  await stub.close();
});
afterEach(() => {
  stub.calls.length = 0;
});

const asked = () => stub.calls.map((call) => ({ method: call.method, path: call.path, query: call.query }));

describe('explorer', () => {
  const PAGE = `query Page($after: String, $feed: ExplorerFeed) {
    explorer(feed: $feed, first: 14, after: $after) {
      edges { node { image { url width height srcSet } post { internalID title author { username city profilePicture } } } }
      pageInfo { hasNextPage endCursor }
    }
  }`;

  it('asks REST for page 1 and limit 14, and maps every field of a card', async () => {
    const answer = await gateway.graphql<{ explorer: { edges: { node: unknown }[] } }>(PAGE);
    expect(asked()).toEqual([{ method: 'GET', path: '/api/posts/explorer', query: { page: '1', limit: '14' } }]);
    expect(answer.data!.explorer.edges[1]!.node).toEqual({
      image: {
        url: '/media/p1.webp',
        width: 800,
        height: 1000,
        srcSet: '/media/p1-320.webp 320w, /media/p1-640.webp 640w',
      },
      post: {
        internalID: uuid(101),
        title: 'Post 1',
        author: { username: 'autora1', city: 'Madrid', profilePicture: null },
      },
    });
    expect(answer.extensions?.upstreamCalls).toBe(1);
  });

  it('sends the ids already returned as exclude, still page 1, and ends on hasMore', async () => {
    const first = await gateway.graphql<{ explorer: { pageInfo: { endCursor: string } } }>(PAGE, {
      variables: { feed: 'STAFF_PICKS' },
    });
    const second = await gateway.graphql<{ explorer: { edges: unknown[]; pageInfo: { hasNextPage: boolean } } }>(PAGE, {
      variables: { feed: 'STAFF_PICKS', after: first.data!.explorer.pageInfo.endCursor },
    });
    expect(asked()[1]).toEqual({
      method: 'GET',
      path: '/api/posts/staff-picks',
      query: {
        page: '1',
        limit: '14',
        exclude: FEED.slice(0, 14)
          .map((image) => image.postId)
          .join(','),
      },
    });
    expect(second.data!.explorer.edges).toHaveLength(6);
    expect(second.data!.explorer.pageInfo.hasNextPage).toBe(false);
  });

  it('fetches author fields the items lack in one by-ids call for the whole page', async () => {
    const answer = await gateway.graphql<{
      explorer: { edges: { node: { post: { author: { displayName: string } } } }[] };
    }>(`{ explorer { edges { node { post { author { displayName role professionalType } } } } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.explorer.edges[0]!.node.post.author).toEqual({
      displayName: 'Atelier Ruiz',
      role: 'PROFESSIONAL',
      professionalType: 'COMPANY',
    });
    expect(asked()).toEqual([
      { method: 'GET', path: '/api/posts/explorer', query: { page: '1', limit: '14' } },
      { method: 'GET', path: '/api/users/by-ids', query: { ids: [uuid(1), uuid(2), uuid(3)].join(',') } },
    ]);
  });
});

describe('nodes and viewer', () => {
  it('refetches users in one batch, in order, null for the unknown', async () => {
    const ids = [uuid(2), uuid(404), uuid(1)].map((id) => toGlobalId('User', id));
    const answer = await gateway.graphql(`query N($ids: [ID!]!) { nodes(ids: $ids) { ... on User { internalID } } }`, {
      variables: { ids },
    });
    expect(answer.data).toEqual({ nodes: [{ internalID: uuid(2) }, null, { internalID: uuid(1) }] });
    expect(asked()).toEqual([
      { method: 'GET', path: '/api/users/by-ids', query: { ids: [uuid(2), uuid(404), uuid(1)].join(',') } },
    ]);
  });

  it('refuses the id of a type that is not a node with BAD_USER_INPUT, without a call', async () => {
    const id = Buffer.from('Offer:1').toString('base64');
    const answer = await gateway.graphql(`query N($id: ID!) { node(id: $id) { id } }`, { variables: { id } });
    expect(answer.data).toEqual({ node: null });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stub.calls).toEqual([]);
  });

  it('sends the token to the profile call only; public calls go without it', async () => {
    const answer = await gateway.graphql(`{ viewer { username email } magazines { name price link } }`, {
      token: 'good',
    });
    expect(answer.data).toEqual({
      viewer: { username: 'yo', email: 'yo@example.com' },
      magazines: [{ name: 'Vogue', price: 12.5, link: null }],
    });
    const byPath = Object.fromEntries(stub.calls.map((call) => [call.path, call.authorization]));
    expect(byPath).toEqual({ '/api/users/profile': 'Bearer good', '/api/magazines': null });
  });

  it('shows the email of the viewer met as a node, not of others', async () => {
    const ids = [uuid(9), uuid(1)].map((id) => toGlobalId('User', id));
    const answer = await gateway.graphql(`query N($ids: [ID!]!) { nodes(ids: $ids) { ... on User { email } } }`, {
      variables: { ids },
      token: 'good',
    });
    expect(answer.data).toEqual({ nodes: [{ email: 'yo@example.com' }, { email: null }] });
  });
});

describe('blog', () => {
  it('reads a category through its REST path and slices it with offset cursors', async () => {
    const answer = await gateway.graphql<{
      articles: {
        edges: { node: { title: string; category: string; tags: string[] } }[];
        pageInfo: { hasNextPage: boolean };
        totalCount: number;
      };
    }>(
      `{ articles(category: FASHION, first: 1) { edges { node { title category tags } } pageInfo { hasNextPage } totalCount } }`,
    );
    expect(answer.data!.articles).toEqual({
      edges: [{ node: { title: 'Artículo 1', category: 'FASHION', tags: ['moda', 'verano'] } }],
      pageInfo: { hasNextPage: true },
      totalCount: 2,
    });
    expect(asked()).toEqual([{ method: 'GET', path: '/api/blog/category/fashion', query: {} }]);
  });

  it('reads an article by id, and related articles (same category first) from the list', async () => {
    const answer = await gateway.graphql(
      `query A($id: String!) { article(internalID: $id) { title relatedArticles(first: 2) { title } } }`,
      { variables: { id: uuid(501) } },
    );
    expect(answer.data).toEqual({
      article: { title: 'Artículo 1', relatedArticles: [{ title: 'Artículo 3' }, { title: 'Artículo 2' }] },
    });
    expect(asked().map((call) => call.path)).toEqual([`/api/blog/${uuid(501)}`, '/api/blog']);
  });

  it('primes the article loader from a list: nested articles cost no by-id call', async () => {
    const answer = await gateway.graphql(
      `{ articles(first: 2) { edges { node { relatedArticles(first: 1) { title relatedArticles(first: 1) { title } } } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(asked().map((call) => call.path)).toEqual(['/api/blog']);
  });

  it('answers null for an unknown article (REST 404), without an error', async () => {
    const answer = await gateway.graphql(`{ article(internalID: "nope") { title } }`);
    expect(answer).toEqual({ data: { article: null }, extensions: { upstreamCalls: 1 } });
  });
});

describe('mutations', () => {
  it('maps updateProfile enums back to REST values and returns the user', async () => {
    const answer = await gateway.graphql(
      `mutation { updateProfile(input: { role: CREATIVE, creativeType: GRADUATE, city: "Bilbao" }) { user { role creativeType city } userErrors { message } } }`,
      { token: 'good' },
    );
    expect(answer.data).toEqual({
      updateProfile: { user: { role: 'CREATIVE', creativeType: 'GRADUATE', city: 'Bilbao' }, userErrors: [] },
    });
    expect(stub.calls.map((call) => [call.method, call.path, call.body, call.authorization])).toEqual([
      ['PUT', '/api/users/profile', { role: 'Creativo', creativeType: 2, city: 'Bilbao' }, 'Bearer good'],
    ]);
  });

  it('turns wrong credentials into a userError with the api message', async () => {
    const answer = await gateway.graphql(
      `mutation { login(input: { email: "a@b.es", password: "x" }) { token viewer { id } message userErrors { field message } } }`,
    );
    expect(answer.data).toEqual({
      login: {
        token: null,
        viewer: null,
        message: null,
        userErrors: [{ field: null, message: 'Credenciales incorrectas' }],
      },
    });
  });
});
