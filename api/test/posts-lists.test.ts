// Lists of posts (part 2 §7): own posts, a user's posts, random posts, the feed of
// followed authors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { createAccount, get, refusal } from './helpers';

let test: TestApp;
let alba: Awaited<ReturnType<typeof createAccount>>;
let bruno: Awaited<ReturnType<typeof createAccount>>;
let carla: Awaited<ReturnType<typeof createAccount>>;
/** Post ids by author, newest first. */
const postsOf: Record<string, string[]> = {};

const DAY = 24 * 60 * 60 * 1000;

async function insertPosts(userId: string, count: number, offsetDays: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const hash = `${userId.replaceAll('-', '').slice(0, 24)}${String(i).padStart(8, '0')}`;
    const at = new Date(Date.UTC(2025, 4, 1) - (offsetDays + i * 3) * DAY);
    return {
      user_id: userId,
      title: `Post ${i}`,
      description: 'Descripción',
      images: JSON.stringify([{ url: `/media/${hash}.webp`, width: 10, height: 10, variants: [] }]),
      created_at: at,
      updated_at: at,
    };
  });
  const inserted = await test.db.insertInto('posts').values(rows).returning('id').execute();
  return inserted.map((row) => row.id);
}

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  [alba, bruno, carla] = await Promise.all([createAccount(test), createAccount(test), createAccount(test)]);
  postsOf.alba = await insertPosts(alba.user._id as string, 5, 0);
  postsOf.bruno = await insertPosts(bruno.user._id as string, 4, 1);
  postsOf.carla = await insertPosts(carla.user._id as string, 3, 2);
  // Alba follows Bruno and Carla.
  await test.db
    .insertInto('follows')
    .values([
      { follower_id: alba.user._id as string, followed_id: bruno.user._id as string },
      { follower_id: alba.user._id as string, followed_id: carla.user._id as string },
    ])
    .execute();
});
afterAll(() => test.close());

const ids = (body: Record<string, unknown>) => (body.posts as { _id: string }[]).map((p) => p._id);

describe('GET /api/posts/user', () => {
  it("answers the caller's posts, newest first, as full post objects", async () => {
    const answer = await get(test.app, '/api/posts/user', alba.token);
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(postsOf.alba);
    expect(answer.body.hasMore).toBe(false);
    const [first] = answer.body.posts as Record<string, unknown>[];
    for (const field of ['_id', 'title', 'description', 'images', 'mainImage', 'tags', 'imageTags', 'peopleTags']) {
      expect(first).toHaveProperty(field);
    }
    expect(first).toHaveProperty('imageDetails');
    expect(first?.user).toMatchObject({ _id: alba.user._id, username: alba.form.username });
  });

  it('pages when asked (extension)', async () => {
    const page2 = await get(test.app, '/api/posts/user?page=2&limit=2', alba.token);
    expect(ids(page2.body)).toEqual(postsOf.alba?.slice(2, 4));
    expect(page2.body.hasMore).toBe(true);
    const page3 = await get(test.app, '/api/posts/user?page=3&limit=2', alba.token);
    expect(ids(page3.body)).toEqual(postsOf.alba?.slice(4));
    expect(page3.body.hasMore).toBe(false);
    expect(refusal(await get(test.app, '/api/posts/user?limit=101', alba.token))).toEqual({
      status: 400,
      error: 'El campo "limit" debe ser como máximo 100.',
      field: 'limit',
    });
  });

  it('requires a token', async () => {
    expect(refusal(await get(test.app, '/api/posts/user'))).toEqual({
      status: 401,
      error: 'No autorizado. Inicia sesión para continuar.',
      field: undefined,
    });
  });
});

describe('GET /api/posts/user/{username}', () => {
  it("answers that user's posts whatever the case of the name, with or without a token", async () => {
    const answer = await get(test.app, `/api/posts/user/${bruno.form.username.toUpperCase()}`);
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(postsOf.bruno);
    expect((await get(test.app, `/api/posts/user/${bruno.form.username}`, carla.token)).body.posts).toEqual(
      answer.body.posts,
    );
  });

  it('answers 404 for an unknown user', async () => {
    expect(refusal(await get(test.app, '/api/posts/user/nadie_por_aqui'))).toEqual({
      status: 404,
      error: 'Usuario no encontrado.',
      field: undefined,
    });
  });
});

describe('GET /api/posts/random', () => {
  it('answers up to 20 random posts by default, leaving out the excluded one', async () => {
    const all = [...(postsOf.alba ?? []), ...(postsOf.bruno ?? []), ...(postsOf.carla ?? [])];
    const excluded = postsOf.bruno?.[0] ?? '';
    const answer = await get(test.app, `/api/posts/random?exclude=${excluded}`, alba.token);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const got = ids(answer.body);
    expect(got).toHaveLength(all.length - 1);
    expect(new Set(got)).toEqual(new Set(all.filter((id) => id !== excluded)));
    expect((answer.body.posts as Record<string, unknown>[])[0]).toHaveProperty('user.username');
    expect(ids((await get(test.app, '/api/posts/random?limit=3', alba.token)).body)).toHaveLength(3);
  });

  it('refuses bad limits and requires a token', async () => {
    expect(refusal(await get(test.app, '/api/posts/random?limit=0', alba.token))).toEqual({
      status: 400,
      error: 'El campo "limit" debe ser como mínimo 1.',
      field: 'limit',
    });
    expect((await get(test.app, '/api/posts/random')).status).toBe(401);
  });
});

describe('GET /api/posts/following', () => {
  type Image = { postId: string; user: { _id: string } };
  const images = (body: Record<string, unknown>) => body.images as Image[];

  it('answers the posts of followed users only, newest first, paged like the explorer', async () => {
    const followed = await test.db
      .selectFrom('posts')
      .select('id')
      .where('user_id', 'in', [bruno.user._id as string, carla.user._id as string])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const expected = followed.map((row) => row.id);
    const first = await get(test.app, '/api/posts/following?limit=4', alba.token);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(images(first.body).map((i) => i.postId)).toEqual(expected.slice(0, 4));
    expect(first.body.hasMore).toBe(true);
    const second = await get(test.app, '/api/posts/following?page=2&limit=4', alba.token);
    expect(images(second.body).map((i) => i.postId)).toEqual(expected.slice(4));
    expect(second.body.hasMore).toBe(false);
    // Excluded posts go first, then paging.
    const excluding = await get(test.app, `/api/posts/following?exclude=${expected.slice(0, 6).join(',')}`, alba.token);
    expect(images(excluding.body).map((i) => i.postId)).toEqual(expected.slice(6));
    // Someone who follows no one sees nothing.
    expect(images((await get(test.app, '/api/posts/following', carla.token)).body)).toEqual([]);
  });

  it('requires a token and a valid page', async () => {
    expect((await get(test.app, '/api/posts/following')).status).toBe(401);
    expect(refusal(await get(test.app, '/api/posts/following?page=0', alba.token))).toEqual({
      status: 400,
      error: 'El campo "page" debe ser como mínimo 1.',
      field: 'page',
    });
  });
});

// Issue 17: the explorer's filter panel filters on the server (an extension of the feeds).
describe('GET /api/posts/explorer and /staff-picks with filters', () => {
  const feed = async (path: string, query: string) => {
    const answer = await get(test.app, `${path}?limit=50&${query}`);
    expect(answer.status, query).toBe(200);
    return (answer.body.images as { postId: string }[]).map((image) => image.postId).sort();
  };
  const sorted = (...lists: string[][]) => lists.flat().sort();

  beforeAll(async () => {
    const place = (id: unknown, city: string, country: string, institution: string | null, education: unknown[]) =>
      test.db
        .updateTable('users')
        .set({ city, country, institution, education: JSON.stringify(education) })
        .where('id', '=', id as string)
        .execute();
    await place(alba.user._id, 'Madrid', 'España', 'Escuela Superior de Diseño de Madrid', []);
    await place(bruno.user._id, 'Málaga', 'España', null, [{ institution: 'IED Barcelona', formationName: 'Grado' }]);
    await place(carla.user._id, 'París', 'Francia', null, []);
    await test.db
      .updateTable('posts')
      .set({ title: 'Colección de punto', is_staff_pick: true, staff_picked_at: new Date() })
      .where('id', '=', postsOf.carla![0]!)
      .execute();
  });

  it('keeps the posts whose author lives in the country or city, whatever the case and accents', async () => {
    expect(await feed('/api/posts/explorer', 'city=madrid')).toEqual(sorted(postsOf.alba!));
    expect(await feed('/api/posts/explorer', 'city=MALAGA')).toEqual(sorted(postsOf.bruno!));
    expect(await feed('/api/posts/explorer', 'country=espana')).toEqual(sorted(postsOf.alba!, postsOf.bruno!));
    expect(await feed('/api/posts/explorer', 'country=Espa%C3%B1a&city=Paris')).toEqual([]);
    expect(await feed('/api/posts/explorer', 'city=mad')).toEqual([]);
  });

  it('keeps the posts whose author studied at the school (onboarding or an education entry)', async () => {
    expect(await feed('/api/posts/explorer', 'school=diseno de madrid')).toEqual(sorted(postsOf.alba!));
    expect(await feed('/api/posts/explorer', 'school=ied')).toEqual(sorted(postsOf.bruno!));
  });

  it('searches titles, applies the filters to staff picks, and pages through what matches', async () => {
    expect(await feed('/api/posts/explorer', 'search=COLECCION')).toEqual([postsOf.carla![0]]);
    expect(await feed('/api/posts/staff-picks', 'country=francia')).toEqual([postsOf.carla![0]]);
    expect(await feed('/api/posts/staff-picks', 'country=espana')).toEqual([]);
    const first = await get(test.app, '/api/posts/explorer?limit=3&country=espana');
    expect(first.body.hasMore).toBe(true);
    const seen = (first.body.images as { postId: string }[]).map((image) => image.postId);
    const rest = await get(test.app, `/api/posts/explorer?limit=50&country=espana&exclude=${seen.join(',')}`);
    const all = [...seen, ...(rest.body.images as { postId: string }[]).map((image) => image.postId)].sort();
    expect(all).toEqual(sorted(postsOf.alba!, postsOf.bruno!));
    expect(rest.body.hasMore).toBe(false);
  });

  it('refuses filters that are too long', async () => {
    expect(refusal(await get(test.app, `/api/posts/explorer?city=${'x'.repeat(101)}`))).toMatchObject({
      status: 400,
      field: 'city',
    });
  });
});
