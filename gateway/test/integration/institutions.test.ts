import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../support/gateway';
import { restGet, startStack, type Stack } from '../support/stack';

/**
 * The 'Estudiar moda' directory through the graph (spec part 2 §2 Fashion) against the real
 * api (small seed: 9 verified institutions, 4 public and 5 private): the filters as arguments
 * give what the api's list holds filtered by hand, the api applies them (the gateway's one REST
 * call carries them, recorded on the way), and the screen's query costs one REST call for 1
 * card as for all of them.
 */
const INSTITUTIONS = '/api/offers/educational/institutions';

let stack: Stack;
let recorder: Recorder;
let gateway: RunningGateway;
beforeAll(async () => {
  stack = await startStack('small');
  recorder = await startRecorder(stack.api.url);
  gateway = await startGateway({ apiUrl: recorder.url });
});
afterAll(async () => {
  await gateway?.close();
  await recorder?.close();
  await stack?.close();
});

interface Recorder {
  url: string;
  /** Path and query of every request passed on, in order. */
  asked: URL[];
  close(): Promise<void>;
}

/** A pass-through in front of the real api that notes what the gateway asks of it. */
async function startRecorder(apiUrl: string): Promise<Recorder> {
  const asked: URL[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', apiUrl);
    asked.push(url);
    const forward = request(url, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The directory calls the gateway made, each as its query parameters. */
const directoryCalls = () =>
  recorder.asked.filter((url) => url.pathname === INSTITUTIONS).map((url) => Object.fromEntries(url.searchParams));

interface Card {
  internalID: string;
  name: string;
  logoUrl: string | null;
  professionalTitle: string | null;
  city: string | null;
  country: string | null;
  centerType: 'PUBLIC' | 'PRIVATE';
  tags: string[];
  website: string | null;
  user: { id: string; username: string; displayName: string } | null;
}
interface Directory {
  institutions: {
    totalCount: number;
    edges: { node: Card }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const DIRECTORY = /* GraphQL */ `
  query Directory(
    $first: Int
    $search: String
    $country: String
    $city: String
    $centerType: CenterType
    $educationLevel: EducationLevel
    $modality: StudyModality
    $category: StudyCategory
    $after: String
  ) {
    institutions(
      first: $first
      after: $after
      search: $search
      country: $country
      city: $city
      centerType: $centerType
      educationLevel: $educationLevel
      modality: $modality
      category: $category
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          internalID
          name
          logoUrl
          professionalTitle
          city
          country
          centerType
          tags
          website
          user {
            id
            username
            displayName
          }
        }
      }
    }
  }
`;

interface RestInstitution {
  _id: string;
  name: string;
  location: { city: string; country: string };
  type: 'public' | 'private';
  programs: { educationType: string; modality: string; category: string }[];
}

/** The directory as the graph answers it, its REST calls, and the query of each directory call among them. */
async function directory(variables: Record<string, unknown>) {
  recorder.asked.length = 0;
  const answer = await gateway.graphql<Directory>(DIRECTORY, { variables });
  expect(answer.errors).toBeUndefined();
  return { data: answer.data!.institutions, calls: answer.extensions!.upstreamCalls!, asked: directoryCalls() };
}

async function restAll(): Promise<RestInstitution[]> {
  return (await restGet<{ institutions: RestInstitution[] }>(stack.api.url, INSTITUTIONS)).institutions;
}

const ids = (cards: { edges: { node: Card }[] }) => cards.edges.map(({ node }) => node.internalID).sort();
const restIds = (items: RestInstitution[]) => items.map((item) => item._id).sort();

describe('Query.institutions', () => {
  it('answers every card field in one REST call, for 1 card as for all', async () => {
    const one = await directory({ first: 1 });
    const all = await directory({ first: 50 });
    expect(one.data.edges).toHaveLength(1);
    expect(one.data.totalCount).toBe(9);
    expect(all.data.edges).toHaveLength(9);
    // The list, and one batched read of the accounts for what the list does not carry (displayName).
    expect(one.calls).toBe(2);
    expect(all.calls).toBe(one.calls);
    expect(one.asked).toEqual([{ page: '1', limit: '1' }]);
    expect(all.asked).toEqual([{ page: '1', limit: '50' }]);
    const card = all.data.edges.find(({ node }) => node.user?.username === 'institucion')!.node;
    expect(card.name).toBeTruthy();
    expect(card.tags.length).toBeGreaterThan(0);
  });

  it('filters on the server as the api list filtered by hand', async () => {
    const rest = await restAll();
    const privateOnes = await directory({ centerType: 'PRIVATE' });
    expect(ids(privateOnes.data)).toEqual(restIds(rest.filter((item) => item.type === 'private')));
    expect(privateOnes.data.totalCount).toBe(5);
    expect(privateOnes.data.edges.every(({ node }) => node.centerType === 'PRIVATE')).toBe(true);

    const city = rest[0]!.location.city;
    const inCity = await directory({ city: city.toUpperCase() });
    expect(ids(inCity.data)).toEqual(restIds(rest.filter((item) => item.location.city === city)));
    const searched = await directory({ search: city.slice(0, 4).toLowerCase() });
    expect(ids(searched.data)).toEqual(expect.arrayContaining(ids(inCity.data)));

    const masters = await directory({ educationLevel: 'MASTER', modality: 'ONLINE' });
    const expected = rest.filter(
      (item) =>
        item.programs.some((p) => p.educationType === 'Máster') && item.programs.some((p) => p.modality === 'Online'),
    );
    expect(ids(masters.data)).toEqual(restIds(expected));
    const photography = await directory({ category: 'PHOTOGRAPHY' });
    expect(ids(photography.data)).toEqual(
      restIds(rest.filter((item) => item.programs.some((p) => p.category === 'Fotografía'))),
    );
    expect((await directory({ educationLevel: 'DOCTORATE' })).data.totalCount).toBe(0);
    expect(privateOnes.calls).toBe(2);
    // Each answer is the api's: one call, filtered there.
    expect(privateOnes.asked).toEqual([{ type: 'private', page: '1', limit: '20' }]);
    expect(masters.asked).toEqual([{ level: 'Máster o posgrado', modality: 'Online', page: '1', limit: '20' }]);
    expect(photography.asked).toEqual([{ category: 'Fotografía', page: '1', limit: '20' }]);
  });

  it('passes every argument to the api in its words, blanks left out', async () => {
    const answer = await directory({
      first: 5,
      search: '  mediterraneo ',
      country: 'ESPAÑA',
      city: ' ',
      centerType: 'PRIVATE',
      educationLevel: 'DEGREE',
      modality: 'ON_SITE',
      category: 'FASHION',
    });
    expect(answer.asked).toEqual([
      {
        search: 'mediterraneo',
        country: 'ESPAÑA',
        type: 'private',
        level: 'Grado o licenciatura',
        modality: 'Presencial',
        category: 'Moda',
        page: '1',
        limit: '5',
      },
    ]);
    // The small seed's 'Escuela de Moda del Mediterráneo' (Málaga, private) teaches a public Grado in Moda, on site.
    const school = (await restAll()).find((item) => item.name === 'Escuela de Moda del Mediterráneo')!;
    expect(ids(answer.data)).toEqual([school._id]);
  });

  it("costs one REST call with the card's fields (the account's username, carried by the list)", async () => {
    const answer = await gateway.graphql(
      '{ institutions(first: 50) { totalCount edges { node { name logoUrl city country centerType tags website user { username } } } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions!.upstreamCalls).toBe(1);
  });

  it("pages with first/after over the api's pages and keeps the count", async () => {
    const rest = await restAll();
    const pages = [];
    let after: string | null = null;
    do {
      const page = await directory({ first: 4, after });
      expect(page.data.totalCount).toBe(9);
      expect(page.asked).toEqual([{ page: String(pages.length + 1), limit: '4' }]);
      pages.push(page.data.edges.map(({ node }) => node.internalID));
      after = page.data.pageInfo.hasNextPage ? page.data.pageInfo.endCursor : null;
    } while (after);
    expect(pages.map((page) => page.length)).toEqual([4, 4, 1]);
    expect(pages.flat()).toEqual(rest.map((item) => item._id));

    const privatePage = await directory({ first: 2, after: null, centerType: 'PRIVATE' });
    const next = await directory({ first: 2, after: privatePage.data.pageInfo.endCursor, centerType: 'PRIVATE' });
    expect(next.asked).toEqual([{ type: 'private', page: '2', limit: '2' }]);
    expect(next.data.totalCount).toBe(5);
    const privateIds = rest.filter((item) => item.type === 'private').map((item) => item._id);
    expect([...privatePage.data.edges, ...next.data.edges].map(({ node }) => node.internalID)).toEqual(
      privateIds.slice(0, 4),
    );
  });

  it("costs the same REST calls for the screen's query of 1 institution as of all 9", async () => {
    // The fields the web's FashionPageQuery asks (web/src/features/fashion).
    const screen = (first: number) =>
      gateway.graphql<Directory>(`{ institutions(first: ${first}) { totalCount edges { cursor node { internalID name logoUrl
        professionalTitle city country centerType tags website user { id username } } } pageInfo { hasNextPage endCursor } } }`);
    const one = await screen(1);
    const nine = await screen(20);
    expect(one.errors).toBeUndefined();
    expect(nine.data!.institutions.edges).toHaveLength(9);
    console.info(
      `Estudiar moda: ${one.extensions!.upstreamCalls} upstream call for 1 institution, ${nine.extensions!.upstreamCalls} for 9`,
    );
    expect(one.extensions!.upstreamCalls).toBe(1);
    expect(nine.extensions!.upstreamCalls).toBe(1);
  });
});
