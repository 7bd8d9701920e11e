import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';

/**
 * Reports through the graph (issue 24) against the real api (small seed): 'Denunciar' on a
 * post, what the explorer costs with `viewerHasReported`, the operators' 'Denuncias', and a
 * hidden post gone for everyone (the anonymous cache included) but its author.
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

type UserErrors = { message: string }[];
type Post = { id: string; title: string; viewerHasReported: boolean };

async function ownPost(): Promise<Post> {
  const answer = await stack.gateway.graphql<{ viewer: { posts: { edges: { node: Post }[] } } }>(
    `{ viewer { posts(first: 1) { edges { node { id title viewerHasReported } } } } }`,
    { token: tokens.creativa },
  );
  const post = answer.data?.viewer.posts.edges[0]?.node;
  if (!post) throw new Error(`the demo creative has no post: ${JSON.stringify(answer)}`);
  return post;
}

const REPORT = `mutation ($input: ReportInput!) { report(input: $input) { itemId message userErrors { message } } }`;
type ReportAnswer = { report: { itemId: string | null; message: string | null; userErrors: UserErrors } };

const QUEUE = `{ moderationQueue { reportedItems(first: 20) { totalCount edges { node {
  id itemId internalID kind title ownerUsername reportCount reasons { reason count } reports { reason details reporterUsername }
} } } } }`;
type QueueNode = {
  id: string;
  itemId: string;
  kind: string;
  reportCount: number;
  reasons: unknown[];
  reports: unknown[];
};
type QueueAnswer = { moderationQueue: { reportedItems: { totalCount: number; edges: { node: QueueNode }[] } } | null };

const postNode = (id: string, token?: string) =>
  stack.gateway.graphql<{ node: { title: string; moderation: Record<string, unknown> | null } | null }>(
    `query ($id: ID!) { node(id: $id) { ... on Post { title moderation { reason reasonLabel note } } } }`,
    { variables: { id }, ...(token ? { token } : {}) },
  );

describe('reports through the graph', () => {
  it('asks whether the viewer reported the posts of a page in one call', async () => {
    const answer = await stack.gateway.graphql<{ explorer: { edges: { node: { post: Post } }[] } }>(
      `{ explorer(first: 14) { edges { node { post { id viewerHasReported } } } } }`,
      { token: tokens.empresa },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.explorer.edges).toHaveLength(14);
    // The feed, and the viewer's profile, which lists what they reported.
    expect(answer.extensions?.upstreamCalls).toBe(2);
  });

  it('reports once, refuses the author and anonymous visitors, and hides for everyone but the author', async () => {
    const post = await ownPost();
    // An anonymous read before the decision: the cache must not keep it afterwards.
    expect((await postNode(post.id)).data?.node?.title).toBe(post.title);

    const own = await stack.gateway.graphql<ReportAnswer>(REPORT, {
      token: tokens.creativa,
      variables: { input: { itemId: post.id, reason: 'SPAM' } },
    });
    expect(own.data!.report.userErrors).toEqual([{ message: 'No puedes denunciar tu propio contenido.' }]);
    const anonymous = await stack.gateway.graphql<ReportAnswer>(REPORT, {
      variables: { input: { itemId: post.id, reason: 'SPAM' } },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const input = { itemId: post.id, reason: 'OFFENSIVE', details: 'Una imagen muy violenta.' };
    const sent = await stack.gateway.graphql<ReportAnswer>(REPORT, { token: tokens.empresa, variables: { input } });
    expect(sent.data!.report).toEqual({
      itemId: post.id,
      message: 'Gracias. Hemos recibido tu denuncia y la revisaremos.',
      userErrors: [],
    });
    const again = await stack.gateway.graphql<ReportAnswer>(REPORT, { token: tokens.empresa, variables: { input } });
    expect(again.data!.report.userErrors).toEqual([{ message: 'Ya has denunciado esta publicación.' }]);
    const reported = await stack.gateway.graphql<{ node: Post }>(
      `query ($id: ID!) { node(id: $id) { ... on Post { viewerHasReported } } }`,
      { token: tokens.empresa, variables: { id: post.id } },
    );
    expect(reported.data!.node.viewerHasReported).toBe(true);

    const notOperator = await stack.gateway.graphql<QueueAnswer>(QUEUE, { token: tokens.creativa });
    expect(notOperator.errors).toBeUndefined();
    expect(notOperator.data!.moderationQueue).toBeNull();
    const queue = await stack.gateway.graphql<QueueAnswer>(QUEUE, { token: tokens.operador });
    expect(queue.errors).toBeUndefined();
    const entry = queue.data!.moderationQueue!.reportedItems.edges.find((edge) => edge.node.itemId === post.id)?.node;
    expect(entry).toMatchObject({
      kind: 'POST',
      title: post.title,
      ownerUsername: expect.any(String),
      reportCount: 1,
      reasons: [{ reason: 'OFFENSIVE', count: 1 }],
      reports: [{ reason: 'OFFENSIVE', details: 'Una imagen muy violenta.', reporterUsername: expect.any(String) }],
    });

    const hidden = await stack.gateway.graphql<{
      hideReportedItem: { reportedItemId: string | null; message: string | null; userErrors: UserErrors };
    }>(
      `mutation ($input: HideReportedItemInput!) { hideReportedItem(input: $input) { reportedItemId message userErrors { message } } }`,
      {
        token: tokens.operador,
        variables: { input: { itemId: post.id, reason: 'OFFENSIVE', note: 'La tercera imagen.' } },
      },
    );
    expect(hidden.data!.hideReportedItem).toEqual({
      reportedItemId: entry!.id,
      message: 'Contenido ocultado: ahora solo lo ve su autor, con el motivo.',
      userErrors: [],
    });

    expect((await postNode(post.id)).data?.node).toBeNull();
    expect((await postNode(post.id, tokens.empresa)).data?.node).toBeNull();
    expect((await postNode(post.id, tokens.creativa)).data?.node).toEqual({
      title: post.title,
      moderation: {
        reason: 'OFFENSIVE',
        reasonLabel: 'Contenido sexual, violento u ofensivo',
        note: 'La tercera imagen.',
      },
    });
  });

  it('dismisses reports, and refuses ids that name nothing reportable', async () => {
    const offers = await stack.gateway.graphql<{ jobOffers: { edges: { node: { id: string } }[] } }>(
      `{ jobOffers(first: 1) { edges { node { id } } } }`,
    );
    const offerId = offers.data!.jobOffers.edges[0]!.node.id;
    await stack.gateway.graphql(REPORT, {
      token: tokens.creativa,
      variables: { input: { itemId: offerId, reason: 'FRAUD' } },
    });
    const DISMISS = `mutation ($input: DismissReportsInput!) { dismissReports(input: $input) { message userErrors { message } } }`;
    const dismissed = await stack.gateway.graphql<{
      dismissReports: { message: string | null; userErrors: UserErrors };
    }>(DISMISS, { token: tokens.operador, variables: { input: { itemId: offerId } } });
    expect(dismissed.data!.dismissReports).toEqual({
      message: 'Denuncias descartadas: el contenido sigue visible.',
      userErrors: [],
    });
    const byCreative = await stack.gateway.graphql<{ dismissReports: { userErrors: UserErrors } }>(DISMISS, {
      token: tokens.creativa,
      variables: { input: { itemId: offerId } },
    });
    expect(byCreative.data!.dismissReports.userErrors).toEqual([
      { message: 'Solo los operadores pueden moderar contenidos.' },
    ]);

    const article = Buffer.from('Article:1').toString('base64');
    const wrong = await stack.gateway.graphql<ReportAnswer>(REPORT, {
      token: tokens.creativa,
      variables: { input: { itemId: article, reason: 'SPAM' } },
    });
    expect(wrong.data!.report.userErrors).toEqual([
      { message: 'No encontramos ese contenido: puede que ya no esté publicado.' },
    ]);
  });
});
