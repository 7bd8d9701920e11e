// api/openapi.json: the document as committed, formatted the way the repository's
// prettier check wants it, so the file the generator writes is the file the check reads.
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument } from './document';

export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

export async function openApiFileText(): Promise<string> {
  const text = JSON.stringify(await buildOpenApiDocument());
  const options = await resolveConfig(OPENAPI_FILE);
  return format(text, { ...options, filepath: OPENAPI_FILE });
}
