import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_DOCUMENT_MESSAGE } from '../../src/trusted-documents';
import { startStack, type Stack } from '../support/stack';
import { webOperation } from '../support/web-operations';
import type { GraphQLAnswer } from '../support/gateway';

/**
 * Trusted documents (issue 20): the web app sends its operations by id, as relay-compiler's
 * manifest lists them; any other text stays open to GraphiQL and other clients.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('small');
});
afterAll(() => stack?.close());

const idOf = (text: string) => createHash('sha256').update(text).digest('hex');

async function byId(id: string, variables: Record<string, unknown> = {}, operationName?: string) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
  });
  return { status: response.status, answer: (await response.json()) as GraphQLAnswer };
}

describe('trusted documents', () => {
  it("runs the app's operation its id names, and answers as its text does", async () => {
    const text = webOperation('ExplorerPageQuery');
    const { status, answer } = await byId(idOf(text), {}, 'ExplorerPageQuery');
    expect(status).toBe(200);
    expect(answer.errors).toBeUndefined();
    const edges = (answer.data as { explorer: { edges: unknown[] } }).explorer.edges;
    expect(edges.length).toBeGreaterThan(0);
    const asText = await stack.gateway.graphql(text);
    expect(Object.keys(asText.data!)).toEqual(Object.keys(answer.data!));
  });

  it('refuses an id it does not know, in Spanish', async () => {
    const { answer } = await byId(idOf('query Unknown { __typename }'));
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: UNKNOWN_DOCUMENT_MESSAGE,
        extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_NOT_FOUND' }),
      }),
    ]);
  });

  it('refuses a request with neither a query nor an id as before: 400, in Spanish', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variables: {} }),
    });
    const answer = (await response.json()) as GraphQLAnswer;
    expect(response.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe('Falta la consulta ("query").');
  });

  it('still runs any query sent as text, under the same limits', async () => {
    const answer = await stack.gateway.graphql('{ __typename }');
    expect(answer.data).toEqual({ __typename: 'Query' });
  });

  it('holds every operation of the manifest under the id of its text', () => {
    const file = new URL('../../../web/persisted-documents.json', import.meta.url);
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest).length).toBeGreaterThan(100);
    for (const [id, text] of Object.entries(manifest)) expect(idOf(text), text.slice(0, 60)).toBe(id);
  });
});
