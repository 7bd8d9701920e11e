import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readTrustedDocuments } from '../src/trusted-documents';

function manifestFile(entries: Record<string, string>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'trusted-')), 'persisted-documents.json');
  writeFileSync(file, JSON.stringify(entries));
  return file;
}

/** Rewrites the manifest with a later modification time (two writes may share a millisecond). */
function rewrite(file: string, entries: Record<string, string>, secondsLater: number): void {
  writeFileSync(file, JSON.stringify(entries));
  const later = new Date(Date.now() + secondsLater * 1000);
  utimesSync(file, later, later);
}

describe('readTrustedDocuments', () => {
  it('answers each id with its parsed document, and null for an id it lacks', () => {
    const documents = readTrustedDocuments(manifestFile({ a: 'query A { __typename }' }));
    expect(print(documents.byId('a')!)).toBe('query A {\n  __typename\n}');
    expect(documents.byId('b')).toBeNull();
  });

  it('reads the manifest again when an id it lacks comes after the file changed', () => {
    const file = manifestFile({ a: 'query A { __typename }' });
    const documents = readTrustedDocuments(file);
    rewrite(file, { a: 'query A { __typename }', b: 'query B { __typename }' }, 5);
    expect(documents.byId('b')).not.toBeNull();
  });

  it("names each operation's id, and finds an operation a rebuild renamed (its id changes with its text)", () => {
    const file = manifestFile({ a: 'query A { __typename }' });
    const documents = readTrustedDocuments(file);
    expect(documents.idOf('A')).toBe('a');
    expect(documents.idOf('B')).toBeNull();
    rewrite(file, { a2: 'query A { __typename viewer { id } }' }, 5);
    expect(documents.idOf('A')).toBe('a2');
  });

  it('keeps what it read when the file is half written', () => {
    const file = manifestFile({ a: 'query A { __typename }' });
    const documents = readTrustedDocuments(file);
    writeFileSync(file, '{"b": "query B {');
    utimesSync(file, new Date(Date.now() + 10_000), new Date(Date.now() + 10_000));
    expect(documents.byId('b')).toBeNull();
    expect(documents.byId('a')).not.toBeNull();
  });
});
