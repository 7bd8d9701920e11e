import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';

/**
 * Moderation through the graph (issue 11) against the real api (small seed): who sees the
 * queue, what it holds, and the operator's decisions landing in the public lists.
 */
let stack: Stack;
const tokens: Record<'operador' | 'creativa' | 'empresa', string> = { operador: '', creativa: '', empresa: '' };
beforeAll(async () => {
  stack = await startStack('small');
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[name] = await signIn(stack, `${name}@demo.es`);
  }
});
afterAll(() => stack?.close());

type UserErrors = { field: string | null; message: string }[];
interface Edge<N> {
  node: N;
}
interface Queue {
  pendingJobOffers: {
    totalCount: number;
    edges: Edge<{
      id: string;
      internalID: string;
      revision: number;
      position: string;
      status: string;
      description: string;
    }>[];
  };
  pendingEducationalOffers: { totalCount: number; edges: Edge<{ id: string; programName: string }>[] };
  unverifiedProfessionals: {
    totalCount: number;
    edges: (Edge<{ id: string; username: string; isVerifiedProfessional: boolean }> & { email: string })[];
  };
}

const QUEUE = /* GraphQL */ `
  query Queue {
    viewer {
      isOperator
    }
    moderationQueue {
      pendingJobOffers(first: 50) {
        totalCount
        edges {
          node {
            id
            internalID
            revision
            position
            description
            status
            createdAt
            publisher {
              username
            }
          }
        }
      }
      pendingEducationalOffers(first: 50) {
        totalCount
        edges {
          node {
            id
            programName
            institution {
              username
            }
          }
        }
      }
      unverifiedProfessionals(first: 50) {
        totalCount
        edges {
          email
          node {
            id
            username
            isVerifiedProfessional
            displayName
            companyName
            professionalType
            bio
          }
        }
      }
    }
  }
`;

const DECIDE = /* GraphQL */ `
  mutation Decide($id: ID!, $approve: Boolean!, $revision: Int) {
    approveOffer(input: { offerId: $id, revision: $revision }) @include(if: $approve) {
      offerId
      message
      jobOffer {
        internalID
        status
      }
      userErrors {
        field
        message
      }
    }
    rejectOffer(input: { offerId: $id, revision: $revision }) @skip(if: $approve) {
      offerId
      message
      userErrors {
        field
        message
      }
    }
  }
`;

const VERIFY = /* GraphQL */ `
  mutation Verify($id: ID!) {
    verifyProfessional(input: { userId: $id }) {
      message
      user {
        username
        isVerifiedProfessional
      }
      userErrors {
        message
      }
    }
  }
`;

type QueueAnswer = { viewer: { isOperator: boolean } | null; moderationQueue: Queue | null };
const readQueue = (token?: string) => stack.gateway.graphql<QueueAnswer>(QUEUE, { token });

describe('who sees the moderation queue', () => {
  it('is null for anonymous visitors and for accounts that are not operators', async () => {
    const anonymous = await readQueue();
    expect(anonymous.data).toEqual({ viewer: null, moderationQueue: null });
    for (const token of [tokens.creativa, tokens.empresa]) {
      const answer = await readQueue(token);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ viewer: { isOperator: false }, moderationQueue: null });
    }
  });

  it('refuses the decisions of non-operators with a userError, and anonymous ones as unauthenticated', async () => {
    const operatorQueue = (await readQueue(tokens.operador)).data!.moderationQueue!;
    const offerId = operatorQueue.pendingJobOffers.edges[0]!.node.id;
    const refused = await stack.gateway.graphql<{ approveOffer: { offerId: null; userErrors: UserErrors } }>(DECIDE, {
      variables: { id: offerId, approve: true },
      token: tokens.empresa,
    });
    expect(refused.data?.approveOffer).toMatchObject({
      offerId: null,
      userErrors: [{ message: 'Solo los operadores pueden moderar contenidos.' }],
    });
    const anonymous = await stack.gateway.graphql(DECIDE, { variables: { id: offerId, approve: true } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Still waiting.
    const again = (await readQueue(tokens.operador)).data!.moderationQueue!;
    expect(again.pendingJobOffers.edges.map((edge) => edge.node.id)).toContain(offerId);
  });

  it('tells only the operator, about their own account, that they moderate', async () => {
    const answer = await readQueue(tokens.operador);
    expect(answer.data?.viewer).toEqual({ isOperator: true });
    const others = await stack.gateway.graphql<{ user: { isOperator: boolean } }>(
      `query { user(username: "operador") { isOperator } }`,
      { token: tokens.creativa },
    );
    expect(others.data?.user).toEqual({ isOperator: false });
  });
});

describe('the operator', () => {
  it('reads the pending offers with their content and the unverified professionals', async () => {
    const answer = await readQueue(tokens.operador);
    expect(answer.errors).toBeUndefined();
    const queue = answer.data!.moderationQueue!;
    expect(queue.pendingJobOffers.totalCount).toBeGreaterThan(0);
    for (const { node } of queue.pendingJobOffers.edges) {
      expect(node.status).toBe('PENDING');
      expect(node.description.length).toBeGreaterThan(0);
    }
    expect(queue.pendingEducationalOffers.totalCount).toBe(queue.pendingEducationalOffers.edges.length);
    // The profile (isOperator), then one call per list, whatever the lists hold (the screen's fields).
    expect(answer.extensions?.upstreamCalls).toBe(4);
    expect(queue.unverifiedProfessionals.edges).toContainEqual(
      expect.objectContaining({ email: 'pendiente@demo.es', node: expect.objectContaining({ username: 'pendiente' }) }),
    );
  });

  it('approves a pending job offer, which then shows in Query.jobOffers', async () => {
    const queue = (await readQueue(tokens.operador)).data!.moderationQueue!;
    const pending = queue.pendingJobOffers.edges[0]!.node;
    const answer = await stack.gateway.graphql<{
      approveOffer: {
        offerId: string;
        message: string;
        jobOffer: { internalID: string; status: string };
        userErrors: UserErrors;
      };
    }>(DECIDE, { variables: { id: pending.id, approve: true, revision: pending.revision }, token: tokens.operador });
    expect(answer.data?.approveOffer).toEqual({
      offerId: pending.id,
      message: 'Oferta aprobada: ya es pública.',
      jobOffer: { internalID: pending.internalID, status: 'ACCEPTED' },
      userErrors: [],
    });
    const list = await stack.gateway.graphql<{ jobOffers: { edges: Edge<{ internalID: string }>[] } }>(
      `query { jobOffers(first: 5) { edges { node { internalID } } } }`,
    );
    // Approval is the publication: the newest public offer.
    expect(list.data?.jobOffers.edges.map((edge) => edge.node.internalID)).toContain(pending.internalID);
    const after = (await readQueue(tokens.operador)).data!.moderationQueue!;
    expect(after.pendingJobOffers.totalCount).toBe(queue.pendingJobOffers.totalCount - 1);
  });

  it('rejects a pending educational offer, which leaves the queue', async () => {
    const queue = (await readQueue(tokens.operador)).data!.moderationQueue!;
    const pending = queue.pendingEducationalOffers.edges[0]!.node;
    const answer = await stack.gateway.graphql<{ rejectOffer: { offerId: string; userErrors: UserErrors } }>(DECIDE, {
      variables: { id: pending.id, approve: false },
      token: tokens.operador,
    });
    expect(answer.data?.rejectOffer).toMatchObject({ offerId: pending.id, userErrors: [] });
    const after = (await readQueue(tokens.operador)).data!.moderationQueue!;
    expect(after.pendingEducationalOffers.edges.map((edge) => edge.node.id)).not.toContain(pending.id);
  });

  it('verifies a professional, and refuses ids that are not offers', async () => {
    const queue = (await readQueue(tokens.operador)).data!.moderationQueue!;
    const pendiente = queue.unverifiedProfessionals.edges.find((edge) => edge.email === 'pendiente@demo.es')!.node;
    const answer = await stack.gateway.graphql<{ verifyProfessional: unknown }>(VERIFY, {
      variables: { id: pendiente.id },
      token: tokens.operador,
    });
    expect(answer.data?.verifyProfessional).toEqual({
      message: 'Cuenta verificada: ya puede publicar ofertas.',
      user: { username: 'pendiente', isVerifiedProfessional: true },
      userErrors: [],
    });
    const wrongType = await stack.gateway.graphql<{ approveOffer: { userErrors: UserErrors } }>(DECIDE, {
      variables: { id: pendiente.id, approve: true, revision: 1 },
      token: tokens.operador,
    });
    expect(wrongType.data?.approveOffer.userErrors).toEqual([{ field: 'offerId', message: 'Oferta no encontrada.' }]);
  });
});

// Issue 18, point 11: an approval publishes only the version the operator read.
describe('the version the operator read', () => {
  const CREATE = /* GraphQL */ `
    mutation ($input: CreateJobOfferInput!) {
      createJobOffer(input: $input) {
        offer {
          id
        }
        userErrors {
          field
          message
        }
      }
    }
  `;
  const UPDATE = /* GraphQL */ `
    mutation ($input: UpdateJobOfferInput!) {
      updateJobOffer(input: $input) {
        userErrors {
          message
        }
      }
    }
  `;
  const FORM = {
    position: 'Patronista leída',
    jobType: 'FULL_TIME',
    locationType: 'ON_SITE',
    city: 'Vigo',
    country: 'España',
    description: 'Patronaje industrial.',
    descriptionEmployer: 'Taller de confección.',
    requiredProfile: 'Experiencia en patronaje.',
  };
  type Decided = { approveOffer: { offerId: string | null; message: string | null; userErrors: UserErrors } };
  const approve = (id: string, revision?: number) =>
    stack.gateway.graphql<Decided>(DECIDE, { variables: { id, approve: true, revision }, token: tokens.operador });
  const queued = async (id: string) =>
    (await readQueue(tokens.operador)).data!.moderationQueue!.pendingJobOffers.edges.find((edge) => edge.node.id === id)
      ?.node;

  it('refuses to approve a new offer its owner edited after the operator read it; the queue shows the edit', async () => {
    const created = await stack.gateway.graphql<{ createJobOffer: { offer: { id: string } } }>(CREATE, {
      variables: { input: { offer: FORM } },
      token: tokens.empresa,
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createJobOffer).toMatchObject({ userErrors: [] });
    const id = created.data!.createJobOffer.offer.id;
    const read = await queued(id);
    expect(read).toMatchObject({ position: 'Patronista leída', status: 'PENDING' });
    const edited = await stack.gateway.graphql<{ updateJobOffer: { userErrors: UserErrors } }>(UPDATE, {
      variables: { input: { offerId: id, offer: { ...FORM, position: 'Patronista sin leer' } } },
      token: tokens.empresa,
    });
    expect(edited.data?.updateJobOffer.userErrors).toEqual([]);

    const stale = await approve(id, read!.revision);
    expect(stale.data?.approveOffer).toEqual({
      offerId: null,
      message: null,
      jobOffer: null,
      userErrors: [{ field: null, message: 'La oferta ha cambiado desde que la revisaste: revisa la nueva versión.' }],
    });
    const now = await queued(id);
    expect(now).toMatchObject({ position: 'Patronista sin leer', status: 'PENDING' });

    const unnamed = await approve(id);
    expect(unnamed.data?.approveOffer).toMatchObject({
      offerId: null,
      userErrors: [{ message: 'Indica la versión de la oferta que has revisado (revision).' }],
    });
    expect((await approve(id, now!.revision)).data?.approveOffer).toMatchObject({
      offerId: id,
      message: 'Oferta aprobada: ya es pública.',
      userErrors: [],
    });
  });
});
