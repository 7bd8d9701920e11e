import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The files a route's lazy modules need: their scripts (with what they import) and styles. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

const NONE: RouteAssets = { scripts: [], styles: [] };

/** Every chunk `keys` reach through static imports, each once. */
function reachable(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The assets of `modules` that index.html does not already load (`loaded`: the entry and its imports). */
function assetsOf(manifest: Manifest, loaded: ReadonlySet<string>, modules: readonly string[]): RouteAssets {
  const chunks = [...reachable(manifest, modules)].filter((key) => !loaded.has(key)).map((key) => manifest[key]);
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}

/** One reading of the manifest, with each route's assets worked out once. */
interface Reading {
  modified: number;
  manifest: Manifest;
  loaded: ReadonlySet<string>;
  byRoute: Map<string, RouteAssets>;
}

function reading(modified: number, manifest: Manifest): Reading {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  return { modified, manifest, loaded: reachable(manifest, entries), byRoute: new Map() };
}

/**
 * The built app's files for a route's modules, read from Vite's manifest (read again when a
 * build rewrites it). No manifest (an app built without it, a test's stand-in): none.
 */
export function createRouteAssets(distDir: string) {
  const file = join(distDir, '.vite', 'manifest.json');
  let read: Reading | null = null;
  return async (modules: readonly string[]): Promise<RouteAssets> => {
    const info = await stat(file).catch(() => null);
    if (!info) return NONE;
    if (read?.modified !== info.mtimeMs) {
      try {
        read = reading(info.mtimeMs, JSON.parse(await readFile(file, 'utf8')) as Manifest);
      } catch {
        return NONE; // half written by a build in progress: the next request reads it
      }
    }
    const key = modules.join('\n');
    const known = read.byRoute.get(key);
    if (known) return known;
    const assets = assetsOf(read.manifest, read.loaded, modules);
    read.byRoute.set(key, assets);
    return assets;
  };
}
