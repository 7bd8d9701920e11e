import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteAssets } from '../src/seo/route-assets';

/** A manifest as Vite writes it: the entry, its vendor chunk, and two lazy routes sharing a chunk. */
const MANIFEST = {
  'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/features/a/APage.tsx': {
    file: 'assets/APage-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_Shared-1.js'],
    css: ['assets/APage-1.css'],
  },
  '_Shared-1.js': { file: 'assets/Shared-1.js', css: ['assets/Shared-1.css'] },
  'src/features/b/BPage.tsx': { file: 'assets/BPage-1.js', isDynamicEntry: true, imports: ['_Shared-1.js'] },
};

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'route-assets-'));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe("a route's assets, from Vite's manifest", () => {
  it("names the routes' chunks and styles, with what they import, but not what index.html loads", async () => {
    const assetsOf = createRouteAssets(dist);
    expect(await assetsOf(['src/features/a/APage.tsx', 'src/features/b/BPage.tsx'])).toEqual({
      scripts: ['/assets/APage-1.js', '/assets/Shared-1.js', '/assets/BPage-1.js'],
      styles: ['/assets/APage-1.css', '/assets/Shared-1.css'],
    });
    expect(await assetsOf(['src/features/missing/Page.tsx'])).toEqual({ scripts: [], styles: [] });
  });

  it('reads a rebuilt manifest, and none at all when there is no manifest', async () => {
    const assetsOf = createRouteAssets(dist);
    expect((await assetsOf(['src/features/b/BPage.tsx'])).scripts).toEqual([
      '/assets/BPage-1.js',
      '/assets/Shared-1.js',
    ]);
    const rebuilt = { ...MANIFEST, 'src/features/b/BPage.tsx': { file: 'assets/BPage-2.js', isDynamicEntry: true } };
    const file = join(dist, '.vite', 'manifest.json');
    await writeFile(file, JSON.stringify(rebuilt));
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    expect((await assetsOf(['src/features/b/BPage.tsx'])).scripts).toEqual(['/assets/BPage-2.js']);
    expect(await createRouteAssets(join(dist, 'nowhere'))(['src/features/b/BPage.tsx'])).toEqual({
      scripts: [],
      styles: [],
    });
  });
});
