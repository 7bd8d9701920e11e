import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

// Setting the scene of a browser test through the graph, as the page's session would.

/** A GraphQL call with this token (none: a visitor); its errors fail the test. */
export async function graph<T>(page: Page, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await page.request.post('/graphql', {
    headers: {
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The token of the page's session. */
export const sessionToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken') ?? '');

/** Signs the page out: what follows is what any visitor sees. */
export async function asVisitor(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('authToken'));
}

/** The operator approves an offer (job or educational) by its global ID and the revision read. */
export async function approveAsOperator(
  page: Page,
  operatorToken: string,
  offer: { id: string; revision: number },
): Promise<void> {
  const answer = await graph<{ approveOffer: { userErrors: unknown[] } }>(
    page,
    `mutation ($input: ModerateOfferInput!) { approveOffer(input: $input) { userErrors { message } } }`,
    { input: { offerId: offer.id, revision: offer.revision } },
    operatorToken,
  );
  expect(answer.approveOffer.userErrors).toEqual([]);
}

export interface CreatedPost {
  id: string;
  internalID: string;
}

/** createPost as the web app sends it, with the page's session: a GraphQL multipart request, one file per image. */
export async function createPost(
  page: Page,
  title: string,
  images: Buffer[],
  type = 'image/png',
): Promise<CreatedPost> {
  const query = `mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) { post { id internalID } userErrors { message } }
  }`;
  const variables = {
    input: {
      title,
      description: 'Publicación de prueba del navegador.',
      images: images.map(() => null),
      tags: ['prueba'],
    },
  };
  // FormData keeps the order the multipart spec requires: operations, map, then the files.
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(images.map((_, i) => [String(i), [`variables.input.images.${i}`]]))),
  );
  images.forEach((buffer, index) =>
    form.append(String(index), new Blob([new Uint8Array(buffer)], { type }), `foto-${index}.${type.split('/')[1]}`),
  );
  const response = await fetch(new URL('/graphql', inject('baseURL')), {
    method: 'POST',
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  const body = (await response.json()) as {
    data?: { createPost: { post: CreatedPost | null; userErrors: { message: string }[] } };
  };
  const post = body.data?.createPost.post;
  if (!post) throw new Error(`createPost refused: ${JSON.stringify(body)}`);
  return post;
}
