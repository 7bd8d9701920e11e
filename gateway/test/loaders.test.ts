import { describe, expect, it } from 'vitest';
import { batchLoader } from '../src/loaders/kinds';
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
