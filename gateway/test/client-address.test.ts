import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAddressOf } from '../src/security/client-address';
import { startGateway, type RunningGateway } from './support/gateway';
import { startRestStub, type RestStub } from './support/rest-stub';

/**
 * The api limits sign-in attempts and mails per client address, and believes
 * X-Forwarded-For only from the gateway: every REST call the gateway makes says who the
 * browser is. The REST side here is a recording stub standing in for the network
 * boundary, so the header the api receives can be read.
 */
function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('clientAddressOf', () => {
  it("is the socket's address, whatever X-Forwarded-For the client wrote", () => {
    const addressOf = clientAddressOf([]);
    expect(addressOf(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(addressOf(request('203.0.113.7', '10.0.0.1'))).toBe('203.0.113.7');
    expect(addressOf(request('::ffff:198.51.100.4'))).toBe('198.51.100.4');
  });

  it('believes X-Forwarded-For only from a trusted proxy, up to the first hop not trusted', () => {
    const addressOf = clientAddressOf(['10.0.0.0/8', '127.0.0.1']);
    // Through two of our proxies; the client's own claim (1.1.1.1) comes before them.
    expect(addressOf(request('127.0.0.1', '1.1.1.1, 203.0.113.7, 10.1.2.3'))).toBe('203.0.113.7');
    expect(addressOf(request('203.0.113.9', '1.1.1.1'))).toBe('203.0.113.9');
    expect(addressOf(request('127.0.0.1'))).toBe('127.0.0.1');
    expect(addressOf(request('127.0.0.1', 'garbage'))).toBe('127.0.0.1');
  });

  it('refuses a TRUST_PROXY entry that is not an address', () => {
    expect(() => clientAddressOf(['proxy.local'])).toThrow(/TRUST_PROXY/);
  });
});

describe('X-Forwarded-For on every call to the api', () => {
  let stub: RestStub;
  let gateway: RunningGateway;
  let behindProxy: RunningGateway;

  beforeAll(async () => {
    stub = await startRestStub((call) => {
      if (call.path === '/api/magazines') return { body: { success: true, data: [] } };
      if (call.path === '/api/auth/login') return { status: 401, body: { error: 'Credenciales incorrectas' } };
      if (call.path.startsWith('/media/')) return { body: 'imagen', headers: { 'content-type': 'image/webp' } };
      return undefined;
    });
    gateway = await startGateway({ apiUrl: stub.url });
    behindProxy = await startGateway({ apiUrl: stub.url, trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await Promise.all([gateway?.close(), behindProxy?.close()]);
    await stub?.close();
  });
  beforeEach(() => {
    stub.calls.length = 0;
  });

  const spoofing = { 'x-forwarded-for': '203.0.113.66' };
  const graphql = (target: RunningGateway, query: string) =>
    fetch(`${target.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...spoofing },
      body: JSON.stringify({ query }),
    });

  it('sends the browser address on queries, mutations and /media, ignoring what the client claims', async () => {
    await graphql(gateway, '{ magazines { name } }');
    await graphql(gateway, 'mutation { login(input: { email: "a@b.es", password: "x" }) { token } }');
    await fetch(`${gateway.url}/media/a.webp`, { headers: spoofing });
    expect(stub.calls.map((call) => [call.path, call.forwardedFor])).toEqual([
      ['/api/magazines', '127.0.0.1'],
      ['/api/auth/login', '127.0.0.1'],
      ['/media/a.webp', '127.0.0.1'],
    ]);
  });

  it('passes on the address a trusted proxy (TRUST_PROXY) reports', async () => {
    await graphql(behindProxy, 'mutation { login(input: { email: "a@b.es", password: "x" }) { token } }');
    await fetch(`${behindProxy.url}/media/a.webp`, { headers: spoofing });
    expect(stub.calls.map((call) => call.forwardedFor)).toEqual(['203.0.113.66', '203.0.113.66']);
  });
});
