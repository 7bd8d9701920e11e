// Follows (part 2 §7 "Profile"): POST/DELETE /api/users/follow/{userId}, the community
// lists GET /api/users/following and /followers, the notification flags, and the
// concurrency rule of issue 3 (50 simultaneous follows lose nothing, duplicate nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { call, createAccount, get, put, refusal } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'none' });
});
afterAll(() => test.close());

type Account = Awaited<ReturnType<typeof createAccount>>;

const followUrl = (account: Account) => `/api/users/follow/${account.user._id as string}`;
const followOf = (target: Account, by: Account) => call(test.app, 'POST', followUrl(target), undefined, by.token);
const unfollowOf = (target: Account, by: Account) => call(test.app, 'DELETE', followUrl(target), undefined, by.token);

async function followRows(followedId: string) {
  return test.db.selectFrom('follows').selectAll().where('followed_id', '=', followedId).execute();
}

describe('POST and DELETE /api/users/follow/{userId}', () => {
  let ana: Account;
  let bea: Account;
  beforeAll(async () => {
    [ana, bea] = [await createAccount(test), await createAccount(test)];
  });

  it('follows, sets the notifications flag, and is idempotent', async () => {
    const first = await followOf(bea, ana);
    expect(first).toMatchObject({
      status: 200,
      body: { message: 'Ahora sigues a este usuario', isFollowing: true, followersCount: 1 },
    });
    expect((await followOf(bea, ana)).body).toMatchObject({ isFollowing: true, followersCount: 1 });
    expect(await followRows(bea.user._id as string)).toHaveLength(1);
    const own = (await get(test.app, '/api/users/profile', ana.token)).body;
    expect(own).toMatchObject({
      following: [bea.user._id],
      followingCount: 1,
      notifications: [{ userId: bea.user._id, active: true }],
    });
  });

  it('unfollows, turns the flag off, and is idempotent', async () => {
    const answer = await unfollowOf(bea, ana);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'Has dejado de seguir a este usuario', isFollowing: false, followersCount: 0 },
    });
    expect((await unfollowOf(bea, ana)).status).toBe(200);
    expect(await followRows(bea.user._id as string)).toHaveLength(0);
    expect((await get(test.app, '/api/users/profile', ana.token)).body).toMatchObject({
      following: [],
      followingCount: 0,
      notifications: [{ userId: bea.user._id, active: false }],
    });
    expect((await followOf(bea, ana)).status).toBe(200);
    expect((await get(test.app, '/api/users/profile', ana.token)).body.notifications).toEqual([
      { userId: bea.user._id, active: true },
    ]);
  });

  it('refuses following oneself, unknown accounts and anonymous callers, changing nothing', async () => {
    const before = await test.db.selectFrom('follows').selectAll().execute();
    expect(refusal(await followOf(ana, ana))).toEqual({
      status: 400,
      error: 'No puedes seguirte a ti mismo.',
      field: 'userId',
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      for (const method of ['POST', 'DELETE'] as const) {
        expect(refusal(await call(test.app, method, `/api/users/follow/${id}`, undefined, ana.token))).toEqual({
          status: 404,
          error: 'Usuario no encontrado.',
          field: undefined,
        });
      }
    }
    expect((await call(test.app, 'POST', followUrl(bea))).status).toBe(401);
    expect(await test.db.selectFrom('follows').selectAll().execute()).toEqual(before);
  });
});

describe('GET /api/users/following and /api/users/followers', () => {
  let star: Account;
  const fans: Account[] = [];
  beforeAll(async () => {
    star = await createAccount(test);
    await put(
      test.app,
      '/api/users/profile',
      { role: 'Profesional', professionalType: 2, companyName: 'Telares Núñez', city: 'Vigo', country: 'España' },
      star.token,
    );
    for (let i = 0; i < 12; i++) {
      const fan = await createAccount(test, { username: `fan${i}_${Date.now() % 100000}` });
      await put(test.app, '/api/users/profile', { fullName: i === 3 ? 'Íñigo Álvarez' : `Fan ${i}` }, fan.token);
      test.clock.advance(1000);
      await followOf(star, fan);
      await followOf(fan, star);
      fans.push(fan);
    }
  });

  it('pages the followers, newest first, with the community card fields', async () => {
    const first = await get(test.app, '/api/users/followers?page=1', star.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalFollowers: 12, totalPages: 2, page: 1 });
    const cards = first.body.followers as Record<string, unknown>[];
    expect(cards).toHaveLength(10);
    expect(cards[0]?._id).toBe(fans[11]?.user._id);
    expect(Object.keys(cards[0] ?? {}).sort()).toEqual(
      [
        '_id',
        'username',
        'fullName',
        'companyName',
        'professionalTitle',
        'role',
        'city',
        'country',
        'professionalType',
        'profile',
      ].sort(),
    );
    const second = await get(test.app, '/api/users/followers?page=2&limit=10', star.token);
    expect((second.body.followers as unknown[]).length).toBe(2);
    expect((await get(test.app, '/api/users/followers?page=3', star.token)).body.followers).toEqual([]);
  });

  it('pages the accounts followed, and a fan sees the company card', async () => {
    const page = await get(test.app, '/api/users/following?limit=5', star.token);
    expect(page.body).toMatchObject({ totalFollowing: 12, totalPages: 3 });
    const fanView = await get(test.app, '/api/users/following', fans[0]?.token);
    expect(fanView.body.following).toEqual([
      {
        _id: star.user._id,
        username: star.form.username,
        fullName: null,
        companyName: 'Telares Núñez',
        professionalTitle: null,
        role: 'Profesional',
        professionalType: 2,
        city: 'Vigo',
        country: 'España',
        profile: { profilePicture: null },
      },
    ]);
  });

  it('searches the list ignoring case and accents (extension), totals unchanged', async () => {
    const answer = await get(test.app, '/api/users/followers?search=INIGO%20alv', star.token);
    expect(answer.body).toMatchObject({ totalFollowers: 12, totalPages: 1 });
    expect((answer.body.followers as Record<string, unknown>[]).map((c) => c.fullName)).toEqual(['Íñigo Álvarez']);
    const none = await get(test.app, '/api/users/followers?search=nadie', star.token);
    expect(none.body).toMatchObject({ followers: [], totalFollowers: 12, totalPages: 0 });
  });

  it('refuses bad paging and anonymous callers', async () => {
    expect(refusal(await get(test.app, '/api/users/following?page=0', star.token))).toEqual({
      status: 400,
      error: 'El campo "page" debe ser como mínimo 1.',
      field: 'page',
    });
    expect(refusal(await get(test.app, '/api/users/followers?limit=51', star.token))).toEqual({
      status: 400,
      error: 'El campo "limit" debe ser como máximo 50.',
      field: 'limit',
    });
    expect((await get(test.app, '/api/users/followers')).status).toBe(401);
  });
});

describe('concurrency (issue 3)', () => {
  it('50 different followers at once: 50 follows, nothing lost', async () => {
    const target = await createAccount(test);
    const followers: Account[] = [];
    for (let i = 0; i < 50; i++) followers.push(await createAccount(test));
    const answers = await Promise.all(followers.map((follower) => followOf(target, follower)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await followRows(target.user._id as string);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.follower_id)).size).toBe(50);
    const page = await get(test.app, '/api/users/followers?limit=50', target.token);
    expect(page.body).toMatchObject({ totalFollowers: 50, totalPages: 1 });
  });

  it('the same follower 50 times at once: one follow, one notification flag', async () => {
    const [target, follower] = [await createAccount(test), await createAccount(test)];
    const answers = await Promise.all(Array.from({ length: 50 }, () => followOf(target, follower)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(await followRows(target.user._id as string)).toHaveLength(1);
    const flags = await test.db
      .selectFrom('follow_notifications')
      .selectAll()
      .where('user_id', '=', follower.user._id as string)
      .execute();
    expect(flags).toHaveLength(1);
    expect(flags[0]?.active).toBe(true);
  });
});
