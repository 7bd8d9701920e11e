// The stale-document check: api/openapi.json (the gateway's REST types are generated from
// it) is regenerated in memory and compared with the committed file. On failure run
// `npm run generate` at the repository root (its first step, `npm run openapi`, writes it).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiFileText } from '../src/openapi/file';
import { createTestApp, type TestApp } from '../src/testing';
import { get } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

describe('api/openapi.json', () => {
  it('is the document the api serves', async () => {
    const served = await get(test.app, '/api/openapi.json');
    expect(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'))).toEqual(served.body);
  });

  it('is up to date with the route schemas (else run `npm run generate`)', async () => {
    const onDisk = readFileSync(OPENAPI_FILE, 'utf8');
    expect(onDisk === (await openApiFileText()), 'stale api/openapi.json: run `npm run generate`').toBe(true);
  });
});
