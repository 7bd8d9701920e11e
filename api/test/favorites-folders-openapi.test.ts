// The OpenAPI document lists every call of posts, favorites and folders (boards) with its
// auth, payload and answers (the whole-document check lives in http.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { get } from './helpers';

interface Operation {
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}

let test: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  paths = (await get(test.app, '/api/openapi.json')).body.paths as typeof paths;
});
afterAll(() => test.close());

/** [method, path, bearer required, success status, body content type]. */
const CALLS: [string, string, boolean, string, string?][] = [
  ['post', '/api/posts', true, '201', 'multipart/form-data'],
  ['get', '/api/posts/user', true, '200'],
  ['get', '/api/posts/user/{username}', false, '200'],
  ['get', '/api/posts/random', true, '200'],
  ['get', '/api/posts/following', true, '200'],
  ['get', '/api/posts/{id}', false, '200'],
  ['delete', '/api/posts/{id}', true, '200'],
  ['get', '/api/users/favorites', true, '200'],
  ['post', '/api/users/favorites/{postId}', true, '200', 'application/json'],
  ['delete', '/api/users/favorites/{postId}', true, '200', 'application/json'],
  ['get', '/api/folders', true, '200'],
  ['post', '/api/folders', true, '201', 'application/json'],
  ['get', '/api/folders/{id}', true, '200'],
  ['delete', '/api/folders/{id}', true, '200'],
  ['post', '/api/folders/add', true, '200', 'application/json'],
  ['post', '/api/folders/remove', true, '200', 'application/json'],
];

describe('OpenAPI document: posts, favorites and folders', () => {
  it.each(CALLS)('%s %s is documented with its auth, payload and answers', (method, path, bearer, status, body) => {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    if (!operation) return;
    expect(operation.responses).toHaveProperty(status);
    if (bearer) {
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(operation.responses).toHaveProperty('401');
    }
    if (body) expect(Object.keys(operation.requestBody?.content ?? {})).toEqual([body]);
  });
});
