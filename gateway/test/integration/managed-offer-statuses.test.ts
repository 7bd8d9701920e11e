import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';

/**
 * My Offers' 'Inactivas' of a company (issue 11): `managedJobOffers(statuses:)` answers the
 * offers in any of several states (deactivated and rejected), in one upstream list call, against
 * the real api with the full seed.
 */
let stack: Stack;
let token = '';
beforeAll(async () => {
  stack = await startStack('full');
  token = await signIn(stack, 'empresa@demo.es');
  // One offer deactivated by the company and one rejected by the operator, whatever the seed holds.
  const [first, second] = (await managed({ status: 'ACCEPTED' })).offers.edges.map(({ node }) => node.id);
  await mutate(token, 'setJobOfferStatus(input: { offerId: $id, status: CANCELLED })', first!);
  await mutate(await signIn(stack, 'operador@demo.es'), 'rejectOffer(input: { offerId: $id })', second!);
});
afterAll(() => stack?.close());

type Managed = {
  viewer: {
    managedJobOffers: { totalCount: number; edges: { node: { id: string; internalID: string; status: string } }[] };
  };
};

const MANAGED = /* GraphQL */ `
  query Managed($status: JobOfferStatus, $statuses: [JobOfferStatus!]) {
    viewer {
      managedJobOffers(status: $status, statuses: $statuses, first: 50) {
        totalCount
        edges {
          node {
            id
            internalID
            status
          }
        }
      }
    }
  }
`;

async function managed(variables: Record<string, unknown>) {
  const answer = await stack.gateway.graphql<Managed>(MANAGED, { variables, token });
  expect(answer.errors).toBeUndefined();
  return { offers: answer.data!.viewer.managedJobOffers, calls: answer.extensions!.upstreamCalls! };
}

async function mutate(as: string, field: string, id: string) {
  const query = `mutation ($id: ID!) { ${field} { userErrors { message } } }`;
  const answer = await stack.gateway.graphql<Record<string, { userErrors: unknown[] }>>(query, {
    variables: { id },
    token: as,
  });
  expect(answer.errors).toBeUndefined();
  expect(Object.values(answer.data!)[0]!.userErrors).toEqual([]);
}

const idsOf = ({ edges }: Managed['viewer']['managedJobOffers']) => edges.map(({ node }) => node.internalID).sort();

describe('managedJobOffers(statuses:)', () => {
  it('answers the offers of every state listed, the union of each alone', async () => {
    const cancelled = await managed({ status: 'CANCELLED' });
    const rejected = await managed({ status: 'REJECTED' });
    expect(cancelled.offers.totalCount).toBeGreaterThan(0);
    expect(rejected.offers.totalCount).toBeGreaterThan(0);

    const inactive = await managed({ statuses: ['CANCELLED', 'REJECTED'] });
    expect(new Set(inactive.offers.edges.map(({ node }) => node.status))).toEqual(new Set(['CANCELLED', 'REJECTED']));
    expect(inactive.offers.totalCount).toBe(cancelled.offers.totalCount + rejected.offers.totalCount);
    expect(idsOf(inactive.offers)).toEqual([...idsOf(cancelled.offers), ...idsOf(rejected.offers)].sort());
    // One list call, as for one status.
    expect(inactive.calls).toBe(cancelled.calls);
  });

  it('wins over status, and one state in the list reads as status does', async () => {
    const accepted = await managed({ status: 'ACCEPTED' });
    expect(idsOf((await managed({ status: 'CANCELLED', statuses: ['ACCEPTED'] })).offers)).toEqual(
      idsOf(accepted.offers),
    );
    const every = await managed({});
    expect((await managed({ statuses: [] })).offers.totalCount).toBe(every.offers.totalCount);
  });
});

const COUNTS = /* GraphQL */ `
  fragment Counts on User {
    active: managedJobOffers(statuses: [ACCEPTED], first: 1) {
      totalCount
    }
    inactive: managedJobOffers(statuses: [CANCELLED, REJECTED], first: 1) {
      totalCount
    }
  }
`;
type Counts = { active: { totalCount: number }; inactive: { totalCount: number } };

describe("My Offers' counts", () => {
  it('a list and its count beside it cost the calls of the list alone', async () => {
    const both = await stack.gateway.graphql<{ viewer: Counts & Managed['viewer'] }>(
      `query { viewer { ...Counts managedJobOffers(statuses: [ACCEPTED], first: 20) { totalCount } } } ${COUNTS}`,
      { token },
    );
    const alone = await managed({ statuses: ['ACCEPTED'] });
    expect(both.data!.viewer.active.totalCount).toBe(alone.offers.totalCount);
    // The inactive count is another list: one call more.
    expect(both.extensions!.upstreamCalls).toBe(alone.calls + 1);
  });

  it("deactivating an offer answers every filter's count as it now is", async () => {
    const before = await managed({ statuses: ['ACCEPTED'] });
    const inactiveBefore = (await managed({ statuses: ['CANCELLED', 'REJECTED'] })).offers.totalCount;
    const answer = await stack.gateway.graphql<{ setJobOfferStatus: { viewer: Counts } }>(
      `mutation ($id: ID!) { setJobOfferStatus(input: { offerId: $id, status: CANCELLED }) { viewer { ...Counts } } } ${COUNTS}`,
      { variables: { id: before.offers.edges[0]!.node.id }, token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.setJobOfferStatus.viewer).toEqual({
      active: { totalCount: before.offers.totalCount - 1 },
      inactive: { totalCount: inactiveBefore + 1 },
    });
  });
});
