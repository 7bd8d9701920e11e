import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FakeWebDist {
  dir: string;
  remove(): Promise<void>;
}

/** index.html as the build writes its head: the default title and description the gateway replaces. */
export const INDEX_WITH_HEAD = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Portafolios, talento y ofertas para el mundo de la moda." />
    <title>Moda Talento</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A small stand-in for web/dist: index.html, hashed assets under /assets, a favicon. */
export async function fakeWebDist(): Promise<FakeWebDist> {
  const dir = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Moda Talento</title>');
  await writeFile(join(dir, 'assets', 'index-3f2a1b.js'), 'console.log(1)');
  await writeFile(join(dir, 'assets', 'index-3f2a1b.css'), 'body{}');
  await writeFile(join(dir, 'favicon.svg'), '<svg/>');
  return { dir, remove: () => rm(dir, { recursive: true }) };
}
