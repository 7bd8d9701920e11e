import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';
import { webOperation } from '../support/web-operations';

/**
 * What an offer's candidates panel on My Offers costs upstream, run with the web app's own
 * operations (the Relay artifacts) against the real api (full seed): a page of candidates
 * with their portfolios (latest posts, CV, portfolio PDF) and the filters' counts costs
 * the same few calls for 1 candidate as for a full page (20; the seed's busiest offer has
 * fewer), and the filters are the server's.
 */
let stack: Stack;
let token = '';
beforeAll(async () => {
  stack = await startStack('full');
  token = await signIn(stack, 'empresa@demo.es');
});
afterAll(() => stack?.close());

interface Candidate {
  id: string;
  status: string;
  applicant: { posts: { edges: { node: { id: string } }[] } | null };
}

interface PanelOffer {
  id: string;
  applicationsCount: number;
  selected: { totalCount: number };
  discarded: { totalCount: number };
  applications: { edges: { node: Candidate }[]; pageInfo: { hasNextPage: boolean } };
}

async function run<D>(name: string, variables: Record<string, unknown>) {
  const answer = await stack.gateway.graphql<D>(webOperation(name), { variables, token });
  expect(answer.errors, name).toBeUndefined();
  return { data: answer.data!, calls: answer.extensions!.upstreamCalls! };
}

/** The company's offer with the most candidates, as My Offers lists it. */
async function busiestOffer(): Promise<{ internalID: string; applicationsCount: number }> {
  const answer = await stack.gateway.graphql<{
    viewer: { managedJobOffers: { edges: { node: { internalID: string; applicationsCount: number } }[] } };
  }>(`{ viewer { managedJobOffers(first: 50) { edges { node { internalID applicationsCount } } } } }`, { token });
  const offers = answer.data!.viewer.managedJobOffers.edges.map(({ node }) => node);
  return offers.reduce((most, each) => (each.applicationsCount > most.applicationsCount ? each : most));
}

describe("an offer's candidates panel (My Offers, company view)", () => {
  let offer: { internalID: string; applicationsCount: number };
  let opened: { data: { jobOffer: PanelOffer }; calls: number };
  beforeAll(async () => {
    offer = await busiestOffer();
    opened = await run<{ jobOffer: PanelOffer }>('CandidatesPanelQuery', { internalID: offer.internalID });
  });

  it('opens with one query holding the candidates and their portfolios, within the graph limits', () => {
    const { jobOffer } = opened.data;
    expect(offer.applicationsCount).toBeGreaterThan(1);
    expect(jobOffer.applications.edges).toHaveLength(Math.min(20, offer.applicationsCount));
    expect(jobOffer.applications.edges.some(({ node }) => (node.applicant.posts?.edges.length ?? 0) > 0)).toBe(true);
    console.info(
      `Candidates panel (CandidatesPanelQuery) for the offer with most candidates (${offer.applicationsCount}): ${opened.calls} upstream calls`,
    );
  });

  it('costs the same for a page of 1 candidate as for a full page, portfolios included', async () => {
    const { internalID } = offer;
    const openedWithOne = await run<{ jobOffer: PanelOffer }>('CandidatesPanelQuery', { internalID, count: 1 });
    expect(openedWithOne.data.jobOffer.applications.edges).toHaveLength(1);
    expect(opened.calls).toBe(openedWithOne.calls);
    expect(opened.calls).toBeLessThanOrEqual(3);

    // The next pages and the filters: the offer refetched as a node.
    const id = opened.data.jobOffer.id;
    const one = await run<{ node: PanelOffer }>('CandidatesPanelPaginationQuery', { id, count: 1 });
    const many = await run<{ node: PanelOffer }>('CandidatesPanelPaginationQuery', { id, count: 20 });
    expect(one.data.node.applications.edges).toHaveLength(1);
    expect(many.data.node.applications.edges).toHaveLength(Math.min(20, offer.applicationsCount));
    expect(many.calls).toBe(one.calls);
    console.info(
      `Candidates panel: opening ${openedWithOne.calls} upstream calls for 1 candidate, ${opened.calls} for ${opened.data.jobOffer.applications.edges.length}; ` +
        `next page / filter ${one.calls} for 1, ${many.calls} for ${many.data.node.applications.edges.length}`,
    );
  });

  it("filters 'Seleccionados' and 'Descartados' on the server, with its counts", async () => {
    const { id, applicationsCount, selected, discarded } = opened.data.jobOffer;
    expect(applicationsCount).toBe(offer.applicationsCount);
    for (const [status, counted] of [
      ['ACCEPTED', selected.totalCount],
      ['REJECTED', discarded.totalCount],
      ['PENDING', applicationsCount - selected.totalCount - discarded.totalCount],
    ] as const) {
      const page = await run<{ node: PanelOffer }>('CandidatesPanelPaginationQuery', { id, status, count: 20 });
      const statuses = page.data.node.applications.edges.map(({ node }) => node.status);
      expect(statuses, status).toEqual(Array.from({ length: Math.min(20, counted) }, () => status));
    }
  });
});
