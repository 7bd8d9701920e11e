import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

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
export function createWebApp(distDir: string) {
  const root = normalize(distDir);

  return async function serveWebApp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Método no permitido.');
    const pathname = decodedPath(req.url ?? '/');
    const file = pathname === null ? null : fileInside(root, pathname);
    if (file && (await isFile(file))) return sendFile(req, res, file, cacheControlFor(pathname ?? ''));
    if (!acceptsHtml(req) || pathname?.startsWith('/assets/')) return plain(res, 404, 'No encontrado.');
    const index = join(root, 'index.html');
    if (await isFile(index)) return sendFile(req, res, index, REVALIDATE);
    return notBuilt(req, res);
  };
}

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://gateway').pathname);
  } catch {
    return null;
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

async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string) {
  const info = await stat(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(file), res);
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
