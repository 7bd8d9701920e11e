import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A REST server answering with fixed CONTRACT.md-shaped bodies and recording every
 * request, for unit tests that assert exactly what the gateway asked of the REST side
 * (Artsy metaphysics style). The integration tests use the real api instead.
 */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  /** The client address the gateway passed on. */
  forwardedFor: string | null;
  body: unknown;
}

export type StubAnswer = { status?: number; body: unknown; headers?: Record<string, string> };
export type StubRoute = (call: RecordedCall) => StubAnswer | undefined;

export interface RestStub {
  url: string;
  calls: RecordedCall[];
  close(): Promise<void>;
}

export async function startRestStub(route: StubRoute): Promise<RestStub> {
  const calls: RecordedCall[] = [];
  const server: Server = createServer(async (req, res) => {
    const call = await recorded(req);
    calls.push(call);
    const answer = route(call) ?? { status: 404, body: { error: 'Ruta no encontrada.' } };
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function recorded(req: IncomingMessage): Promise<RecordedCall> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  const url = new URL(req.url ?? '/', 'http://stub');
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: req.headers.authorization ?? null,
    forwardedFor: typeof req.headers['x-forwarded-for'] === 'string' ? req.headers['x-forwarded-for'] : null,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}
