// How the api's code is laid out (README § Layout): routes validate, authorize and
// answer while SQL lives in models/, which refuse without HTTP; no module imports itself back through others; no
// planning labels in names or comments.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC);
const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const name = (file: string) => relative(SRC, file);

/** The .ts files a module imports by a relative path (type imports included). */
function localImports(file: string): string[] {
  const found = (text.get(file) ?? '').matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g);
  return [...found].map((match) => `${resolve(dirname(file), match[1] ?? '')}.ts`).filter((path) => text.has(path));
}

describe('api layout', () => {
  it('keeps SQL out of the routes: they call models/', () => {
    const sql = /\.(selectFrom|updateTable|insertInto|deleteFrom)\(|from 'kysely'/;
    const routes = files.filter((file) => name(file).startsWith('routes/'));
    expect(routes.filter((file) => sql.test(text.get(file) ?? '')).map(name)).toEqual([]);
  });

  it('keeps HTTP out of models/ and services/: they import nothing from http/, and refuse with domain/refusals.ts', () => {
    const lower = files.filter((file) => /^(models|services)\//.test(name(file)));
    const speaksHttp = (file: string) => localImports(file).some((path) => name(path).startsWith('http/'));
    expect(lower.filter(speaksHttp).map(name)).toEqual([]);
  });

  it('has no import cycles', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      state.set(file, 'open');
      for (const next of localImports(file)) {
        if (state.get(next) === 'open')
          cycles.push([...path, file, next].slice(path.indexOf(next)).map(name).join(' → '));
        else if (!state.has(next)) visit(next, [...path, file]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('names things for what they are, not for a plan', () => {
    const labels = /\barea [A-Z]\b|\bareas [A-Z]\b|\bArea[A-Z]\w*|db\/areas/;
    expect(files.filter((file) => labels.test(text.get(file) ?? '')).map(name)).toEqual([]);
  });
});
