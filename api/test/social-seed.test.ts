// The social seed: follows for the demo accounts, CV-style creative profiles and company
// milestones, all within the profile editor's limits, and a second run adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '../src/schemas/profile';
import { ORGANISATIONS } from '../src/seed/people';
import { seedId } from '../src/seed/random';
import { seed } from '../src/seed/seed';
import { createMediaStore } from '../src/services/media';
import { createTestApp, type TestApp } from '../src/testing';
import { get, login } from './helpers';

type Row = Record<string, unknown>;

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'small' });
});
afterAll(() => test.close());

describe('seed (small)', () => {
  it('the demo accounts follow and are followed', async () => {
    for (const email of ['creativa@demo.es', 'empresa@demo.es', 'institucion@demo.es']) {
      const token = await login(test.app, email);
      const following = await get(test.app, '/api/users/following', token);
      const followers = await get(test.app, '/api/users/followers', token);
      expect(following.body.totalFollowing, email).toBeGreaterThan(0);
      expect(followers.body.totalFollowers, email).toBeGreaterThan(0);
      const own = await get(test.app, '/api/users/profile', token);
      expect((own.body.notifications as Row[]).length, email).toBe(following.body.totalFollowing);
    }
    const newcomer = await login(test.app, 'nuevo@demo.es');
    expect((await get(test.app, '/api/users/following', newcomer)).body).toMatchObject({ totalFollowing: 0 });
  });

  it('fills CV-style profiles for creatives, with a PDF CV that is served', async () => {
    const token = await login(test.app, 'creativa@demo.es');
    const own = (await get(test.app, '/api/users/profile', token)).body;
    expect(own).toMatchObject({ cvFileName: expect.stringMatching(/\.pdf$/), portfolioUrl: expect.any(String) });
    for (const field of ['education', 'professionalFormation', 'skills', 'software', 'languages', 'professionalTags']) {
      expect((own[field] as unknown[]).length, field).toBeGreaterThan(0);
    }
    const cv = await test.app.inject({ method: 'GET', url: own.cvUrl as string });
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const creatives = await test.db.selectFrom('users').selectAll().where('role', '=', 'Creativo').execute();
    expect(creatives.length).toBeGreaterThan(0);
    for (const creative of creatives) {
      expect(creative.cv_url, creative.username).toMatch(/^\/media\/[0-9a-f]{32}\.pdf$/);
      expect(creative.professional_formation.length, creative.username).toBeGreaterThan(0);
      expect(creative.contract, creative.username).not.toBeNull();
      expect(creative.social?.instagram, creative.username).toMatch(/^https:\/\/www\.instagram\.com\//);
    }
  });

  it('gives companies and institutions milestones', async () => {
    const companies = await test.db
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'Profesional')
      .where('professional_type', 'in', [1, 2, 3, 4])
      .where('email', 'like', '%@ejemplo.es')
      .execute();
    const withMilestones = companies.filter((c) => c.professional_milestones.length > 0);
    expect(withMilestones.length).toBeGreaterThanOrEqual(5);
    const token = await login(test.app, 'empresa@demo.es');
    expect(((await get(test.app, '/api/users/profile', token)).body.professionalMilestones as Row[]).length).toBe(1);
  });

  it('keeps every seeded profile within the editor limits of part 2 §9', async () => {
    // The main seed's accounts, which the social seed completes (other steps add their own).
    const ids = [
      ...['creativa', 'empresa', 'institucion', 'pendiente', 'nuevo'].map((key) => seedId(`user:${key}`)),
      ...ORGANISATIONS.map((org) => seedId(`user:${org.key}`)),
      ...Array.from({ length: 32 }, (_, index) => seedId(`user:creative:${index}`)),
    ];
    const users = await test.db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
    expect(users.length).toBeGreaterThanOrEqual(15);
    const thisYear = new Date().getUTCFullYear();
    for (const user of users) {
      const name = user.username;
      expect(user.education.length, name).toBeLessThanOrEqual(PROFILE_LIMITS.education);
      expect(user.skills.length, name).toBeLessThanOrEqual(PROFILE_LIMITS.skills);
      expect(
        user.skills.every((s) => s.length <= PROFILE_LIMITS.tagLength),
        name,
      ).toBe(true);
      expect(user.software.length, name).toBeLessThanOrEqual(PROFILE_LIMITS.software);
      expect(user.languages.length, name).toBeLessThanOrEqual(PROFILE_LIMITS.languages);
      expect(user.company_tags.length, name).toBeLessThanOrEqual(PROFILE_LIMITS.companyTags);
      expect(user.professional_tags.length, name).toBeLessThanOrEqual(PROFILE_LIMITS.professionalTags);
      expect((user.bio ?? '').length, name).toBeLessThanOrEqual(PROFILE_LIMITS.bio);
      expect((user.professional_summary ?? '').length, name).toBeLessThanOrEqual(PROFILE_LIMITS.summary);
      expect((user.biography ?? '').length, name).toBeLessThanOrEqual(PROFILE_LIMITS.summary);
      for (const milestone of user.professional_milestones) {
        expect(milestone.date, name).toMatch(/^(0[1-9]|1[0-2]) \/ \d{4}$/);
        expect(Number(milestone.date?.slice(-4)), name).toBeLessThanOrEqual(thisYear);
        expect((milestone.description ?? '').length, name).toBeLessThanOrEqual(PROFILE_LIMITS.milestoneDescription);
      }
      for (const entry of user.education) {
        if (!entry.currentlyEnrolled) expect(Number(entry.formationEndYear), name).toBeLessThanOrEqual(thisYear);
      }
    }
  });

  it('shows the seeded creatives in the directory with their last post', async () => {
    const answer = await get(test.app, '/api/users/creatives');
    const cards = answer.body.creatives as Row[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(9);
    expect(cards[0]?.lastPost).toMatchObject({ mainImage: expect.stringMatching(/^\/media\//) });
    expect((answer.body.countries as string[]).length).toBeGreaterThan(0);
  });

  it('adds nothing on a second run', async () => {
    const snapshot = async () => ({
      follows: await test.db.selectFrom('follows').selectAll().orderBy('follower_id').orderBy('followed_id').execute(),
      users: await test.db.selectFrom('users').selectAll().orderBy('id').execute(),
    });
    const before = await snapshot();
    await seed(test.db, { size: 'small', media: createMediaStore(test.storage), now: test.clock.now() });
    expect(await snapshot()).toEqual(before);
  });
});
