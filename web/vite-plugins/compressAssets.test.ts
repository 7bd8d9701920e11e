import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDirectory } from './compressAssets';

describe('compressDirectory (the build step behind the gateway’s compressed answers)', () => {
  let dir: string;
  const script = 'export function saluda(nombre) { return `Hola, ${nombre}`; }\n'.repeat(200);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'compress-assets-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'index-abc123.js'), script);
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>Moda Talento</title>${'<p>hola</p>'.repeat(200)}`);
    await writeFile(join(dir, 'assets', 'tiny-abc123.css'), 'body{margin:0}');
    await writeFile(join(dir, 'assets', 'photo-abc123.webp'), Buffer.alloc(4096, 7));
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each text file, in subfolders too, that decode to the file', async () => {
    const copies = await compressDirectory(dir);
    const js = join(dir, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(copies.filter((copy) => copy.file === js).map((copy) => copy.encoding)).toEqual(['br', 'gzip']);
    // Brotli at its highest quality beats gzip on text.
    const [br, gz] = copies.filter((copy) => copy.file === js);
    expect(br.bytes).toBeLessThan(gz.bytes);
  });

  it('leaves alone files too small to gain and formats that are compressed already', async () => {
    await compressDirectory(dir);
    expect(existsSync(join(dir, 'assets', 'tiny-abc123.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo-abc123.webp.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo-abc123.webp.gz'))).toBe(false);
  });
});
