import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's source, whose Relay artifacts name every operation it sends. */
const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));
/** The operations' texts by id (trusted documents: the artifacts carry only the id). */
const MANIFEST = fileURLToPath(new URL('../../../web/persisted-documents.json', import.meta.url));

function relayArtifacts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return relayArtifacts(path);
    return dir.endsWith('__generated__') && name.endsWith('.graphql.ts') ? [path] : [];
  });
}

/** The operation id of a Relay request artifact (fragments have none). */
function operationId(path: string): string | null {
  return /"id": "([0-9a-f]{64})"/.exec(readFileSync(path, 'utf8'))?.[1] ?? null;
}

/** Every operation of the web app: its artifact's path under web/src, and its text. */
export function webOperations(): (readonly [path: string, text: string])[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
  return relayArtifacts(WEB_SRC).flatMap((path) => {
    const id = operationId(path);
    if (!id) return [];
    const text = manifest[id];
    if (!text) throw new Error(`${path}: its operation is not in the manifest (run relay-compiler)`);
    return [[path.slice(WEB_SRC.length + 1), text] as const];
  });
}

/** The text of one web app operation, by its name ('CreativeTypeStepQuery'). */
export function webOperation(name: string): string {
  const found = webOperations().find(([path]) => path.endsWith(`/${name}.graphql.ts`));
  if (!found) throw new Error(`no web operation named ${name}`);
  return found[1];
}
