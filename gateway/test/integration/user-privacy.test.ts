import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';

/**
 * Issue 18 point 10: anonymous visitors read the cards of the directories, not the CVs and contact
 * addresses of the accounts behind them (opening a profile needs a sign-in), whether they reach
 * the accounts through `creatives` or refetch them with `nodes`. Real api, full seed.
 */
let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack('full');
  token = await signIn(stack, 'empresa@demo.es');
});
afterAll(() => stack?.close());

/** Every field of a User beyond a card, and the card's own. */
const PROFILE = /* GraphQL */ `
  id
  username
  fullName
  city
  profilePicture
  cv { url }
  portfolio { url }
  social { contactEmail instagram }
  education { institution }
  experience { company }
  bio
  software
`;

interface Profile {
  id: string;
  username: string;
  fullName: string | null;
  cv: { url: string } | null;
  portfolio: { url: string } | null;
  social: { contactEmail: string | null; instagram: string | null };
  education: unknown[];
  experience: unknown[];
  bio: string | null;
  software: string[];
}

const CREATIVES = `{ creatives(first: 20) { edges { node { user { ${PROFILE} } } } } }`;

async function creatives(viewer?: string): Promise<Profile[]> {
  const answer = await stack.gateway.graphql<{ creatives: { edges: { node: { user: Profile } }[] } }>(CREATIVES, {
    token: viewer,
  });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.creatives.edges.map(({ node }) => node.user);
}

async function nodes(ids: string[], viewer?: string): Promise<Profile[]> {
  const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on User { ${PROFILE} } } }`;
  const answer = await stack.gateway.graphql<{ nodes: Profile[] }>(query, { token: viewer, variables: { ids } });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.nodes;
}

/** What of the private parts a list of accounts shows. */
function privateParts(users: Profile[]) {
  return {
    cvs: users.filter((user) => user.cv).length,
    portfolios: users.filter((user) => user.portfolio).length,
    contactEmails: users.filter((user) => user.social.contactEmail).length,
    networks: users.filter((user) => user.social.instagram).length,
    education: users.filter((user) => user.education.length > 0).length,
    experience: users.filter((user) => user.experience.length > 0).length,
    bios: users.filter((user) => user.bio).length,
    software: users.filter((user) => user.software.length > 0).length,
  };
}

const NOTHING = {
  cvs: 0,
  portfolios: 0,
  contactEmails: 0,
  networks: 0,
  education: 0,
  experience: 0,
  bios: 0,
  software: 0,
};

describe('anonymous visitors', () => {
  it('read the cards of `creatives` but no CV, portfolio, contact email, education or experience', async () => {
    const users = await creatives();
    expect(users).toHaveLength(20);
    expect(users.every((user) => user.username && user.fullName)).toBe(true);
    expect(privateParts(users)).toEqual(NOTHING);
  });

  it('get none of them by refetching the accounts with `nodes`', async () => {
    const ids = (await creatives()).map((user) => user.id);
    const users = await nodes(ids);
    expect(users.map((user) => user.id)).toEqual(ids);
    expect(privateParts(users)).toEqual(NOTHING);
  });

  it('get none of them with a token the api refuses', async () => {
    const ids = (await creatives()).map((user) => user.id);
    expect(privateParts(await creatives('no-es-un-token'))).toEqual(NOTHING);
    expect(privateParts(await nodes(ids, 'no-es-un-token'))).toEqual(NOTHING);
  });
});

describe('signed-in users', () => {
  it('read the CVs, portfolios, contact emails, education and experience of `creatives` and `nodes`', async () => {
    const users = await creatives(token);
    const seen = privateParts(users);
    expect(seen.cvs).toBeGreaterThan(0);
    expect(seen.contactEmails).toBeGreaterThan(0);
    expect(seen.education).toBeGreaterThan(0);
    expect(seen.experience).toBeGreaterThan(0);
    expect(
      privateParts(
        await nodes(
          users.map((user) => user.id),
          token,
        ),
      ),
    ).toEqual(seen);
  });
});
