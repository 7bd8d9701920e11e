// Every counted list pages the same way (CONTRACT.md § Pages): next to its items it
// answers page, limit, total, totalPages and hasMore, counted by the database, and its
// last page holds what the earlier pages left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { seedId } from '../src/seed/random';
import { createTestApp, type TestApp } from '../src/testing';
import { get, login } from './helpers';

let test: TestApp;
const tokens: Record<'creative' | 'company' | 'institution', string> = { creative: '', company: '', institution: '' };
beforeAll(async () => {
  test = await createTestApp({ seed: 'small' });
  tokens.creative = await login(test.app, DEMO_ACCOUNTS.creative);
  tokens.company = await login(test.app, DEMO_ACCOUNTS.company);
  tokens.institution = await login(test.app, DEMO_ACCOUNTS.institution);
  // The institution with the most public programmes, for its public lists.
  const { institutions } = (await get(test.app, '/api/offers/educational/institutions')).body as {
    institutions: { _id: string; username: string; programs: unknown[] }[];
  };
  const richest = [...institutions].sort((a, b) => b.programs.length - a.programs.length)[0];
  placeholders.institution = richest?.username ?? '';
  placeholders.institutionId = richest?._id ?? '';
});
afterAll(() => test.close());

const placeholders: Record<string, string> = {};

type Caller = keyof typeof tokens | null;

/** [path, the list's key, who asks]. */
const LISTS: [string, string, Caller][] = [
  ['/api/users/following', 'following', 'creative'],
  ['/api/users/followers', 'followers', 'creative'],
  ['/api/users/creatives', 'creatives', null],
  ['/api/offers', 'offers', null],
  ['/api/offers/user', 'offers', 'company'],
  ['/api/offers/company', 'offers', 'company'],
  ['/api/offers/user/empresa', 'offers', null],
  [`/api/job-offers/company/${seedId('user:empresa')}`, 'offers', null],
  ['/api/users/saved-offers', 'savedOffers', 'creative'],
  ['/api/users/applied-offers', 'offers', 'creative'],
  ['/api/offers/educational/institutions', 'institutions', null],
  ['/api/offers/educational/user/institucion', 'offers', 'institution'],
  ['/api/offers/educational/user-external/{institution}', 'offers', null],
  ['/api/educational-offers/institution/{institutionId}', 'offers', null],
];

async function page(path: string, caller: Caller, number: number, limit: number) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => placeholders[name] ?? '');
  const answer = await get(test.app, `${url}?page=${number}&limit=${limit}`, caller ? tokens[caller] : undefined);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

describe.each(LISTS)('GET %s', (path, key, caller) => {
  it('answers page, limit, total, totalPages and hasMore, and its last page holds the rest', async () => {
    const limit = 1;
    const first = await page(path, caller, 1, limit);
    const total = first.total as number;
    expect(total, 'the seed fills every list with more than one page').toBeGreaterThan(limit);
    expect(first).toMatchObject({ page: 1, limit, totalPages: Math.ceil(total / limit), hasMore: true });
    expect(first[key]).toHaveLength(limit);

    const lastNumber = first.totalPages as number;
    const last = await page(path, caller, lastNumber, limit);
    expect(last).toMatchObject({ page: lastNumber, limit, total, hasMore: false });
    expect(last[key]).toHaveLength(total - limit * (lastNumber - 1));

    const past = await page(path, caller, lastNumber + 1, limit);
    expect(past).toMatchObject({ total, hasMore: false, [key]: [] });
  });
});
