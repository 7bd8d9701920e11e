import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.map', '.txt', '.xml', '.webmanifest']);

/** Below this, the saving is smaller than what a compressed answer costs the server and client. */
const MIN_BYTES = 1024;

/** One precompressed copy written next to its file: `<file>.br` or `<file>.gz`. */
export interface CompressedCopy {
  file: string;
  encoding: 'br' | 'gzip';
  bytes: number;
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy of every text file
 * under `dir`, where the copy is smaller than the file. Done once at build time, so the
 * gateway serves the strongest compression without spending CPU on any request
 * (gateway/src/http/web-app.ts picks the copy by Accept-Encoding).
 */
export async function compressDirectory(dir: string): Promise<CompressedCopy[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const copies = await Promise.all(files.map(compressFile));
  return copies.flat();
}

async function compressFile(file: string): Promise<CompressedCopy[]> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const copies: CompressedCopy[] = [];
  for (const [encoding, suffix, data] of [
    ['br', '.br', br],
    ['gzip', '.gz', gz],
  ] as const) {
    if (data.length >= content.length) continue;
    await writeFile(file + suffix, data);
    copies.push({ file, encoding, bytes: data.length });
  }
  return copies;
}

/** The Vite plugin: compresses the whole output directory once the build has written it. */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'moda:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressDirectory(outDir);
    },
  };
}
