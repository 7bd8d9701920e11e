import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's source, whose Relay artifacts hold every operation it sends. */
const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));

function relayArtifacts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return relayArtifacts(path);
    return dir.endsWith('__generated__') && name.endsWith('.graphql.ts') ? [path] : [];
  });
}

/** The operation text of a Relay request artifact (fragments have none). */
function operationText(path: string): string | null {
  const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(path, 'utf8'));
  return match ? (JSON.parse(match[1]!) as string) : null;
}

/** Every operation of the web app: its artifact's path under web/src, and its text. */
export function webOperations(): (readonly [path: string, text: string])[] {
  return relayArtifacts(WEB_SRC).flatMap((path) => {
    const text = operationText(path);
    return text ? [[path.slice(WEB_SRC.length + 1), text] as const] : [];
  });
}

/** The text of one web app operation, by its name ('CreativeTypeStepQuery'). */
export function webOperation(name: string): string {
  const found = webOperations().find(([path]) => path.endsWith(`/${name}.graphql.ts`));
  if (!found) throw new Error(`no web operation named ${name}`);
  return found[1];
}
