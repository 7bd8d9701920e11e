// Fails when web/src holds a Relay artifact whose operation or fragment no source defines any
// more: relay-compiler leaves such files behind, and `--validate` does not report them.
import { readdirSync, readFileSync } from 'node:fs';
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
process.exit(stale.length ? 1 : 0);
