import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printRestTypes, REST_TYPES_PATH } from '../scripts/rest-types';

/**
 * The stale-REST-types check: the gateway's REST answer types are generated from the
 * api's committed OpenAPI document, never written by hand. On failure run
 * `npm run generate` at the repo root (and fix what the type check then finds).
 */
describe('REST types', () => {
  it('src/rest/__generated__/api.ts is generated from api/openapi.json', () => {
    const onDisk = readFileSync(REST_TYPES_PATH, 'utf8');
    expect(onDisk === printRestTypes(), 'stale REST types: run `npm run generate`').toBe(true);
  });
});
