// The demo favorites and folders (boards): present for the demo accounts, partly unorganised,
// consistent, and not added twice by a second run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed/seed';
import { createMediaStore } from '../src/services/media';
import { createTestApp, type TestApp } from '../src/testing';
import { get, login } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'small' });
});
afterAll(() => test.close());

const count = async (table: 'favorites' | 'folders' | 'folder_items') =>
  Number(
    (
      await test.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seed: favorites and boards', () => {
  it('gives the demo creative saved images, boards with images, and unorganised ideas', async () => {
    const token = await login(test.app, 'creativa@demo.es');
    const favorites = (await get(test.app, '/api/users/favorites', token)).body.favorites as {
      postId: string;
      folderIds: string[];
    }[];
    expect(favorites.length).toBeGreaterThanOrEqual(10);
    expect(favorites.some((f) => f.folderIds.length === 0)).toBe(true);
    expect(favorites.some((f) => f.folderIds.length > 0)).toBe(true);
    const folders = (await get(test.app, '/api/folders', token)).body.folders as { _id: string; itemsCount: number }[];
    expect(folders.length).toBeGreaterThanOrEqual(3);
    expect(folders.every((f) => f.itemsCount > 0)).toBe(true);
    const first = (await get(test.app, `/api/folders/${folders[0]?._id ?? ''}`, token)).body.folder as {
      items: { addedAt: string }[];
    };
    expect(first.items.length).toBe(folders[0]?.itemsCount);
  });

  it('leaves the newcomer empty and gives the company and the institution boards', async () => {
    const newcomer = await login(test.app, 'nuevo@demo.es');
    expect((await get(test.app, '/api/users/favorites', newcomer)).body.favorites).toEqual([]);
    expect((await get(test.app, '/api/folders', newcomer)).body.folders).toEqual([]);
    for (const email of ['empresa@demo.es', 'institucion@demo.es']) {
      const token = await login(test.app, email);
      expect(((await get(test.app, '/api/folders', token)).body.folders as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('adds nothing on a second run', async () => {
    const before = await Promise.all([count('favorites'), count('folders'), count('folder_items')]);
    expect(before.every((n) => n > 0)).toBe(true);
    await seed(test.db, { size: 'small', media: createMediaStore(test.storage), now: test.clock.now() });
    expect(await Promise.all([count('favorites'), count('folders'), count('folder_items')])).toEqual(before);
  });
});
