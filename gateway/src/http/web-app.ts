import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageTags } from '../seo/page-tags';
import { withTags } from '../seo/render-head';

/** Content types of what `vite build` writes. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
};

/** Vite names everything under /assets by content hash: it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: always revalidate, so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: files of web/dist, and index.html for any other page a
 * browser asks for (client-side routes such as /ControlPanel/explorer). When the
 * app is not built, pages get a short Spanish notice instead.
 */
export function createWebApp(distDir: string, tagsOf: PageTagsOf = async () => NO_TAGS) {
  const root = normalize(distDir);

  return async function serveWebApp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Método no permitido.');
    const { pathname, search } = decodedPath(req.url ?? '/');
    const file = pathname === null || pathname === '/' ? null : fileInside(root, pathname);
    if (file && (await isFile(file))) return sendFile(req, res, file, cacheControlFor(pathname ?? ''));
    const page = pathname === '/' || (acceptsHtml(req) && !pathname?.startsWith('/assets/'));
    if (!page) return plain(res, 404, 'No encontrado.');
    const index = join(root, 'index.html');
    if (!(await isFile(index))) return notBuilt(req, res);
    const tags = pathname === null ? NO_TAGS : await tagsOf(req, res, pathname, search);
    if (tags.head === null && tags.data === null) return sendFile(req, res, index, REVALIDATE);
    return sendPage(req, res, withTags(await readFile(index, 'utf8'), tags));
  };
}

/** A page's own tags (seo/page-tags.ts); none: index.html goes out as built. */
export type PageTagsOf = (
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: string,
) => Promise<PageTags>;

const NO_TAGS: PageTags = { head: null, data: null };

/**
 * A page made for its route (index.html with the route's head): compressed as it goes out,
 * no-cache like index.html, its ETag the hash of what is sent.
 */
function sendPage(req: IncomingMessage, res: ServerResponse, html: string): void {
  const encoding = acceptedEncoding(
    ENCODINGS.map(({ name }) => name),
    req.headers['accept-encoding'],
  );
  const body = compressed(Buffer.from(html), encoding);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304).end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES['.html'],
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function compressed(body: Buffer, encoding: Encoding | null): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(body);
  return body;
}

/** The decoded path (null when it cannot be decoded) and the query string of a request. */
function decodedPath(url: string): { pathname: string | null; search: string } {
  try {
    const parsed = new URL(url, 'http://gateway');
    return { pathname: decodeURIComponent(parsed.pathname), search: parsed.search };
  } catch {
    return { pathname: null, search: '' };
  }
}

/** The file a path names, never outside the app's directory; `/` is index.html. */
function fileInside(root: string, pathname: string): string | null {
  if (pathname.includes('\0')) return null;
  const file = normalize(join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  return file.startsWith(root + sep) ? file : null;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

function acceptsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

/** Encodings the build writes copies in (web/vite-plugins/compressAssets.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof ENCODINGS)[number]['name'];

/** What is sent for a file: the file itself or one of its precompressed copies. */
interface Representation {
  path: string;
  encoding: Encoding | null;
  size: number;
  mtimeMs: number;
}

/**
 * Sends a built file, compressed when the build made a copy the client accepts. The
 * answer then varies by Accept-Encoding (so caches keep one copy per encoding), and its
 * length and ETag are those of the bytes sent: a gzip ETag never validates a brotli copy.
 */
async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string) {
  const info = await stat(file);
  const copies = await compressedCopies(file);
  const chosen: Representation = preferred(copies, req.headers['accept-encoding']) ?? {
    path: file,
    encoding: null,
    size: info.size,
    mtimeMs: info.mtimeMs,
  };
  const suffix = chosen.encoding ? `-${chosen.encoding}` : '';
  const etag = `W/"${chosen.size.toString(16)}-${Math.floor(chosen.mtimeMs).toString(16)}${suffix}"`;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  if (copies.length) res.setHeader('Vary', 'Accept-Encoding');
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304).end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': chosen.size,
    ...(chosen.encoding ? { 'Content-Encoding': chosen.encoding } : {}),
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(chosen.path), res);
}

/** The precompressed copies that exist next to a file, best encoding first. */
async function compressedCopies(file: string): Promise<Representation[]> {
  const found = await Promise.all(
    ENCODINGS.map(async ({ name, suffix }) => {
      const info = await stat(file + suffix).catch(() => null);
      return info?.isFile() ? { path: file + suffix, encoding: name, size: info.size, mtimeMs: info.mtimeMs } : null;
    }),
  );
  return found.filter((copy) => copy !== null);
}

/**
 * The copy to send for an Accept-Encoding header (RFC 9110 §12.5.3): the one whose encoding
 * has the highest q above 0 (named, or covered by `*` when not named), brotli on a tie.
 * No header, or none acceptable: null, and the file goes out as it is.
 */
function preferred(copies: Representation[], header: string | undefined): Representation | null {
  const encoding = acceptedEncoding(
    copies.map((copy) => copy.encoding).filter((name) => name !== null),
    header,
  );
  return copies.find((copy) => copy.encoding === encoding) ?? null;
}

/** Of `available` (best first), the encoding the header weighs highest above 0, or null. */
function acceptedEncoding(available: readonly Encoding[], header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.toLowerCase().split(';');
    if (!token.trim()) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const name of available) if (weight(name) > 0 && (!best || weight(name) > weight(best))) best = name;
  return best;
}

/** If-None-Match holds one ETag, a list of them, or `*`; weak comparison (RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function plain(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(message);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Moda Talento · aplicación web sin compilar</title>
  </head>
  <body>
    <h1>La aplicación web no está compilada</h1>
    <p>Ejecuta <code>npm run build</code> en la raíz del proyecto y vuelve a cargar esta página.</p>
    <p>Mientras tanto, la API GraphQL está disponible en <a href="/graphql">/graphql</a>.</p>
  </body>
</html>
`;

/** 503: the origin works, the page it should serve does not exist yet. */
function notBuilt(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : NOT_BUILT_PAGE);
}
