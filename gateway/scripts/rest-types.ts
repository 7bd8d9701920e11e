import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The api's OpenAPI document, committed by the api (`npm run openapi`). */
export const OPENAPI_PATH = new URL('../../api/openapi.json', import.meta.url);

/** The REST types generated from it, committed (read by src/rest/answers.ts). */
export const REST_TYPES_PATH = new URL('../src/rest/__generated__/api.ts', import.meta.url);

/**
 * openapi-typescript from the tools/ install: it needs TypeScript 5's compiler API,
 * which the workspaces' TypeScript 7 does not have.
 */
const GENERATOR = fileURLToPath(new URL('../../tools/node_modules/.bin/openapi-typescript', import.meta.url));

/** The text of src/rest/__generated__/api.ts for the OpenAPI document at `document`. */
export function printRestTypes(document: string = fileURLToPath(OPENAPI_PATH)): string {
  if (!existsSync(GENERATOR)) throw new Error('openapi-typescript is not installed: run `cd tools && npm ci`');
  return execFileSync(GENERATOR, [document], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
