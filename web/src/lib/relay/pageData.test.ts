import { fetchQuery } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ShellRouteQuery from '../../features/shell/__generated__/ShellRouteQuery.graphql';
import BlogPageQuery from '../../features/blog/__generated__/BlogPageQuery.graphql';

/** What the gateway writes into a public page (gateway/src/seo/render-head.ts `renderPageData`). */
function embed(answers: unknown[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'page-data';
  element.textContent = JSON.stringify(answers);
  document.head.append(element);
}

const shellAnswer = { data: { viewer: null } };
const blogAnswer = { data: { articles: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } } } };

// Each test reads a new page: the module keeps what it read.
async function freshEnvironment() {
  vi.resetModules();
  const session = await import('../session');
  const { getRelayEnvironment } = await import('./environment');
  return { session, environment: getRelayEnvironment() };
}

describe("a public page's embedded answers", () => {
  let fetchSpy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchSpy = vi.fn(async () => Response.json({ data: { ...shellAnswer.data, ...blogAnswer.data } }));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('page-data')?.remove();
    localStorage.clear();
  });

  it('answers the same operation with the same variables at once, once, and leaves the page', async () => {
    embed([
      { id: ShellRouteQuery.params.id, variables: {}, response: shellAnswer },
      { id: BlogPageQuery.params.id, variables: {}, response: blogAnswer },
    ]);
    const { environment } = await freshEnvironment();
    // A null variable is the same as one not given.
    await fetchQuery(environment, BlogPageQuery, { category: null }).toPromise();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.getElementById('page-data')).toBeNull();
    await fetchQuery(environment, BlogPageQuery, { category: null }, { fetchPolicy: 'network-only' }).toPromise();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('asks the gateway when the variables differ (a filtered page)', async () => {
    embed([{ id: BlogPageQuery.params.id, variables: {}, response: blogAnswer }]);
    const { environment } = await freshEnvironment();
    await fetchQuery(environment, BlogPageQuery, { category: 'FASHION' }).toPromise();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("is never used with a session: the anonymous answers are not the user's", async () => {
    embed([{ id: ShellRouteQuery.params.id, variables: {}, response: shellAnswer }]);
    const { session, environment } = await freshEnvironment();
    session.setAuthToken('a-session');
    await fetchQuery(environment, ShellRouteQuery, {}).toPromise();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('takes a page without answers, or with broken JSON, as one to ask for', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'page-data';
    element.textContent = '{ roto';
    document.head.append(element);
    const { environment } = await freshEnvironment();
    await fetchQuery(environment, ShellRouteQuery, {}).toPromise();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
