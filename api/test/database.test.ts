// The data layer: the PGlite driver's serialised connection, migrations, constraints, seed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations/index';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { seed } from '../src/seed/seed';
import type { Db } from '../src/db/database';
import { createMediaStore } from '../src/services/media';
import { createTestApp, type TestApp } from '../src/testing';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'small' });
  await sql`create table probe (name text primary key)`.execute(test.db);
});
afterAll(() => test.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('driver', () => {
  it('never lets a query slip into another caller’s open transaction', async () => {
    const rolledBack = test.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into probe (name) values ('dentro')`.execute(trx);
        await sleep(50);
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await sleep(5);
    await sql`insert into probe (name) values ('fuera')`.execute(test.db);
    expect(await rolledBack).toBe('rolled back');
    const names = (await sql<{ name: string }>`select name from probe order by name`.execute(test.db)).rows.map(
      (r) => r.name,
    );
    expect(names).toEqual(['fuera']);
  });

  it('runs concurrent read-modify-write transactions one after the other', async () => {
    await sql`create table counter (n integer not null)`.execute(test.db);
    await sql`insert into counter values (0)`.execute(test.db);
    const increment = () =>
      test.db.transaction().execute(async (trx) => {
        // FOR UPDATE keeps the Postgres run honest; PGlite serialises anyway.
        const { rows } = await sql<{ n: number }>`select n from counter for update`.execute(trx);
        await sleep(10);
        await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
      });
    await Promise.all(Array.from({ length: 5 }, increment));
    expect((await sql<{ n: number }>`select n from counter`.execute(test.db)).rows[0]?.n).toBe(5);
  });
});

describe('migrations', () => {
  it('apply once: a second run has nothing to do', async () => {
    expect(await migrateToLatest(test.db)).toEqual([]);
  });

  it('0008 keeps stored durations in years and the split of tags the detail showed (the first 5 hard)', async () => {
    const migration = migrations['0008_duration_units_and_skill_kinds'];
    if (!migration?.down) throw new Error('0008 is missing or cannot be undone');
    await migration.down(test.db);
    const [offer] = (await sql<{ id: string }>`select id from job_offers order by id limit 2`.execute(test.db)).rows;
    if (!offer) throw new Error('the seed has no job offer');
    const seven = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete'];
    await sql`update job_offers set tags = ${JSON.stringify(seven)}::jsonb where id = ${offer.id}`.execute(test.db);
    await sql`update job_offers set tags = '["Patronaje"]'::jsonb where id <> ${offer.id}`.execute(test.db);
    await sql`update educational_offers set duration_years = 3`.execute(test.db);
    await migration.up(test.db);
    const skills = await test.db.selectFrom('job_offers').select(['id', 'hard_skills_count']).execute();
    expect(skills.map((row) => [row.id === offer.id, row.hard_skills_count])).toEqual(
      skills.map((row) => (row.id === offer.id ? [true, 5] : [false, 1])),
    );
    const durations = await test.db
      .selectFrom('educational_offers')
      .select(['duration_value', 'duration_unit'])
      .execute();
    expect(durations.length).toBeGreaterThan(0);
    expect(new Set(durations.map((row) => `${row.duration_value} ${row.duration_unit}`))).toEqual(new Set(['3 años']));
  });

  it('keep usernames and emails unique whatever their case', async () => {
    const row = { username: 'Creativa', email: 'otra@ejemplo.es' };
    await expect(test.db.insertInto('users').values(row).execute()).rejects.toMatchObject({ code: '23505' });
    await expect(
      test.db.insertInto('users').values({ username: 'otra', email: DEMO_ACCOUNTS.creative.toUpperCase() }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('refuse posts without images or with more than 6', async () => {
    const author = await test.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'creativa')
      .executeTakeFirstOrThrow();
    const image = { url: '/media/x.webp', width: 1, height: 1, variants: [] };
    for (const images of [[], Array.from({ length: 7 }, () => image)]) {
      await expect(
        test.db
          .insertInto('posts')
          .values({ user_id: author.id, title: 't', images: JSON.stringify(images) })
          .execute(),
      ).rejects.toMatchObject({ code: '23514' });
    }
  });
});

describe('seed', () => {
  it('has the demo accounts with their roles, types and states', async () => {
    const demo = await test.db
      .selectFrom('users')
      .select([
        'email',
        'role',
        'creative_type',
        'professional_type',
        'is_verificated_profesional',
        'profile_completed',
      ])
      .where('email', 'in', Object.values(DEMO_ACCOUNTS))
      .execute();
    const byEmail = Object.fromEntries(demo.map((u) => [u.email, u]));
    expect(byEmail[DEMO_ACCOUNTS.creative]).toMatchObject({
      role: 'Creativo',
      creative_type: 1,
      profile_completed: true,
    });
    expect(byEmail[DEMO_ACCOUNTS.company]).toMatchObject({
      role: 'Profesional',
      professional_type: 2,
      is_verificated_profesional: true,
    });
    expect(byEmail[DEMO_ACCOUNTS.institution]).toMatchObject({
      professional_type: 4,
      is_verificated_profesional: true,
    });
    expect(byEmail[DEMO_ACCOUNTS.unverified]).toMatchObject({
      professional_type: 2,
      is_verificated_profesional: false,
    });
    expect(byEmail[DEMO_ACCOUNTS.newcomer]).toMatchObject({ role: null, profile_completed: false });
  });

  it('gives every post pictures of its own: no two posts share an image file', async () => {
    await expectNoSharedPostImages(test.db);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const again = await seed(test.db, { size: 'small', media: createMediaStore(test.storage), now: test.clock.now() });
    expect(again).toMatchObject({ users: 0, posts: 0, articles: 0, magazines: 0 });
  });

  it('full size: ≥35 users of every role and type, ≥120 posts of 1–6 images, staff picks, ≥12 articles, ≥6 magazines', async () => {
    const full = await createTestApp({ seed: 'none' });
    try {
      const summary = await seed(full.db, { size: 'full', media: createMediaStore(full.storage) });
      console.info(`full seed took ${(summary.ms / 1000).toFixed(1)} s`);
      expect(summary.users).toBeGreaterThanOrEqual(35);
      expect(summary.posts).toBeGreaterThanOrEqual(120);
      expect(summary.articles).toBeGreaterThanOrEqual(12);
      expect(summary.magazines).toBeGreaterThanOrEqual(6);
      const types = await full.db
        .selectFrom('users')
        .select(['role', 'creative_type', 'professional_type'])
        .distinct()
        .where('role', 'is not', null)
        .execute();
      for (const n of [1, 2, 3, 4, 5]) {
        expect(types.some((t) => t.role === 'Creativo' && t.creative_type === n)).toBe(true);
        expect(types.some((t) => t.role === 'Profesional' && t.professional_type === n)).toBe(true);
      }
      const counts = await sql<{ n: number; picks: number }>`
        select count(*) filter (where jsonb_array_length(images) not between 1 and 6)::int as n,
               count(*) filter (where is_staff_pick)::int as picks
        from posts`.execute(full.db);
      expect(counts.rows[0]).toMatchObject({ n: 0 });
      expect(counts.rows[0]?.picks).toBeGreaterThanOrEqual(10);
      await expectNoSharedPostImages(full.db);
    } finally {
      await full.close();
    }
  }, 120_000);
});

/** No image file (original or resized copy) appears in two posts, nor twice in one. */
async function expectNoSharedPostImages(db: Db): Promise<void> {
  const posts = await db.selectFrom('posts').select(['id', 'images']).execute();
  const owners = new Map<string, string>();
  const shared: string[] = [];
  for (const post of posts) {
    for (const image of post.images) {
      for (const url of [image.url, ...image.variants.map((variant) => variant.url)]) {
        if (owners.has(url)) shared.push(`${url}: ${owners.get(url)} and ${post.id}`);
        owners.set(url, post.id);
      }
    }
  }
  expect(posts.length).toBeGreaterThan(0);
  expect(shared).toEqual([]);
}
