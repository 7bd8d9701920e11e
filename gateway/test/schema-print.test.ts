import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchemaFile, SCHEMA_PATH } from '../src/schema/print';

/**
 * The stale-schema check: schema.graphql at the repo root is the committed print of the
 * gateway's modules (what relay-compiler and codegen read). On failure run
 * `npm run generate` (schema, then codegen and relay, after the REST steps).
 */
describe('schema.graphql', () => {
  it('is the print of the modules', async () => {
    const onDisk = readFileSync(SCHEMA_PATH, 'utf8');
    expect(onDisk === (await printSchemaFile()), 'stale schema.graphql: run `npm run generate`').toBe(true);
  });
});
