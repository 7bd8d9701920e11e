import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';

/**
 * Issue 17 for educational offers, the job offers' rule (job-offer-changes.test.ts), through the
 * graph against the real api (small seed): an edit of a public programme waits for review as
 * `pendingChanges` while visitors keep seeing the approved version, its institution sees it from
 * any list (its public profile's too), and the operator's approval makes it the public version.
 */
let stack: Stack;
const tokens: Record<'operador' | 'institucion' | 'creativa', string> = { operador: '', institucion: '', creativa: '' };
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
  programName: string;
  city: string;
  form: { status: string; duration: { value: number; unit: string } };
}
interface Offer {
  id: string;
  internalID: string;
  programName: string;
  city: string;
  country: string;
  modality: string;
  revision: number;
  hasPendingChanges: boolean;
  changesRejectedAt: string | null;
  pendingChanges: Changes | null;
  form: { status: string; educationType: string; duration: { value: number; unit: string } } | null;
}

const OFFER = `id internalID programName city country modality revision hasPendingChanges changesRejectedAt
  form { status educationType duration { value unit } }
  pendingChanges { revision programName city form { status duration { value unit } } }`;
const DETAIL = `query ($id: String!) { educationalOffer(internalID: $id) { ${OFFER} } }`;
const PROFILE = `query { user(username: "institucion") { educationalOffers(first: 50) { edges { node { ${OFFER} } } } } }`;
const MANAGED = `query { viewer { managedEducationalOffers(first: 50) { edges { node { ${OFFER} } } } } }`;
const QUEUE = `query { moderationQueue { pendingEducationalOffers(first: 50) { edges { node { ${OFFER} } } } } }`;
const UPDATE = `mutation ($input: UpdateEducationalOfferInput!) {
  updateEducationalOffer(input: $input) { offer { ${OFFER} } message userErrors { field message } }
}`;
const APPROVE = `mutation ($input: ModerateOfferInput!) {
  approveOffer(input: $input) { offerId message userErrors { message } }
}`;

type Edges = { edges: { node: Offer }[] };
const nodes = (list: Edges) => list.edges.map(({ node }) => node);

describe('an edit of a public educational offer through the graph', () => {
  it('keeps the approved version public until the operator approves the revision they saw', async () => {
    const managed = await graph<{ viewer: { managedEducationalOffers: Edges } }>(tokens.institucion, MANAGED);
    const live = nodes(managed.viewer.managedEducationalOffers).find(
      (offer) => ['ACCEPTED', 'ACTIVE'].includes(offer.form?.status ?? '') && !offer.hasPendingChanges,
    );
    if (!live?.form) throw new Error('the small seed has no public programme of the demo institution');
    const original = live.programName;
    const edited = `${original} (edición 2026)`;

    const saved = await graph<{ updateEducationalOffer: { offer: Offer; message: string; userErrors: unknown[] } }>(
      tokens.institucion,
      UPDATE,
      {
        input: {
          offerId: live.id,
          offer: {
            programName: edited,
            city: 'Zaragoza',
            country: live.country,
            modality: live.modality,
            educationType: live.form.educationType,
            duration: live.form.duration.value,
            durationUnit: live.form.duration.unit,
          },
        },
      },
    );
    expect(saved.updateEducationalOffer.userErrors).toEqual([]);
    expect(saved.updateEducationalOffer.message).toBe(
      'Cambios guardados. Tu oferta seguirá publicada tal como está hasta que revisemos los cambios.',
    );
    expect(saved.updateEducationalOffer.offer).toMatchObject({
      programName: original,
      hasPendingChanges: true,
      pendingChanges: { programName: edited, city: 'Zaragoza', form: { status: live.form.status } },
    });
    const seen = saved.updateEducationalOffer.offer.revision;

    // A visitor: the approved version, and nothing of the edit, on its page; a creative, on the profile.
    const visitor = await graph<{ educationalOffer: Offer }>(undefined, DETAIL, { id: live.internalID });
    expect(visitor.educationalOffer).toMatchObject({
      programName: original,
      hasPendingChanges: false,
      pendingChanges: null,
      changesRejectedAt: null,
    });
    const profile = await graph<{ user: { educationalOffers: Edges } }>(tokens.creativa, PROFILE);
    expect(nodes(profile.user.educationalOffers).find((offer) => offer.id === live.id)).toMatchObject({
      programName: original,
      pendingChanges: null,
    });

    // The institution, from its public profile's list (a public call) and its detail: the edit beside it.
    const ownProfile = await graph<{ user: { educationalOffers: Edges } }>(tokens.institucion, PROFILE);
    expect(nodes(ownProfile.user.educationalOffers).find((offer) => offer.id === live.id)).toMatchObject({
      programName: original,
      hasPendingChanges: true,
      pendingChanges: { revision: seen, programName: edited },
    });
    const own = await graph<{ educationalOffer: Offer }>(tokens.institucion, DETAIL, { id: live.internalID });
    expect(own.educationalOffer).toMatchObject({ hasPendingChanges: true, pendingChanges: { programName: edited } });

    // The operator's queue shows the new version; an approval naming an older revision is refused.
    const queue = await graph<{ moderationQueue: { pendingEducationalOffers: Edges } }>(tokens.operador, QUEUE);
    expect(nodes(queue.moderationQueue.pendingEducationalOffers).find((offer) => offer.id === live.id)).toMatchObject({
      revision: seen,
      pendingChanges: { programName: edited },
    });
    const stale = await graph<{ approveOffer: { userErrors: { message: string }[] } }>(tokens.operador, APPROVE, {
      input: { offerId: live.id, revision: seen - 1 },
    });
    expect(stale.approveOffer.userErrors).toEqual([
      { message: 'La oferta ha cambiado desde que la revisaste: revisa la nueva versión.' },
    ]);
    const approved = await graph<{ approveOffer: { message: string } }>(tokens.operador, APPROVE, {
      input: { offerId: live.id, revision: seen },
    });
    expect(approved.approveOffer.message).toBe('Cambios aprobados: la oferta publicada ya los muestra.');
    const after = await graph<{ educationalOffer: Offer }>(undefined, DETAIL, { id: live.internalID });
    expect(after.educationalOffer).toMatchObject({ programName: edited, city: 'Zaragoza' });
  });
});
