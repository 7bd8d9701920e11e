import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
