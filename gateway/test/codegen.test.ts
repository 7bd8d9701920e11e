import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The stale-codegen check: regenerates the resolver types in memory from
 * schema.graphql + codegen.ts and compares them with the committed file.
 * On failure run `npm run generate` at the repo root.
 */
describe('codegen', () => {
  it('gateway/src/__generated__/resolvers-types.ts matches schema.graphql', async () => {
    const outputs: { filename: string; content: string }[] = await generate(
      { ...config, cwd: root, silent: true },
      false,
    );
    expect(outputs.map((output) => output.filename)).toEqual(['gateway/src/__generated__/resolvers-types.ts']);
    const onDisk = readFileSync(new URL('../src/__generated__/resolvers-types.ts', import.meta.url), 'utf8');
    expect(onDisk === outputs[0]!.content, 'stale resolver types: run `npm run generate`').toBe(true);
  });
});
