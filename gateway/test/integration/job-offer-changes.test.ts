import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';

/**
 * Issue 17 through the graph against the real api (small seed): an edit of a public job offer
 * waits for review as `pendingChanges` while visitors keep seeing the approved version, and the
 * operator's approval, naming the revision seen, makes it the public one.
 */
let stack: Stack;
const tokens: Record<'operador' | 'empresa' | 'creativa', string> = { operador: '', empresa: '', creativa: '' };
beforeAll(async () => {
  stack = await startStack('small');
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[name] = await signIn(stack, `${name}@demo.es`);
  }
});
afterAll(() => stack?.close());

async function graph<T>(token: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  const answer = await stack.gateway.graphql<T>(query, { token, variables });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

interface Changes {
  revision: number;
  position: string;
  city: string;
  jobType: string;
  companyName: string;
}
interface Offer {
  id: string;
  internalID: string;
  position: string;
  city: string;
  status: string;
  revision: number;
  hasPendingChanges: boolean;
  changesRejectedAt: string | null;
  pendingChanges: Changes | null;
}

const OFFER = `id internalID position city status revision hasPendingChanges changesRejectedAt
  pendingChanges { revision position city jobType companyName }`;
const DETAIL = `query ($id: String!) { jobOffer(internalID: $id) { ${OFFER} } }`;
const BOARD = `query { jobOffers(first: 50) { edges { node { ${OFFER} } } } }`;
const MANAGED = `query { viewer { managedJobOffers(first: 50) { edges { node { ${OFFER} } } } } }`;
const QUEUE = `query { moderationQueue { pendingJobOffers(first: 50) { edges { node { ${OFFER} } } } } }`;
const UPDATE = `mutation ($input: UpdateJobOfferInput!) {
  updateJobOffer(input: $input) { offer { ${OFFER} } message userErrors { field message } }
}`;
const APPROVE = `mutation ($input: ModerateOfferInput!) {
  approveOffer(input: $input) { offerId message jobOffer { position } userErrors { message } }
}`;

type Edges = { edges: { node: Offer }[] };
const nodes = (list: Edges) => list.edges.map(({ node }) => node);

describe('an edit of a public job offer through the graph', () => {
  it('keeps the approved version public until the operator approves the revision they saw', async () => {
    const board = await graph<{ jobOffers: Edges }>(tokens.empresa, BOARD);
    const live = nodes(board.jobOffers).find(
      (offer) => offer.status === 'ACCEPTED' && offer.hasPendingChanges === false,
    );
    if (!live) throw new Error('the small seed has no public offer of the demo company');
    const original = live.position;

    const saved = await graph<{ updateJobOffer: { offer: Offer; message: string; userErrors: unknown[] } }>(
      tokens.empresa,
      UPDATE,
      { input: { offerId: live.id, offer: { position: 'Jefa de taller de confección', city: 'Zaragoza' } } },
    );
    expect(saved.updateJobOffer.userErrors).toEqual([]);
    expect(saved.updateJobOffer.message).toBe(
      'Cambios guardados. Tu oferta seguirá publicada tal como está hasta que revisemos los cambios.',
    );
    expect(saved.updateJobOffer.offer).toMatchObject({
      position: original,
      status: 'ACCEPTED',
      hasPendingChanges: true,
      pendingChanges: { position: 'Jefa de taller de confección', city: 'Zaragoza' },
    });
    const seen = saved.updateJobOffer.offer.revision;

    // A visitor: the approved version, and nothing of the edit.
    const visitor = await graph<{ jobOffer: Offer }>(undefined, DETAIL, { id: live.internalID });
    expect(visitor.jobOffer).toMatchObject({ position: original, hasPendingChanges: false, pendingChanges: null });
    const publicBoard = await graph<{ jobOffers: Edges }>(undefined, BOARD);
    expect(nodes(publicBoard.jobOffers).find((offer) => offer.id === live.id)).toMatchObject({ position: original });

    // The owner, from a public read (the detail) and from My Offers: live, with its changes waiting.
    const own = await graph<{ jobOffer: Offer }>(tokens.empresa, DETAIL, { id: live.internalID });
    expect(own.jobOffer).toMatchObject({
      status: 'ACCEPTED',
      hasPendingChanges: true,
      pendingChanges: { revision: seen, position: 'Jefa de taller de confección', companyName: expect.any(String) },
    });
    const managed = await graph<{ viewer: { managedJobOffers: Edges } }>(tokens.empresa, MANAGED);
    expect(nodes(managed.viewer.managedJobOffers).find((offer) => offer.id === live.id)).toMatchObject({
      status: 'ACCEPTED',
      hasPendingChanges: true,
    });

    // The operator's queue shows the new version; an approval naming an older revision is refused.
    const queue = await graph<{ moderationQueue: { pendingJobOffers: Edges } }>(tokens.operador, QUEUE);
    expect(nodes(queue.moderationQueue.pendingJobOffers).find((offer) => offer.id === live.id)).toMatchObject({
      revision: seen,
      pendingChanges: { position: 'Jefa de taller de confección' },
    });
    const stale = await graph<{ approveOffer: { userErrors: { message: string }[] } }>(tokens.operador, APPROVE, {
      input: { offerId: live.id, revision: seen - 1 },
    });
    expect(stale.approveOffer.userErrors).toEqual([
      { message: 'La oferta ha cambiado desde que la revisaste: revisa la nueva versión.' },
    ]);
    const approved = await graph<{ approveOffer: { message: string; jobOffer: { position: string } } }>(
      tokens.operador,
      APPROVE,
      { input: { offerId: live.id, revision: seen } },
    );
    expect(approved.approveOffer).toMatchObject({
      message: 'Cambios aprobados: la oferta publicada ya los muestra.',
      jobOffer: { position: 'Jefa de taller de confección' },
    });
    const after = await graph<{ jobOffer: Offer }>(undefined, DETAIL, { id: live.internalID });
    expect(after.jobOffer).toMatchObject({ position: 'Jefa de taller de confección', city: 'Zaragoza' });
  });
});

// Issue 18, point 12: an applicant reads the approved version of the offer they applied to, or
// that it was withdrawn; never an edit waiting for review, nor a hidden offer's content.
describe("an applicant's view of an offer through the graph", () => {
  const FORM = {
    position: 'Cortadora aprobada',
    jobType: 'FULL_TIME',
    locationType: 'ON_SITE',
    city: 'Elche',
    country: 'España',
    description: 'Corte de piel.',
    descriptionEmployer: 'Taller de calzado.',
    requiredProfile: 'Experiencia en corte.',
  };
  const CREATE = `mutation ($input: CreateJobOfferInput!) { createJobOffer(input: $input) { offer { ${OFFER} } } }`;
  const APPLY = `mutation ($input: ApplyToJobOfferInput!) { applyToJobOffer(input: $input) { userErrors { message } } }`;
  const DEACTIVATE = `mutation ($input: SetJobOfferStatusInput!) {
    setJobOfferStatus(input: $input) { userErrors { message } }
  }`;
  const APPLIED = `query { viewer { jobApplications(first: 50) { edges { node {
    id status offer { id position hasPendingChanges pendingChanges { position } }
  } } } } }`;
  type Applied = { id: string; offer: { id: string; position: string; pendingChanges: unknown } | null };
  const applied = async (offerId: string) => {
    const answer = await graph<{ viewer: { jobApplications: { edges: { node: Applied }[] } } }>(
      tokens.creativa,
      APPLIED,
    );
    return answer.viewer.jobApplications.edges.map(({ node }) => node).find((node) => node.offer?.id === offerId);
  };
  const NODE = `query ($id: ID!) { node(id: $id) { ... on Application { offer { id position } } } }`;

  it('shows the approved version while an edit waits, and the offer as withdrawn once deactivated', async () => {
    const created = await graph<{ createJobOffer: { offer: Offer } }>(tokens.empresa, CREATE, {
      input: { offer: FORM },
    });
    const offer = created.createJobOffer.offer;
    await graph(tokens.operador, APPROVE, { input: { offerId: offer.id, revision: offer.revision } });
    const apply = await graph<{ applyToJobOffer: { userErrors: unknown[] } }>(tokens.creativa, APPLY, {
      input: { offerId: offer.id },
    });
    expect(apply.applyToJobOffer.userErrors).toEqual([]);
    await graph(tokens.empresa, UPDATE, { input: { offerId: offer.id, offer: { position: 'Cortadora sin revisar' } } });

    const application = await applied(offer.id);
    expect(application?.offer).toEqual({
      id: offer.id,
      position: 'Cortadora aprobada',
      hasPendingChanges: false,
      pendingChanges: null,
    });

    await graph(tokens.empresa, DEACTIVATE, { input: { offerId: offer.id, status: 'CANCELLED' } });
    await graph(tokens.empresa, UPDATE, { input: { offerId: offer.id, offer: { position: 'Cortadora reescrita' } } });
    const list = await stack.gateway.graphql<{ viewer: { jobApplications: { edges: { node: Applied }[] } } }>(APPLIED, {
      token: tokens.creativa,
    });
    expect(list.errors).toBeUndefined();
    const withdrawn = list.data!.viewer.jobApplications.edges.find(({ node }) => node.id === application!.id)?.node;
    expect(withdrawn).toEqual({ id: application!.id, status: 'PENDING', offer: null });
    expect(JSON.stringify(list.data)).not.toContain('Cortadora');
    const refetched = await stack.gateway.graphql<{ node: { offer: unknown } }>(NODE, {
      token: tokens.creativa,
      variables: { id: application!.id },
    });
    expect(refetched.errors).toBeUndefined();
    expect(refetched.data?.node).toEqual({ offer: null });
  });
});
