// The demo job offers: every type and format, applications in every status (the demo
// creative's among them), saved offers, and a second run that adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed/seed';
import { createMediaStore } from '../src/services/media';
import { createTestApp, type TestApp } from '../src/testing';
import { get, login } from './helpers';
import type { Offer } from './job-offers.fixtures';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: 'small' });
});
afterAll(() => test.close());

const rows = () => test.db.selectFrom('job_offers').selectAll().execute();

describe('the job offers seed', () => {
  it('has offers of every type, format and status from verified companies', async () => {
    const offers = await rows();
    const pairs = new Set(offers.filter((o) => o.status === 'accepted').map((o) => `${o.job_type}/${o.location_type}`));
    expect(pairs.size).toBe(9);
    const statuses = new Set(offers.map((o) => o.status));
    expect([...statuses].sort()).toEqual(['accepted', 'cancelled', 'pending', 'rejected']);
    const today = new Date().toISOString().slice(0, 10);
    expect(offers.some((o) => o.expiration_date !== null && o.expiration_date < today)).toBe(true);
    expect(offers.some((o) => o.is_urgent)).toBe(true);
    expect(offers.some((o) => o.is_external && o.external_link?.startsWith('https://'))).toBe(true);
    expect(offers.some((o) => o.company_logo !== null)).toBe(true);
    const types = new Set(offers.flatMap((o) => o.extra_questions.map((q) => q.responseType)));
    expect([...types].sort()).toEqual(['boolean', 'number', 'text', 'url']);
    const publishers = await test.db
      .selectFrom('users')
      .select(['role', 'is_verificated_profesional'])
      .where('id', 'in', [...new Set(offers.map((o) => o.user_id))])
      .execute();
    expect(publishers.every((p) => p.role === 'Profesional' && p.is_verificated_profesional)).toBe(true);
  });

  it('has applications in every status, and the demo creative sees hers and her saved offers', async () => {
    const applications = await test.db.selectFrom('job_applications').select('status').execute();
    expect(new Set(applications.map((a) => a.status))).toEqual(new Set(['pending', 'accepted', 'rejected']));
    const token = await login(test.app, 'creativa@demo.es');
    const applied = await get(test.app, '/api/users/applied-offers', token);
    const statuses = (applied.body.offers as Offer[]).map((o) => o.applicationStatus);
    expect(new Set(statuses)).toEqual(new Set(['pending', 'accepted', 'rejected']));
    const saved = (await get(test.app, '/api/users/saved-offers', token)).body.savedOffers as Offer[];
    expect(saved.length).toBeGreaterThanOrEqual(4);
    expect(saved.some((o) => o.isExpired)).toBe(true);
  });

  it('shows the company its offers with candidates', async () => {
    const token = await login(test.app, 'empresa@demo.es');
    const answer = await get(test.app, '/api/offers/company', token);
    const offers = answer.body.offers as Offer[];
    expect(offers.length).toBeGreaterThanOrEqual(3);
    expect(offers.some((o) => (o.applicationsCount as number) > 0)).toBe(true);
  });

  it('adds nothing on a second run', async () => {
    const before = {
      offers: (await rows()).length,
      applications: (await test.db.selectFrom('job_applications').select('id').execute()).length,
      saved: (await test.db.selectFrom('saved_job_offers').select('offer_id').execute()).length,
    };
    const lines: string[] = [];
    await seed(test.db, {
      size: 'small',
      media: createMediaStore(test.storage),
      now: test.clock.now(),
      log: (line) => lines.push(line),
    });
    expect(lines).toContain('seed (small): 0 job offers, 0 applications, 0 saved offers added');
    expect((await rows()).length).toBe(before.offers);
    expect((await test.db.selectFrom('job_applications').select('id').execute()).length).toBe(before.applications);
    expect((await test.db.selectFrom('saved_job_offers').select('offer_id').execute()).length).toBe(before.saved);
  });
});
