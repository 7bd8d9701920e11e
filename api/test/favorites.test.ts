// Saved images (part 2 §7 "Favorites and boards"): GET/POST/DELETE /api/users/favorites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, get, post, refusal } from './helpers';

interface TestPost {
  id: string;
  urls: string[];
}

let test: TestApp;
let ana: Awaited<ReturnType<typeof createAccount>>;
let beto: Awaited<ReturnType<typeof createAccount>>;
let posts: TestPost[];

/** Posts of six images each, written straight to the database (the files are not needed here). */
async function insertPosts(userId: string, count: number, label: string): Promise<TestPost[]> {
  const rows = Array.from({ length: count }, (_, p) => {
    const images = Array.from({ length: 6 }, (_, i) => {
      const hash = `${label}${String(p).padStart(4, '0')}${String(i).padStart(4, '0')}`.padEnd(32, 'a');
      return {
        url: `/media/${hash}.webp`,
        width: 800,
        height: 600,
        variants: [{ width: 320, url: `/media/${hash}-320.webp` }],
      };
    });
    return { user_id: userId, title: `Post ${label} ${p}`, description: 'd', images: JSON.stringify(images) };
  });
  const inserted = await test.db.insertInto('posts').values(rows).returning(['id', 'images']).execute();
  return inserted.map((row) => ({ id: row.id, urls: row.images.map((image) => image.url) }));
}

beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
  [ana, beto] = await Promise.all([createAccount(test), createAccount(test)]);
  posts = await insertPosts(beto.user._id as string, 12, 'b0');
});
afterAll(() => test.close());

const favoriteRows = (userId: unknown) =>
  test.db
    .selectFrom('favorites')
    .select(['post_id', 'image_url', 'created_at'])
    .where('user_id', '=', userId as string)
    .orderBy('post_id')
    .orderBy('image_url')
    .execute();

const save = (postId: string, body: unknown, token = ana.token) =>
  call(test.app, 'POST', `/api/users/favorites/${postId}`, body, token);
const unsave = (postId: string, body?: unknown, token = ana.token) =>
  call(test.app, 'DELETE', `/api/users/favorites/${postId}`, body, token);

async function clearFavorites() {
  await test.db.deleteFrom('favorites').execute();
}

describe('POST /api/users/favorites/{postId}', () => {
  it('saves the image named by imageUrl (post page) and answers the favorite', async () => {
    await clearFavorites();
    const [first] = posts;
    const answer = await save(first?.id ?? '', { imageUrl: first?.urls[2] });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Imagen guardada.');
    expect(answer.body.favorite).toMatchObject({
      postId: first?.id,
      savedImage: first?.urls[2],
      imageUrl: first?.urls[2],
      mainImage: first?.urls[0],
      folderIds: [],
      postTitle: 'Post b0 0',
      width: 800,
      height: 600,
    });
    expect(await favoriteRows(ana.user._id)).toHaveLength(1);
  });

  it('takes savedImage (grid toggle), a resized copy, an absolute URL, or nothing (the main image)', async () => {
    await clearFavorites();
    const [, second, third] = posts;
    expect((await save(second?.id ?? '', { savedImage: second?.urls[1] })).body.favorite).toMatchObject({
      imageUrl: second?.urls[1],
    });
    const variant = (second?.urls[3] ?? '').replace('.webp', '-320.webp');
    expect((await save(second?.id ?? '', { imageUrl: variant })).body.favorite).toMatchObject({
      imageUrl: second?.urls[3],
    });
    const absolute = `https://moda.example.com${second?.urls[4] ?? ''}?v=1`;
    expect((await save(second?.id ?? '', { imageUrl: absolute })).body.favorite).toMatchObject({
      imageUrl: second?.urls[4],
    });
    expect((await save(third?.id ?? '', undefined)).body.favorite).toMatchObject({ imageUrl: third?.urls[0] });
    expect(await favoriteRows(ana.user._id)).toHaveLength(4);
  });

  it('is idempotent: saving again keeps one row and its first save time', async () => {
    await clearFavorites();
    const [first] = posts;
    const once = await save(first?.id ?? '', { imageUrl: first?.urls[0] });
    test.clock.advance(60_000);
    const twice = await save(first?.id ?? '', { imageUrl: first?.urls[0] });
    expect(twice.status).toBe(200);
    expect(twice.body.favorite).toEqual(once.body.favorite);
    expect(await favoriteRows(ana.user._id)).toHaveLength(1);
  });

  it('refuses an image of another post, an unknown post and a missing token, saving nothing', async () => {
    await clearFavorites();
    const [first, second] = posts;
    expect(refusal(await save(first?.id ?? '', { imageUrl: second?.urls[0] }))).toEqual({
      status: 400,
      error: 'La imagen no pertenece a esta publicación.',
      field: 'imageUrl',
    });
    expect(refusal(await save(first?.id ?? '', { imageUrl: 42 }))).toEqual({
      status: 400,
      error: 'El campo "imageUrl" debe ser un texto.',
      field: 'imageUrl',
    });
    const notFound = { status: 404, error: 'Publicación no encontrada.', field: undefined };
    expect(refusal(await save('00000000-0000-4000-8000-000000000000', {}))).toEqual(notFound);
    expect(refusal(await save('no-es-un-id', {}))).toEqual(notFound);
    expect((await save(first?.id ?? '', {}, '')).status).toBe(401);
    expect(await favoriteRows(ana.user._id)).toEqual([]);
  });
});

describe('GET /api/users/favorites', () => {
  it("answers only the caller's saved images, newest first, with the spec's fields", async () => {
    await clearFavorites();
    const saved: string[] = [];
    for (const item of posts.slice(0, 3)) {
      test.clock.advance(1000);
      await save(item.id, { imageUrl: item.urls[1] });
      saved.unshift(item.id);
    }
    await save(posts[5]?.id ?? '', {}, beto.token);
    const answer = await get(test.app, '/api/users/favorites', ana.token);
    expect(answer.status).toBe(200);
    const favorites = answer.body.favorites as Record<string, unknown>[];
    expect(favorites.map((f) => f.postId)).toEqual(saved);
    expect(answer.body.total).toBe(3);
    for (const favorite of favorites) {
      for (const field of ['postId', 'savedImage', 'mainImage', 'imageUrl']) expect(favorite).toHaveProperty(field);
      expect(favorite.savedImage).toBe(favorite.imageUrl);
    }
    const page = await get(test.app, '/api/users/favorites?page=2&limit=2', ana.token);
    expect((page.body.favorites as { postId: string }[]).map((f) => f.postId)).toEqual(saved.slice(2));
    expect(page.body.total).toBe(3);
  });

  it('requires a token and valid paging', async () => {
    expect((await get(test.app, '/api/users/favorites')).status).toBe(401);
    expect(refusal(await get(test.app, '/api/users/favorites?limit=0', ana.token))).toMatchObject({
      status: 400,
      field: 'limit',
    });
  });
});

describe('DELETE /api/users/favorites/{postId}', () => {
  it('unsaves the image named in the body, or in the query (extension), and is idempotent', async () => {
    await clearFavorites();
    const [first] = posts;
    for (const url of first?.urls.slice(0, 3) ?? []) await save(first?.id ?? '', { imageUrl: url });
    const answer = await unsave(first?.id ?? '', { imageUrl: first?.urls[1] });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Imagen eliminada de guardados.' } });
    expect((await favoriteRows(ana.user._id)).map((r) => r.image_url).sort()).toEqual(
      [first?.urls[0], first?.urls[2]].sort(),
    );
    expect((await unsave(first?.id ?? '', { imageUrl: first?.urls[1] })).status).toBe(200);
    const byQuery = await call(
      test.app,
      'DELETE',
      `/api/users/favorites/${first?.id ?? ''}?imageUrl=${encodeURIComponent(first?.urls[2] ?? '')}`,
      undefined,
      ana.token,
    );
    expect(byQuery.status).toBe(200);
    expect((await favoriteRows(ana.user._id)).map((r) => r.image_url)).toEqual([first?.urls[0]]);
  });

  it('unsaves every image of the post without a URL, and takes them out of the boards', async () => {
    await clearFavorites();
    const [first] = posts;
    const board = await post(test.app, '/api/folders', { name: 'Para quitar' }, ana.token);
    const folderId = (board.body.folder as { _id: string })._id;
    await post(test.app, '/api/folders/add', { folderId, postId: first?.id, imageUrl: first?.urls[0] }, ana.token);
    await save(first?.id ?? '', { imageUrl: first?.urls[1] });
    expect((await unsave(first?.id ?? '')).status).toBe(200);
    expect(await favoriteRows(ana.user._id)).toEqual([]);
    expect((await get(test.app, `/api/folders/${folderId}`, ana.token)).body.folder).toMatchObject({ itemsCount: 0 });
  });

  it("touches only the caller's favorites and refuses bad input", async () => {
    await clearFavorites();
    const [first] = posts;
    await save(first?.id ?? '', {}, beto.token);
    expect((await unsave(first?.id ?? '')).status).toBe(200);
    expect(await favoriteRows(beto.user._id)).toHaveLength(1);
    expect(refusal(await unsave('no-es-un-id'))).toEqual({
      status: 404,
      error: 'Publicación no encontrada.',
      field: undefined,
    });
    expect(refusal(await unsave(first?.id ?? '', { imageUrl: ['x'] }))).toMatchObject({
      status: 400,
      field: 'imageUrl',
    });
    expect((await unsave(first?.id ?? '', {}, '')).status).toBe(401);
    expect(await favoriteRows(beto.user._id)).toHaveLength(1);
  });
});

describe('concurrent saves', () => {
  it('50 simultaneous saves of 50 different images lose nothing', async () => {
    await clearFavorites();
    const targets = posts.flatMap((item) => item.urls.map((url) => ({ postId: item.id, url }))).slice(0, 50);
    const answers = await Promise.all(targets.map((t) => save(t.postId, { imageUrl: t.url })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await favoriteRows(ana.user._id);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.image_url))).toEqual(new Set(targets.map((t) => t.url)));
  });

  it('50 simultaneous saves of the same image make one favorite', async () => {
    await clearFavorites();
    const [first] = posts;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => save(first?.id ?? '', { imageUrl: first?.urls[3] })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await favoriteRows(ana.user._id)).toHaveLength(1);
  });
});
