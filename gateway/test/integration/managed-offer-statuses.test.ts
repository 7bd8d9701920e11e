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
