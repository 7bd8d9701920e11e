// Explorer feeds and the post page (part 2 §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { get, login, refusal } from './helpers';

interface ExplorerImage {
  postId: string;
  imageUrl: string;
  postTitle: string;
  user: { _id: string; username: string; city: string | null; profilePicture: string | null };
  width: number;
  height: number;
  variants: { width: number; url: string }[];
}

let test: TestApp;
let totalPosts: number;
let staffPicks: { id: string; staff_picked_at: Date | null }[];
beforeAll(async () => {
  test = await createTestApp({ seed: 'small' });
  totalPosts = (await test.db.selectFrom('posts').select('id').execute()).length;
  staffPicks = await test.db
    .selectFrom('posts')
    .select(['id', 'staff_picked_at'])
    .where('is_staff_pick', '=', true)
    .orderBy('staff_picked_at', 'desc')
    .orderBy('id')
    .execute();
});
afterAll(() => test.close());

const images = (body: Record<string, unknown>) => body.images as ExplorerImage[];

describe('GET /api/posts/explorer', () => {
  it('answers 14 images by default, one per post, with size and variants, not cached', async () => {
    const answer = await get(test.app, '/api/posts/explorer');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(images(answer.body)).toHaveLength(14);
    expect(answer.body.hasMore).toBe(true);
    const ids = images(answer.body).map((image) => image.postId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const image of images(answer.body)) {
      expect(image.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.variants.every((v) => v.width < image.width && v.url.startsWith('/media/'))).toBe(true);
      expect(image.user.username).toBeTruthy();
      expect(image.postTitle).toBeTruthy();
    }
  });

  it('serves the main image of the post', async () => {
    const [first] = images((await get(test.app, '/api/posts/explorer?limit=1')).body);
    const post = (await get(test.app, `/api/posts/${first?.postId}`)).body.post as Record<string, unknown>;
    expect(post.mainImage).toBe(first?.imageUrl);
    const media = await test.app.inject({ method: 'GET', url: first?.imageUrl ?? '' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('pages to the end by excluding what was seen: no duplicates, every post once', async () => {
    const seen: string[] = [];
    let hasMore = true;
    for (let round = 0; hasMore; round++) {
      expect(round).toBeLessThan(20);
      const answer = await get(test.app, `/api/posts/explorer?page=1&limit=14&exclude=${seen.join(',')}`);
      expect(answer.status).toBe(200);
      const page = images(answer.body);
      seen.push(...page.map((image) => image.postId));
      hasMore = answer.body.hasMore as boolean;
      expect(hasMore).toBe(seen.length < totalPosts);
    }
    expect(seen).toHaveLength(totalPosts);
    expect(new Set(seen).size).toBe(totalPosts);
  });

  it('excludes first, then pages through the rest', async () => {
    const all = images((await get(test.app, '/api/posts/explorer?limit=50')).body).map((i) => i.postId);
    const excluded = all.slice(0, 30);
    const page2 = await get(test.app, `/api/posts/explorer?page=2&limit=5&exclude=${excluded.join(',')}`);
    const remaining = totalPosts - 30;
    expect(images(page2.body)).toHaveLength(Math.min(5, remaining - 5));
    expect(images(page2.body).every((i) => !excluded.includes(i.postId))).toBe(true);
    expect(page2.body.hasMore).toBe(remaining > 10);
  });

  it('ignores ids in exclude that cannot be post ids', async () => {
    expect((await get(test.app, '/api/posts/explorer?exclude=abc,,123')).status).toBe(200);
  });

  it('refuses bad paging in Spanish', async () => {
    expect(refusal(await get(test.app, '/api/posts/explorer?limit=51'))).toEqual({
      status: 400,
      error: 'El campo "limit" debe ser como máximo 50.',
      field: 'limit',
    });
    expect(refusal(await get(test.app, '/api/posts/explorer?page=0'))).toEqual({
      status: 400,
      error: 'El campo "page" debe ser como mínimo 1.',
      field: 'page',
    });
    expect(refusal(await get(test.app, '/api/posts/explorer?page=dos'))).toEqual({
      status: 400,
      error: 'El campo "page" debe ser un número entero.',
      field: 'page',
    });
    const tooMany = Array.from({ length: 1001 }, () => '00000000-0000-4000-8000-000000000000').join(',');
    expect(refusal(await get(test.app, `/api/posts/explorer?exclude=${tooMany}`))).toEqual({
      status: 400,
      error: 'Se pueden excluir como máximo 1000 publicaciones.',
      field: 'exclude',
    });
  });
});

describe('GET /api/posts/staff-picks', () => {
  it('answers only staff picks, newest pick first', async () => {
    expect(staffPicks.length).toBeGreaterThan(2);
    const answer = await get(test.app, '/api/posts/staff-picks?limit=50');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(images(answer.body).map((i) => i.postId)).toEqual(staffPicks.map((p) => p.id));
    expect(answer.body.hasMore).toBe(false);
  });

  it('pages by page number with a correct hasMore', async () => {
    const size = 2;
    const collected: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await get(test.app, `/api/posts/staff-picks?page=${page}&limit=${size}`);
      collected.push(...images(answer.body).map((i) => i.postId));
      expect(answer.body.hasMore).toBe(page * size < staffPicks.length);
      if (!answer.body.hasMore) break;
    }
    expect(collected).toEqual(staffPicks.map((p) => p.id));
  });

  it('leaves excluded picks out before paging', async () => {
    const [first, second] = staffPicks;
    const answer = await get(test.app, `/api/posts/staff-picks?limit=1&exclude=${first?.id}`);
    expect(images(answer.body).map((i) => i.postId)).toEqual([second?.id]);
  });
});

describe('GET /api/posts/{id}', () => {
  it('answers the post with its author and image details, with or without a token', async () => {
    const id = staffPicks[0]?.id ?? '';
    const anonymous = await get(test.app, `/api/posts/${id}`);
    expect(anonymous.status).toBe(200);
    const post = anonymous.body.post as Record<string, unknown>;
    expect(post).toMatchObject({ _id: id });
    const imageUrls = post.images as string[];
    expect(imageUrls.length).toBeGreaterThanOrEqual(1);
    expect(imageUrls.length).toBeLessThanOrEqual(6);
    expect(post.mainImage).toBe(imageUrls[0]);
    expect((post.imageDetails as { url: string }[]).map((d) => d.url)).toEqual(imageUrls);
    expect(post.user).toHaveProperty('profile.profilePicture');
    expect(Array.isArray(post.tags)).toBe(true);
    expect(typeof post.imageTags).toBe('object');
    const token = await login(test.app, 'creativa@demo.es');
    expect((await get(test.app, `/api/posts/${id}`, token)).body).toEqual(anonymous.body);
    // A stale token does not break a public page.
    expect((await get(test.app, `/api/posts/${id}`, 'caducado')).status).toBe(200);
  });

  it('answers 404 for unknown ids', async () => {
    const notFound = { status: 404, error: 'Publicación no encontrada.', field: undefined };
    expect(refusal(await get(test.app, '/api/posts/00000000-0000-4000-8000-000000000000'))).toEqual(notFound);
    expect(refusal(await get(test.app, '/api/posts/no-es-un-id'))).toEqual(notFound);
  });
});

describe('GET /api/posts/by-ids (extension)', () => {
  it('answers each known post as GET /api/posts/{id} does, leaving unknown and malformed ids out', async () => {
    const [first, second] = staffPicks.map((pick) => pick.id);
    const ids = [first, second?.toUpperCase(), '00000000-0000-4000-8000-000000000000', 'no-es-un-id'].join(',');
    const answer = await get(test.app, `/api/posts/by-ids?ids=${ids}`);
    expect(answer.status).toBe(200);
    const posts = answer.body.posts as Record<string, unknown>[];
    expect(posts.map((post) => post._id).sort()).toEqual([first, second].sort());
    for (const post of posts) {
      expect(post).toEqual((await get(test.app, `/api/posts/${String(post._id)}`)).body.post);
    }
  });

  it('answers an empty list for no known id, and needs no session', async () => {
    expect(await get(test.app, '/api/posts/by-ids?ids=no-es-un-id')).toMatchObject({
      status: 200,
      body: { posts: [] },
    });
  });
});

describe('GET /api/posts/by-users (extension)', () => {
  it("answers each user's newest posts as their portfolio's first page does, in the order asked", async () => {
    const authors = await test.db
      .selectFrom('posts')
      .select(['user_id'])
      .groupBy('user_id')
      .orderBy(({ fn }) => fn.countAll(), 'desc')
      .limit(2)
      .execute();
    const userIds = authors.map((author) => author.user_id);
    const answer = await get(test.app, `/api/posts/by-users?userIds=${userIds.join(',')},no-es-un-id&limit=2`);
    expect(answer.status).toBe(200);
    const users = answer.body.users as { userId: string; posts: { _id: string }[]; hasMore: boolean }[];
    expect(users.map((user) => user.userId)).toEqual(userIds);
    for (const user of users) {
      const { username } = await test.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
      const portfolio = (await get(test.app, `/api/posts/user/${username}?page=1&limit=2`)).body;
      expect(user.posts).toEqual(portfolio.posts);
      expect(user.hasMore).toBe(portfolio.hasMore);
    }
  });

  it("answers the same page of each user's posts as their portfolio's pages do", async () => {
    const authors = await test.db
      .selectFrom('posts')
      .select(['user_id'])
      .groupBy('user_id')
      .orderBy(({ fn }) => fn.countAll(), 'desc')
      .limit(3)
      .execute();
    const userIds = authors.map((author) => author.user_id);
    for (const page of [2, 3]) {
      const answer = await get(test.app, `/api/posts/by-users?userIds=${userIds.join(',')}&limit=2&page=${page}`);
      expect(answer.status).toBe(200);
      const users = answer.body.users as { userId: string; posts: { _id: string }[]; hasMore: boolean }[];
      for (const user of users) {
        const { username } = await test.db
          .selectFrom('users')
          .select('username')
          .where('id', '=', user.userId)
          .executeTakeFirstOrThrow();
        const portfolio = (await get(test.app, `/api/posts/user/${username}?page=${page}&limit=2`)).body;
        expect(user.posts).toEqual(portfolio.posts);
        expect(user.hasMore).toBe(portfolio.hasMore);
      }
      expect(users.some((user) => user.posts.length > 0)).toBe(true);
    }
  });

  it('refuses a limit out of 1–50, a page out of 1–10000 and more than 100 users', async () => {
    expect((await get(test.app, '/api/posts/by-users?userIds=&limit=51')).status).toBe(400);
    expect((await get(test.app, '/api/posts/by-users?userIds=&page=0')).status).toBe(400);
    expect((await get(test.app, '/api/posts/by-users?userIds=&page=10001')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(await get(test.app, `/api/posts/by-users?userIds=${many.join(',')}`)).toMatchObject({
      status: 400,
      body: { error: 'Se pueden pedir como máximo 100 usuarios a la vez.', field: 'userIds' },
    });
  });
});
