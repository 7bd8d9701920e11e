import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestSearch } from '../../src/domains/search/rest';
import { toGlobalId } from '../../src/relay/ids';
import { restGet, startStack, type Stack } from '../support/stack';
import { webOperation } from '../support/web-operations';

/**
 * The header search through the graph (spec part 1 §2, §5, §9) against the real api (full
 * seed): one REST call for the dropdown and for each tab of the full view, the groups' counts,
 * paging within a group, anonymous visitors, and the offers found refetched as nodes.
 */
let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack('full');
  const login = await stack.gateway.graphql<{ login: { token: string } }>(
    `mutation { login(input: { email: "creativa@demo.es", password: "Demo1234!" }) { token } }`,
  );
  token = login.data!.login.token;
});
afterAll(() => stack?.close());

type Edges<N> = {
  totalCount: number;
  edges: { cursor: string; node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};
interface Found {
  search: {
    query: string;
    users: Edges<{ id: string; username: string; displayName: string }>;
    posts: Edges<{ id: string; internalID: string; title: string; description: string | null }>;
    jobOffers: Edges<{ id: string; internalID: string; position: string; companyName: string }>;
    educationalOffers: Edges<{ id: string; internalID: string; programName: string; institutionName: string }>;
  } | null;
}

const group = (name: string, first: number) => /* GraphQL */ `
  ${name}(first: ${first}) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ...${name} } } }`;

const FRAGMENTS = {
  users: 'fragment users on User { id username displayName profilePicture }',
  posts: 'fragment posts on Post { id internalID title description mainImage { url srcSet width height } }',
  jobOffers:
    'fragment jobOffers on JobOffer { id internalID position companyName city companyLogo jobType jobDescription: description }',
  educationalOffers:
    'fragment educationalOffers on EducationalOffer { id internalID programName institutionName city description banner { url srcSet } }',
};

/** The fragments a query names, and no other (GraphQL refuses unused ones). */
const fragments = (...names: (keyof typeof FRAGMENTS)[]) => names.map((name) => FRAGMENTS[name]).join('\n');

/** A search selecting each group at a size: the dropdown's (3, 3, 2, 2), a tab's. */
function searchQuery(sizes: { users: number; posts: number; jobOffers: number; educationalOffers: number }): string {
  const groups = Object.entries(sizes).map(([name, first]) => group(name, first));
  return `query Search($query: String!) { search(query: $query) { query ${groups.join(' ')} } } ${fragments('users', 'posts', 'jobOffers', 'educationalOffers')}`;
}

const DROPDOWN = { users: 3, posts: 3, jobOffers: 2, educationalOffers: 2 };
/** The full view: 'Todos' shows a few of each group, a group's tab its 50 best and the others' counts. */
const TABS = {
  Todos: { users: 6, posts: 6, jobOffers: 6, educationalOffers: 6 },
  Usuarios: { users: 50, posts: 1, jobOffers: 1, educationalOffers: 1 },
  Publicaciones: { users: 1, posts: 50, jobOffers: 1, educationalOffers: 1 },
  'Ofertas de trabajo': { users: 1, posts: 1, jobOffers: 50, educationalOffers: 1 },
  'Oportunidades educativas': { users: 1, posts: 1, jobOffers: 1, educationalOffers: 50 },
};

async function search(sizes: typeof DROPDOWN, query: string, options: { token?: string } = {}) {
  return stack.gateway.graphql<Found>(searchQuery(sizes), { variables: { query }, ...options });
}

async function restPost<T>(path: string, body: object, bearer?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await fetch(stack.api.url + path, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const rest = (query: string) => restGet<RestSearch>(stack.api.url, `/api/users/search?query=${query}&limit=50`);

describe('search', () => {
  it('answers the dropdown (3 users, 3 posts, 2 job offers, 2 educational offers and every count) with 1 REST call', async () => {
    const answer = await search(DROPDOWN, '  ma ', { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBe(1);
    const found = answer.data!.search!;
    const expected = await rest('ma');
    expect(found.query).toBe('ma');
    expect(found.users.edges.map((edge) => edge.node.username)).toEqual(
      expected.users.slice(0, 3).map((u) => u.username),
    );
    expect(found.posts.edges.map((edge) => edge.node.internalID)).toEqual(expected.posts.slice(0, 3).map((p) => p._id));
    expect(found.jobOffers.edges.map((edge) => edge.node.internalID)).toEqual(
      expected.offers.slice(0, 2).map((o) => o._id),
    );
    expect(found.educationalOffers.edges.map((edge) => edge.node.internalID)).toEqual(
      expected.educationalOffers.slice(0, 2).map((o) => o._id),
    );
    expect({
      users: found.users.totalCount,
      posts: found.posts.totalCount,
      offers: found.jobOffers.totalCount,
      educationalOffers: found.educationalOffers.totalCount,
    }).toEqual(expected.totals);
    // 'ma' finds more than the dropdown shows in every group: each has its '+N más'.
    expect(found.users.totalCount).toBeGreaterThan(3);
    expect(found.educationalOffers.totalCount).toBeGreaterThan(2);
  });

  const webSearches: [what: string, operation: string, sizes: Record<string, number>][] = [
    ['the dropdown', 'SearchDropdownQuery', {}],
    ...Object.entries(TABS).map(([tab, sizes]): [string, string, Record<string, number>] => [
      `the ${tab} tab`,
      'SearchViewResultsQuery',
      sizes,
    ]),
  ];
  it.each(webSearches)("costs 1 REST call with the web app's own operation: %s", async (_what, name, sizes) => {
    const answer = await stack.gateway.graphql(webOperation(name), { variables: { query: 'ma', ...sizes }, token });
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBe(1);
  });

  it.each(Object.entries(TABS))('answers the %s tab with 1 REST call', async (_tab, sizes) => {
    const answer = await search(sizes, 'mo', { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBe(1);
    const found = answer.data!.search!;
    const expected = await rest('mo');
    expect(found.posts.edges).toHaveLength(Math.min(sizes.posts, expected.totals.posts, 50));
    expect(found.posts.totalCount).toBe(expected.totals.posts);
  });

  it('pages a group within its 50 best matches, in the api order', async () => {
    const expected = (await rest('de')).posts.map((post) => post._id);
    expect(expected).toHaveLength(50);
    const ids: string[] = [];
    let after: string | null = null;
    let calls = 0;
    for (;;) {
      const answer: Awaited<ReturnType<typeof stack.gateway.graphql<Found>>> = await stack.gateway.graphql<Found>(
        `query Page($after: String) { search(query: "de") { posts(first: 20, after: $after) {
          totalCount pageInfo { hasNextPage endCursor } edges { node { internalID } } } } }`,
        { variables: { after } },
      );
      calls += 1;
      expect(answer.errors).toBeUndefined();
      const posts = answer.data!.search!.posts;
      ids.push(...posts.edges.map((edge) => edge.node.internalID));
      if (!posts.pageInfo.hasNextPage) break;
      after = posts.pageInfo.endCursor;
    }
    expect(calls).toBe(3);
    expect(ids).toEqual(expected);
  });

  it('lets anonymous visitors search the same public results, and a stale token too', async () => {
    const signedIn = await search(DROPDOWN, 'ma', { token });
    for (const options of [{}, { token: 'caducado' }]) {
      const anonymous = await search(DROPDOWN, 'ma', options);
      expect(anonymous.errors).toBeUndefined();
      expect(anonymous.extensions?.upstreamCalls).toBe(1);
      expect(anonymous.data).toEqual(signedIn.data);
    }
  });

  it('refuses fewer than 2 characters after trimming without asking the api', async () => {
    for (const query of ['', ' m ', '   ']) {
      const answer = await search(DROPDOWN, query);
      expect(answer.data).toEqual({ search: null });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'La búsqueda debe tener al menos 2 caracteres.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(answer.extensions?.upstreamCalls).toBe(0);
    }
  });

  it('answers empty groups with zero counts when nothing matches', async () => {
    const answer = await search(DROPDOWN, 'zzqxw');
    expect(answer.errors).toBeUndefined();
    const found = answer.data!.search!;
    for (const name of ['users', 'posts', 'jobOffers', 'educationalOffers'] as const) {
      expect(found[name]).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
    }
  });
});

const OFFER_NODES = /* GraphQL */ `
  query OfferNodes($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      id
      ... on JobOffer {
        ...jobOffers
        locationType
        publicationDate
        isExpired
        country
        publisher {
          id
          username
        }
      }
      ... on EducationalOffer {
        ...educationalOffers
        modality
        publicationDate
        country
        institution {
          id
          username
        }
      }
    }
  }
  ${fragments('jobOffers', 'educationalOffers')}
`;

type OfferNode = { __typename: string; id: string } & Record<string, unknown>;

describe('JobOffer and EducationalOffer nodes', () => {
  it('refetches the offers a search found with node(id:), equal to what the search said', async () => {
    const found = (await search(DROPDOWN, 'ma')).data!.search!;
    for (const edge of [...found.jobOffers.edges, ...found.educationalOffers.edges]) {
      const answer = await stack.gateway.graphql<{ node: Record<string, unknown> }>(
        `query Node($id: ID!) { node(id: $id) { __typename ...jobOffers ...educationalOffers } } ${fragments('jobOffers', 'educationalOffers')}`,
        { variables: { id: edge.node.id } },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.extensions?.upstreamCalls).toBe(1);
      expect(answer.data!.node).toMatchObject(edge.node);
    }
  });

  it('refetches many offers of each kind with one by-ids call per kind', async () => {
    const found = (await search({ users: 1, posts: 1, jobOffers: 14, educationalOffers: 14 }, 'mo')).data!.search!;
    const ids = [...found.jobOffers.edges, ...found.educationalOffers.edges].map((edge) => edge.node.id);
    expect(ids.length).toBeGreaterThan(20);
    const answer = await stack.gateway.graphql<{ nodes: OfferNode[] }>(OFFER_NODES, { variables: { ids } });
    expect(answer.errors).toBeUndefined();
    // GET /api/offers/by-ids and GET /api/offers/educational/by-ids; the publishers need no call.
    expect(answer.extensions?.upstreamCalls).toBe(2);
    expect(answer.data!.nodes.map((node) => node.id)).toEqual(ids);
    const job = answer.data!.nodes.find((node) => node.__typename === 'JobOffer')!;
    expect(job).toMatchObject({ jobType: expect.any(String), locationType: expect.any(String), isExpired: false });
    const educational = answer.data!.nodes.find((node) => node.__typename === 'EducationalOffer')!;
    expect(educational.modality).toMatch(/^(ON_SITE|ONLINE|HYBRID)$/);
  });

  it('answers null for an offer that does not exist, or is not public to anyone but its publisher', async () => {
    const company = await restPost<{ token: string }>('/api/auth/login', {
      email: 'empresa@demo.es',
      password: 'Demo1234!',
    });
    const { offer } = await restPost<{ offer: { _id: string; status: string } }>(
      '/api/offers/create',
      {
        position: 'Patronista en revisión',
        city: 'Madrid',
        country: 'España',
        descriptionEmployer: 'Taller de prueba.',
        description: 'Una oferta que aún no se ha aprobado.',
        requiredProfile: 'Oficio.',
      },
      company.token,
    );
    expect(offer.status).toBe('pending');
    const ids = [
      toGlobalId('JobOffer', offer._id),
      toGlobalId('JobOffer', '00000000-0000-4000-8000-000000000000'),
      toGlobalId('EducationalOffer', '00000000-0000-4000-8000-000000000000'),
    ];
    for (const id of ids) {
      const answer = await stack.gateway.graphql(`query N($id: ID!) { node(id: $id) { id } }`, {
        variables: { id },
        token: company.token,
      });
      // Since issue 11 the publisher refetches its own offer awaiting review (My Offers); no one else does.
      expect(answer).toMatchObject({ data: { node: id === ids[0] ? { id } : null } });
      expect(answer.errors).toBeUndefined();
    }
    const anonymous = await stack.gateway.graphql(`query N($id: ID!) { node(id: $id) { id } }`, {
      variables: { id: ids[0] },
    });
    expect(anonymous).toMatchObject({ data: { node: null } });
  });
});
