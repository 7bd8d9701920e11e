import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, type Stack } from '../support/stack';

/**
 * What operations ask of the gateway (issue 23). A load balancer: /health, it is alive; /ready,
 * it can serve (the api answers its own /ready, and the response cache's Redis when set).
 * Whoever reads the logs: every request has an id, the gateway's and the api's lines carry it.
 */
let stack: Stack;
const apiLog = { level: 'info', lines: [] as string[] };
beforeAll(async () => {
  stack = await startStack('small', {
    apiLog,
    gateway: { logLevel: 'info', metrics: { port: 0, host: '127.0.0.1' } },
  });
});
afterAll(() => stack?.close());

type LogLine = { requestId?: string; msg?: string; service?: string; path?: string; route?: string; status?: number };
const parsed = (lines: string[]): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);

/** The gateway's JSON lines written while `run` runs (it writes them to stdout). */
async function gatewayLines(run: () => Promise<unknown>): Promise<LogLine[]> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
    // The line is written once the answer is out.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    spy.mockRestore();
  }
  return parsed(lines.filter((line) => line.startsWith('{')));
}

const posts = (requestId?: string) =>
  fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: JSON.stringify({ query: '{ magazines { id name } }' }),
  });

describe('request ids', () => {
  it("take the balancer's id, answer it, and write it in the gateway's and the api's lines", async () => {
    let answer: Response | undefined;
    const lines = await gatewayLines(async () => {
      answer = await posts('balancer-0001');
      await answer.json();
    });
    expect(answer?.headers.get('x-request-id')).toBe('balancer-0001');
    expect(lines).toContainEqual(
      expect.objectContaining({
        service: 'gateway',
        msg: 'request',
        requestId: 'balancer-0001',
        path: '/graphql',
        status: 200,
      }),
    );
    const apiLines = parsed(apiLog.lines).filter((line) => line.requestId === 'balancer-0001');
    expect(apiLines.length).toBeGreaterThan(0);
    expect(apiLines.every((line) => line.msg === 'request' && line.status === 200)).toBe(true);
  });

  it('make one up when none (or a malformed one) is given', async () => {
    for (const given of [undefined, 'x', 'a b c d e f g h']) {
      const answer = await posts(given);
      await answer.json();
      const id = answer.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(parsed(apiLog.lines).some((line) => line.requestId === id)).toBe(true);
    }
  });
});

const read = async (path: string) => {
  const response = await fetch(stack.gateway.url + path);
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    cache: response.headers.get('cache-control'),
  };
};

describe('metrics', () => {
  it("count the app's operations by name, free queries as 'other', errors by code and upstream calls", async () => {
    const named = await stack.gateway.graphql('query ShellRouteQuery { viewer { id } notificationCenter { id } }');
    expect(named.errors).toBeUndefined();
    await stack.gateway.graphql('query MyOwnName { magazines { id } }');
    await stack.gateway.graphql('{ node(id: "bm90IGFuIGlk") { id } }');
    const text = (await stack.gateway.metrics())!;
    expect(text).toMatch(/graphql_operations_total\{operation="ShellRouteQuery",outcome="ok",service="gateway"\} 1/);
    expect(text).toMatch(/graphql_operations_total\{operation="other",outcome="ok",service="gateway"\} [1-9]/);
    expect(text).not.toContain('MyOwnName');
    expect(text).toMatch(/graphql_errors_total\{code="[A-Z_]+",service="gateway"\} [1-9]/);
    expect(text).toMatch(/upstream_calls_total\{operation="other",service="gateway"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{kind="graphql",status="200",service="gateway"\} [1-9]/);
    expect(text).toMatch(/upstream_connections\{pool="graph",state="connected",service="gateway"\} \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds\{service="gateway"\}/);
  });
});

describe('health', () => {
  it('is alive, and ready while the api is', async () => {
    expect(await read('/health')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
    expect(await read('/ready')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { api: 'ok', redis: 'off', closing: false } },
    });
  });

  it('is not ready once the api is gone, and still alive', async () => {
    await stack.api.close();
    expect(await read('/ready')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { api: 'down' } },
    });
    expect((await read('/health')).status).toBe(200);
  });
});
