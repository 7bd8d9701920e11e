// Fails when web/src holds a Relay artifact whose operation or fragment no source defines any
// more, or when the trusted documents' manifest (web/persisted-documents.json) is not exactly
// the operations of the artifacts, each under the SHA-256 of its text: relay-compiler leaves
// such files and entries behind, and `--validate` reports neither. With `--prune` (npm run
// relay) it deletes the manifest's entries that belong to no operation instead.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { root } from './lib/run.mjs';

const source = join(root, 'web/src');
const artifacts = [];
const definitions = new Set();
for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name);
  if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
  if (path.includes('__generated__')) {
    if (entry.name.endsWith('.graphql.ts')) artifacts.push(path);
    continue;
  }
  // Only what graphql`…` tags define counts (a comment's "the query runs" is no definition).
  for (const [, tag] of readFileSync(path, 'utf8').matchAll(/graphql`([^`]*)`/g)) {
    for (const [, name] of tag.matchAll(/^\s*(?:fragment|query|mutation|subscription)\s+(\w+)/gm))
      definitions.add(name);
    for (const [, name] of tag.matchAll(/queryName:\s*"(\w+)"/g)) definitions.add(name);
  }
}
const stale = artifacts.filter((path) => !definitions.has(basename(path, '.graphql.ts')));
for (const path of stale)
  console.log(`stale Relay artifact (no source defines it; delete it): ${relative(root, path)}`);
process.exit(stale.length + manifestProblems().length ? 1 : 0);

/** What is wrong with the manifest against the artifacts that stay, each said. */
function manifestProblems() {
  const file = join(root, 'web/persisted-documents.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const sent = new Set(
    artifacts
      .filter((path) => !stale.includes(path))
      .map((path) => /"id": "([0-9a-f]{64})"/.exec(readFileSync(path, 'utf8'))?.[1])
      .filter(Boolean),
  );
  if (process.argv.includes('--prune')) {
    const kept = Object.fromEntries(Object.entries(manifest).filter(([id]) => sent.has(id)));
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
    return [];
  }
  const problems = [
    ...[...sent].filter((id) => !(id in manifest)).map((id) => `operation ${id} is not in it (run relay-compiler)`),
    ...Object.keys(manifest)
      .filter((id) => !sent.has(id))
      .map((id) => `entry ${id} belongs to no operation (npm run relay prunes it)`),
    ...Object.entries(manifest)
      .filter(([id, text]) => createHash('sha256').update(text).digest('hex') !== id)
      .map(([id]) => `entry ${id} is not the SHA-256 of its text (delete it, then npm run relay)`),
  ];
  for (const problem of problems) console.log(`web/persisted-documents.json: ${problem}`);
  return problems;
}
