import { describe, expect, it } from 'vitest';
import { batchLoader, pageLoader, type PageKey } from '../src/loaders/kinds';
import { SourceLoader } from '../src/loaders/source-loader';
import type { RestUser, RestUserSource } from '../src/domains/users/rest';

/** The loader logic, with the REST call replaced by a recording function. */
function usersLoader(known: Record<string, Partial<RestUser>>) {
  const calls: string[][] = [];
  const loader = new SourceLoader<RestUser>(
    batchLoader(async (ids) => {
      calls.push([...ids]);
      return ids.filter((id) => known[id]).map((id) => ({ _id: id, ...known[id] }) as RestUser);
    }, 100),
  );
  return { loader, calls };
}

describe('SourceLoader', () => {
  const part: RestUserSource = { _id: 'u1', username: 'ana', city: 'Madrid', profile: { profilePicture: null } };

  it('answers a node refetch from an embedded part without a call', async () => {
    const { loader, calls } = usersLoader({});
    loader.primePart(part);
    expect(await loader.load('u1')).toEqual(part);
    expect(calls).toEqual([]);
  });

  it('uses the part when it has the fields asked, the whole object otherwise', async () => {
    const { loader, calls } = usersLoader({ u1: { username: 'ana', bio: 'Estilista' } });
    expect(await loader.withFields(part, ['username', 'city'])).toBe(part);
    expect(calls).toEqual([]);
    expect((await loader.withFields(part, ['bio'])).bio).toBe('Estilista');
    expect(calls).toEqual([['u1']]);
  });

  it('batches and dedupes ids asked at different promise depths into one call', async () => {
    const { loader, calls } = usersLoader({ a: {}, b: {}, c: {} });
    const later = (id: string) =>
      Promise.resolve()
        .then(() => Promise.resolve())
        .then(() => loader.loadWhole(id));
    await Promise.all([loader.loadWhole('a'), later('b'), later('a'), loader.loadWhole('c'), loader.loadWhole('x')]);
    expect(calls).toEqual([['a', 'c', 'x', 'b']]);
  });

  it('lets a whole object primed by a mutation win over parts', async () => {
    const { loader, calls } = usersLoader({});
    loader.primePart(part);
    loader.prime({ ...part, bio: 'Nueva bio' } as RestUser);
    expect((await loader.withFields(part, ['bio'])).bio).toBe('Nueva bio');
    expect(calls).toEqual([]);
  });
});

describe('pageLoader', () => {
  /** A list of 30 numbers read by REST pages, with the calls it was asked. */
  function numbersLoader() {
    const calls: string[] = [];
    const loader = pageLoader(async ({ page, limit, status }: PageKey & { status?: string }) => {
      calls.push(`${status ?? 'all'} ${page}×${limit}`);
      const all = Array.from({ length: 30 }, (_, index) => index);
      return { items: all.slice((page - 1) * limit, page * limit), hasMore: page * limit < all.length, total: 30 };
    });
    return { loader, calls };
  }

  it('reads the first page of one list asked at two sizes in one call, each answered its part', async () => {
    const { loader, calls } = numbersLoader();
    const [count, page] = await Promise.all([loader.load({ page: 1, limit: 1 }), loader.load({ page: 1, limit: 20 })]);
    expect(calls).toEqual(['all 1×20']);
    expect(count).toEqual({ items: [0], hasMore: true, total: 30 });
    expect(page.items).toHaveLength(20);
  });

  it('keeps other lists and later pages apart', async () => {
    const { loader, calls } = numbersLoader();
    await Promise.all([
      loader.load({ page: 1, limit: 1, status: 'pending' }),
      loader.load({ page: 1, limit: 20 }),
      loader.load({ page: 2, limit: 20 }),
    ]);
    expect(calls.sort()).toEqual(['all 1×20', 'all 2×20', 'pending 1×1']);
  });

  it('a whole first page smaller than asked says nothing more follows', async () => {
    const { loader } = numbersLoader();
    const [small, whole] = await Promise.all([
      loader.load({ page: 1, limit: 30 }),
      loader.load({ page: 1, limit: 40 }),
    ]);
    expect(small).toMatchObject({ hasMore: false });
    expect(whole.items).toHaveLength(30);
  });
});
