import { fetchQuery } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ShellRouteQuery from '../../features/shell/__generated__/ShellRouteQuery.graphql';
import { CSRF_HEADER, getRelayEnvironment } from './environment';

/** The network layer as the gateway sees it: what goes out with every request. */
describe('Relay network layer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the CSRF header the gateway asks of non-JSON requests on every request', async () => {
    const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ data: { viewer: null } }));
    vi.stubGlobal('fetch', fetchSpy);

    await fetchQuery(getRelayEnvironment(), ShellRouteQuery, {}).toPromise();

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(new Headers(init.headers).get(CSRF_HEADER)).toBeTruthy();
    expect(CSRF_HEADER).toBe('x-graphql-yoga-csrf');
  });
});
