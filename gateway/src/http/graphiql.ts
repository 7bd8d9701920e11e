import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { GraphiQLOptions } from 'graphql-yoga';

/**
 * GraphiQL from the gateway itself. Yoga's default page loads GraphiQL from a public CDN
 * (never renders offline, and runs foreign code on the origin that holds the token);
 * @graphql-yoga/render-graphiql ships the whole bundle but inlines it into the page, which
 * a CSP without inline scripts blocks. So the same bundle is served here as files under
 * /graphiql/ (content-hashed names, cached for good), the page only links them, and
 * Monaco's workers are files too instead of blob: URLs.
 */
export const GRAPHIQL_ASSETS = '/graphiql/';

interface Asset {
  type: string;
  body: Buffer;
  etag: string;
  gzipped?: Promise<Buffer>;
}

interface GraphiQLFiles {
  assets: Map<string, Asset>;
  /** URL of each file, by its role. */
  urls: { script: string; style: string; favicon: string; start: string };
}

const JS = 'text/javascript; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function asset(role: string, extension: string, type: string, body: Buffer): [string, Asset] {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  return [`${role}-${hash}.${extension}`, { type, body, etag: `"${hash}"` }];
}

/** Monaco asks for each worker by label (`getWorkerUrl(moduleId, label)`). */
function startScript(workers: Record<string, string>): string {
  return `// Starts GraphiQL: Monaco's workers are files of the gateway; the options are JSON in the page.
self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) {
    return ${JSON.stringify(workers)}[label];
  },
};
document.addEventListener('DOMContentLoaded', function () {
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
});
`;
}

/** Built once, on the first GraphiQL request: the bundle is 9 MB of JavaScript source. */
async function buildFiles(): Promise<GraphiQLFiles> {
  const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
  const url = ([name]: [string, Asset]) => GRAPHIQL_ASSETS + name;
  const script = asset('graphiql', 'js', JS, Buffer.from(bundle.js));
  const style = asset('graphiql', 'css', 'text/css; charset=utf-8', Buffer.from(bundle.css));
  const favicon = asset('favicon', 'ico', 'image/x-icon', Buffer.from(bundle.favicon.split(',')[1] ?? '', 'base64'));
  const workers = {
    editorWorkerService: asset('editor.worker', 'js', JS, Buffer.from(bundle.editorWorkerService)),
    json: asset('json.worker', 'js', JS, Buffer.from(bundle.jsonWorker)),
    graphql: asset('graphql.worker', 'js', JS, Buffer.from(bundle.graphqlWorker)),
  };
  const workerUrls = Object.fromEntries(Object.entries(workers).map(([label, file]) => [label, url(file)]));
  const start = asset('start', 'js', JS, Buffer.from(startScript(workerUrls)));
  return {
    assets: new Map([script, style, favicon, start, ...Object.values(workers)]),
    urls: { script: url(script), style: url(style), favicon: url(favicon), start: url(start) },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside <script type="application/json">: data, never run; `<` cannot close it. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function createGraphiQL() {
  let files: Promise<GraphiQLFiles> | undefined;
  const loadFiles = () => (files ??= buildFiles());

  /** Yoga's `renderGraphiQL`: the page, with no inline script. */
  async function renderPage(options: GraphiQLOptions): Promise<string> {
    const { urls } = await loadFiles();
    return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${urls.favicon}" />
    <link rel="stylesheet" href="${urls.style}" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL necesita JavaScript.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${jsonForHtml(options)}</script>
    <script src="${urls.start}"></script>
    <script src="${urls.script}"></script>
  </body>
</html>
`;
  }

  /** GET /graphiql/<file>: the bundle's files, gzip-compressed once when asked. */
  async function serveAsset(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const name = new URL(req.url ?? '/', 'http://gateway').pathname.slice(GRAPHIQL_ASSETS.length);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Método no permitido.');
      return;
    }
    const file = (await loadFiles()).assets.get(name);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No encontrado.');
      return;
    }
    const headers: Record<string, string | number> = {
      'Content-Type': file.type,
      'Cache-Control': IMMUTABLE,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = wantsGzip ? await (file.gzipped ??= promisify(gzip)(file.body)) : file.body;
    if (wantsGzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return { renderPage, serveAsset };
}
