import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restGet, startStack, type Stack } from '../support/stack';

/**
 * The 'Estudiar moda' directory through the graph (spec part 2 §2 Fashion) against the real
 * api (small seed: 9 verified institutions, 4 public and 5 private): the filters as arguments
 * give what the api's list holds filtered by hand, and the screen's query costs one REST call
 * for 1 card as for all of them.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('small');
});
afterAll(() => stack?.close());

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
  institutions: { totalCount: number; edges: { node: Card }[]; pageInfo: { hasNextPage: boolean } };
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
  ) {
    institutions(
      first: $first
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

async function directory(variables: Record<string, unknown>) {
  const answer = await stack.gateway.graphql<Directory>(DIRECTORY, { variables });
  expect(answer.errors).toBeUndefined();
  return { data: answer.data!.institutions, calls: answer.extensions!.upstreamCalls! };
}

async function restAll(): Promise<RestInstitution[]> {
  return (await restGet<{ institutions: RestInstitution[] }>(stack.api.url, '/api/offers/educational/institutions'))
    .institutions;
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
  });

  it("costs one REST call with the card's fields (the account's username, carried by the list)", async () => {
    const answer = await stack.gateway.graphql(
      '{ institutions(first: 50) { totalCount edges { node { name logoUrl city country centerType tags website user { username } } } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions!.upstreamCalls).toBe(1);
  });

  it('pages with first/after and keeps the count', async () => {
    const first = await directory({ first: 4 });
    expect(first.data.pageInfo.hasNextPage).toBe(true);
    expect(first.data.totalCount).toBe(9);
  });
});
