import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestUser } from '../../src/domains/users/rest';
import { signIn } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';
import { webOperation } from '../support/web-operations';

/**
 * Profiles through the graph (spec part 2 §2 Own profile view, External profile, Profile
 * editor) against the real api (full seed): the screens' queries and what they cost
 * upstream, every CV mapping both ways through updateProfile, the editor's refusals with the
 * graph's field names, and the facts only the account itself sees.
 */
let stack: Stack;
const tokens: Record<'creativa' | 'empresa' | 'institucion', string> = { creativa: '', empresa: '', institucion: '' };
beforeAll(async () => {
  stack = await startStack('full');
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[name] = await signIn(stack, `${name}@demo.es`);
  }
});
afterAll(() => stack?.close());

type UserErrors = { field: string | null; message: string }[];

/** Every field of the profile screens: basic info, the CV sections, files, follow facts. */
const PROFILE_FIELDS = /* GraphQL */ `
  fragment Profile on User {
    id
    internalID
    username
    displayName
    fullName
    companyName
    professionalTitle
    bio
    summary
    city
    country
    profilePicture
    role
    creativeType
    professionalType
    professionalTags
    companyTags
    website
    offersInternships
    education {
      institution
      otherInstitution
      formationName
      location
      startMonth
      startYear
      endMonth
      endYear
      currentlyEnrolled
      institutionLogo
    }
    experience {
      title
      company
      location
      description
      startMonth
      startYear
      endMonth
      endYear
      currentlyWorking
      companyLogo
    }
    skills
    software
    languages
    contract {
      internship
      fullTime
      partTime
    }
    workplace {
      onSite
      remote
      hybrid
    }
    social {
      contactEmail
      website
      instagram
      linkedin
      behance
      tumblr
      youtube
      pinterest
    }
    milestones {
      date
      name
      entity
      description
    }
    cv {
      url
      fileName
    }
    portfolio {
      url
      fileName
    }
    followersCount
    followingCount
    viewerIsFollowing
    isViewer
    signsInWithGoogle
    email
  }
`;

/** The Portfolio tab and the Ofertas tab's counts (and first offers). */
const TABS = /* GraphQL */ `
  posts(first: $posts) { edges { cursor node { id internalID title mainImage { url width height } } } pageInfo { hasNextPage endCursor } }
  jobOffers(first: 10) { totalCount edges { node { id internalID position companyName } } }
  educationalOffers(first: 10) { totalCount edges { node { id internalID programName } } }`;

const OWN_PROFILE = `query OwnProfile($posts: Int!) { viewer { ...Profile ${TABS} } } ${PROFILE_FIELDS}`;
const PUBLIC_PROFILE = `query PublicProfile($username: String!, $posts: Int!) { user(username: $username) { ...Profile ${TABS} } } ${PROFILE_FIELDS}`;

interface Profile {
  id: string;
  internalID: string;
  username: string;
  summary: string | null;
  website: string | null;
  education: Record<string, unknown>[];
  experience: Record<string, unknown>[];
  contract: Record<string, boolean>;
  workplace: Record<string, boolean>;
  social: Record<string, string | null>;
  milestones: Record<string, string>[];
  cv: { url: string; fileName: string } | null;
  followersCount: number;
  followingCount: number;
  viewerIsFollowing: boolean;
  isViewer: boolean;
  signsInWithGoogle: boolean | null;
  email: string | null;
  posts: { edges: { cursor: string; node: { internalID: string } }[]; pageInfo: { hasNextPage: boolean } };
  jobOffers: { totalCount: number; edges: unknown[] };
  educationalOffers: { totalCount: number; edges: unknown[] };
  [field: string]: unknown;
}

async function restProfile(token: string, username?: string): Promise<RestUser> {
  const path = username ? `/api/users/profile/${username}` : '/api/users/profile';
  const response = await fetch(stack.api.url + path, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as RestUser;
}

const ownProfile = (token: string, posts = 15) =>
  stack.gateway.graphql<{ viewer: Profile }>(OWN_PROFILE, { token, variables: { posts } });
const publicProfile = (token: string, username: string, posts = 15) =>
  stack.gateway.graphql<{ user: Profile | null }>(PUBLIC_PROFILE, { token, variables: { username, posts } });

describe('the own profile screen (viewer with every CV field, 15 posts, the offers counts)', () => {
  it.each([
    ['creativa', 2, 'a creative: the profile and the posts; no offers to ask for'],
    ['empresa', 3, 'a company: the profile, the posts and its job offers'],
    ['institucion', 3, 'an institution: the profile, the posts and its educational offers'],
  ] as const)('%s costs %i upstream calls (%s)', async (name, calls, _why) => {
    const answer = await ownProfile(tokens[name]);
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBe(calls);
    const viewer = answer.data!.viewer;
    const rest = await restProfile(tokens[name]);
    expect(viewer).toMatchObject({
      username: rest.username,
      isViewer: true,
      email: rest.email,
      signsInWithGoogle: false,
      followersCount: rest.followersCount,
      followingCount: rest.followingCount,
      viewerIsFollowing: false,
    });
  });

  it('shows the seeded creative CV mapped from the REST names', async () => {
    const viewer = (await ownProfile(tokens.creativa)).data!.viewer;
    const rest = await restProfile(tokens.creativa);
    expect(viewer.posts.edges).toHaveLength(15);
    expect(viewer.summary).toBe(rest.biography);
    expect(viewer.education).toHaveLength(rest.education.length);
    expect(viewer.education[0]).toMatchObject({
      institution: rest.education[0]!.institution,
      startMonth: Number(rest.education[0]!.formationStartMonth),
      startYear: Number(rest.education[0]!.formationStartYear),
      currentlyEnrolled: rest.education[0]!.currentlyEnrolled,
    });
    expect(viewer.experience[0]).toMatchObject({ company: rest.professionalFormation[0]!.institution });
    expect(viewer.contract).toEqual({
      internship: rest.contract!.practicas,
      fullTime: rest.contract!.tiempoCompleto,
      partTime: rest.contract!.parcial,
    });
    expect(viewer.social.contactEmail).toBe(rest.social!.emailContacto);
    expect(viewer.cv).toEqual({ url: rest.cvUrl, fileName: rest.cvFileName });
    expect(viewer.jobOffers).toEqual({ totalCount: 0, edges: [] });
    expect(viewer.educationalOffers).toEqual({ totalCount: 0, edges: [] });
  });

  it("counts a company's and an institution's public offers as the api does", async () => {
    const company = (await ownProfile(tokens.empresa)).data!.viewer;
    const offers = await (await fetch(`${stack.api.url}/api/offers/user/empresa?limit=1`)).json();
    expect(company.jobOffers.totalCount).toBe(offers.total);
    expect(company.jobOffers.totalCount).toBeGreaterThan(0);
    const institution = (await ownProfile(tokens.institucion)).data!.viewer;
    const programmes = await (
      await fetch(`${stack.api.url}/api/offers/educational/user-external/institucion?limit=1`)
    ).json();
    expect(institution.educationalOffers.totalCount).toBe(programmes.total);
    expect(institution.educationalOffers.totalCount).toBeGreaterThan(0);
  });
});

describe('the public profile by username', () => {
  it.each([
    ['creativa', 'empresa', 3],
    ['creativa', 'institucion', 3],
    ['empresa', 'creativa', 2],
    ['empresa', 'marta.sanz', 2],
  ] as const)('%s opening %s costs %i upstream calls', async (viewer, username, calls) => {
    const answer = await publicProfile(tokens[viewer], username);
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBe(calls);
    const user = answer.data!.user!;
    const rest = await restProfile(tokens[viewer], username);
    expect(user).toMatchObject({
      username: rest.username,
      isViewer: false,
      viewerIsFollowing: rest.isFollowing,
      followersCount: rest.followersCount,
      followingCount: rest.followingCount,
      // Facts only the account itself sees.
      email: null,
      signsInWithGoogle: null,
    });
  });

  it('costs the same for 1 post and for 15', async () => {
    const one = await publicProfile(tokens.empresa, 'creativa', 1);
    const fifteen = await publicProfile(tokens.empresa, 'creativa', 15);
    expect(one.data!.user!.posts.edges).toHaveLength(1);
    expect(fifteen.data!.user!.posts.edges).toHaveLength(15);
    expect(one.extensions?.upstreamCalls).toBe(fifteen.extensions?.upstreamCalls);
  });

  it('reads any case, answers the own profile for the own username, null for an unknown one', async () => {
    const upper = await publicProfile(tokens.creativa, 'EMPRESA');
    expect(upper.data!.user!.username).toBe('empresa');
    const own = await publicProfile(tokens.creativa, 'creativa');
    expect(own.data!.user).toMatchObject({ isViewer: true, email: 'creativa@demo.es', signsInWithGoogle: false });
    const unknown = await publicProfile(tokens.creativa, 'nadie.de.nada');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.user).toBeNull();
  });

  it('needs a token, as the other signed-in fields', async () => {
    const answer = await stack.gateway.graphql(`{ user(username: "empresa") { username } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.extensions?.upstreamCalls).toBe(0);
  });

  it("pages another user's posts as the api lists them, whatever `first` does", async () => {
    const rest = await (await fetch(`${stack.api.url}/api/posts/user/creativa`)).json();
    const ids: string[] = rest.posts.map((post: { _id: string }) => post._id);
    const seen: string[] = [];
    let after: string | null = null;
    for (const first of [4, 5, 3, 10]) {
      const answer = await stack.gateway.graphql<{ user: Profile }>(
        `query Page($first: Int!, $after: String) { user(username: "creativa") { posts(first: $first, after: $after) { edges { cursor node { internalID } } pageInfo { hasNextPage endCursor } } } }`,
        { token: tokens.empresa, variables: { first, after } },
      );
      const { edges, pageInfo } = answer.data!.user.posts as Profile['posts'] & { pageInfo: { endCursor: string } };
      seen.push(...edges.map((edge) => edge.node.internalID));
      after = pageInfo.endCursor;
      expect(answer.extensions?.upstreamCalls).toBe(2); // the profile, one page of posts
    }
    expect(seen).toEqual(ids.slice(0, seen.length));
    expect(seen).toHaveLength(ids.length);
  });
});

describe("the web app's own profile queries (its Relay artifacts)", () => {
  it.each([
    ['OwnProfilePageQuery', 'creativa', {}],
    ['OwnProfilePageQuery', 'empresa', {}],
    ['OwnProfilePageQuery', 'institucion', {}],
    ['PublicProfilePageQuery', 'creativa', { username: 'empresa' }],
    ['PublicProfilePageQuery', 'creativa', { username: 'institucion' }],
    ['PublicProfilePageQuery', 'empresa', { username: 'creativa' }],
    ['ProfileEditorPageQuery', 'creativa', {}],
    ['ProfileEditorPageQuery', 'empresa', {}],
  ] as const)('%s as %s %j costs at most 3 upstream calls', async (name, who, variables) => {
    const answer = await stack.gateway.graphql(webOperation(name), { token: tokens[who], variables });
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBeLessThanOrEqual(3);
  });
});

describe("the web app's own tab, next-page and print queries (its Relay artifacts)", () => {
  const idOf = async (username: string) =>
    (
      await stack.gateway.graphql<{ user: { id: string } }>(
        `query Id($username: String!) { user(username: $username) { id } }`,
        { token: tokens.creativa, variables: { username } },
      )
    ).data!.user.id;

  it.each([
    ['OffersPanelJobQuery', 'creativa', 'empresa'],
    ['OffersPanelJobQuery', 'empresa', 'empresa'],
    ['OffersPanelEducationalQuery', 'creativa', 'institucion'],
    ['OffersPanelEducationalQuery', 'institucion', 'institucion'],
    ['PortfolioPanelPaginationQuery', 'empresa', 'creativa'],
    ['PortfolioPanelPaginationQuery', 'creativa', 'creativa'],
  ] as const)('%s as %s on the profile of %s costs at most 3 upstream calls', async (name, who, owner) => {
    const variables = { id: await idOf(owner), cursor: null };
    const answer = await stack.gateway.graphql(webOperation(name), { token: tokens[who], variables });
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBeLessThanOrEqual(3);
  });

  it('prints a profile for 1 upstream call (usePrintProfileQuery)', async () => {
    const answer = await stack.gateway.graphql(webOperation('usePrintProfileQuery'), {
      token: tokens.empresa,
      variables: { username: 'creativa' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.upstreamCalls).toBe(1);
  });
});

/** The whole CV of the editor, in the graph's names. */
const CV_INPUT = {
  bio: 'Diseñadora de punto sostenible.',
  summary: 'Cinco años entre talleres de punto y estudios de diseño; busco un equipo de producto.',
  professionalTitle: 'Diseñadora de punto',
  professionalTags: ['Punto', 'Sostenible', 'Patronaje'],
  website: 'lucia-moda.example.com',
  education: [
    {
      institution: 'Escuela Superior de Diseño de Madrid',
      formationName: 'Grado en Diseño de Moda',
      location: 'Madrid',
      startMonth: 9,
      startYear: 2021,
      endMonth: null,
      endYear: null,
      currentlyEnrolled: true,
      institutionLogo: 'https://example.com/esdm.png',
    },
    {
      otherInstitution: 'Taller Textil de Toledo',
      formationName: 'Curso de tintes naturales',
      location: 'Toledo',
      startMonth: 2,
      startYear: 2020,
      endMonth: 6,
      endYear: 2020,
      currentlyEnrolled: false,
    },
  ],
  experience: [
    {
      title: 'Diseñadora junior',
      company: 'Punto Norte',
      location: 'Bilbao',
      description: 'Desarrollo de colecciones de punto.',
      startMonth: 1,
      startYear: 2024,
      currentlyWorking: true,
      companyLogo: 'https://example.com/punto.png',
    },
  ],
  skills: ['Patronaje', 'Confección'],
  software: ['CLO 3D'],
  languages: ['Español', 'Inglés'],
  contract: { internship: true, fullTime: true, partTime: false },
  workplace: { onSite: false, remote: true, hybrid: true },
  social: {
    contactEmail: 'contacto@lucia-moda.example.com',
    website: 'https://lucia-moda.example.com/portfolio',
    instagram: '@lucia.moda',
    linkedin: 'lucia-martin',
    behance: 'https://www.behance.net/luciamoda',
    tumblr: '',
    youtube: 'luciamoda',
    pinterest: '',
  },
};

const UPDATE = `mutation Update($input: UpdateProfileInput!) {
  updateProfile(input: $input) { user { ...Profile } userErrors { field message } }
} ${PROFILE_FIELDS}`;

async function update(token: string, input: Record<string, unknown>) {
  const answer = await stack.gateway.graphql<{ updateProfile: { user: Profile | null; userErrors: UserErrors } }>(
    UPDATE,
    { token, variables: { input } },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.updateProfile;
}

describe('updateProfile: the editor sections', () => {
  it('saves a whole CV under the REST names and shows it back in the graph’s, to others too', async () => {
    const { user, userErrors } = await update(tokens.creativa, CV_INPUT);
    expect(userErrors).toEqual([]);
    const expected = {
      bio: CV_INPUT.bio,
      summary: CV_INPUT.summary,
      professionalTags: CV_INPUT.professionalTags,
      website: 'https://lucia-moda.example.com/',
      education: [
        { ...CV_INPUT.education[0], otherInstitution: null },
        { ...CV_INPUT.education[1], institution: null, institutionLogo: null },
      ],
      experience: [{ ...CV_INPUT.experience[0], endMonth: null, endYear: null }],
      skills: CV_INPUT.skills,
      software: CV_INPUT.software,
      languages: CV_INPUT.languages,
      contract: CV_INPUT.contract,
      workplace: CV_INPUT.workplace,
      social: {
        contactEmail: 'contacto@lucia-moda.example.com',
        website: 'https://lucia-moda.example.com/portfolio',
        instagram: 'https://www.instagram.com/lucia.moda',
        linkedin: 'https://www.linkedin.com/in/lucia-martin',
        behance: 'https://www.behance.net/luciamoda',
        tumblr: null,
        youtube: 'https://www.youtube.com/@luciamoda',
        pinterest: null,
      },
    };
    expect(user).toMatchObject(expected);

    // The api holds it under its own names.
    const rest = await restProfile(tokens.creativa);
    expect(rest).toMatchObject({
      biography: CV_INPUT.summary,
      sitioWeb: 'https://lucia-moda.example.com/',
      contract: { practicas: true, tiempoCompleto: true, parcial: false },
      locationType: { presencial: false, remoto: true, hibrido: true },
      social: {
        emailContacto: 'contacto@lucia-moda.example.com',
        sitioWeb: 'https://lucia-moda.example.com/portfolio',
      },
    });
    expect(rest.education[0]).toMatchObject({
      formationStartMonth: '09',
      formationStartYear: '2021',
      formationEndMonth: '',
      currentlyEnrolled: true,
    });
    expect(rest.professionalFormation).toEqual([
      expect.objectContaining({ title: 'Diseñadora junior', institution: 'Punto Norte', startMonth: '01' }),
    ]);

    // Read back, by the account and by another one.
    expect((await ownProfile(tokens.creativa)).data!.viewer).toMatchObject(expected);
    expect((await publicProfile(tokens.empresa, 'creativa')).data!.user).toMatchObject({
      ...expected,
      email: null,
      signsInWithGoogle: null,
      isViewer: false,
    });
  });

  it('merges the flags and links sent, leaving the others as they were', async () => {
    const { user } = await update(tokens.creativa, {
      contract: { partTime: true },
      social: { tumblr: 'luciatumblr' },
    });
    expect(user!.contract).toEqual({ internship: true, fullTime: true, partTime: true });
    expect(user!.social).toMatchObject({
      instagram: 'https://www.instagram.com/lucia.moda',
      tumblr: 'https://www.tumblr.com/luciatumblr',
    });
  });

  it("saves a company's milestones, tags and internships as REST professionalMilestones and offersPractices", async () => {
    const milestones = [
      {
        date: '3/2015',
        name: 'Premio Nacional de Moda',
        entity: 'Ministerio de Cultura',
        description: 'Al punto local.',
      },
      { date: '11 / 2022', name: 'Apertura en Lisboa', entity: 'Textiles del Norte', description: 'Primera tienda.' },
    ];
    const { user, userErrors } = await update(tokens.empresa, {
      milestones,
      companyTags: ['Punto', 'Producción local'],
      offersInternships: true,
    });
    expect(userErrors).toEqual([]);
    expect(user!.milestones).toEqual([{ ...milestones[0], date: '03 / 2015' }, milestones[1]]);
    expect(user!).toMatchObject({ companyTags: ['Punto', 'Producción local'], offersInternships: true });
    const rest = await restProfile(tokens.empresa);
    expect(rest.professionalMilestones[0]).toMatchObject({ date: '03 / 2015', entity: 'Ministerio de Cultura' });
    expect(rest.offersPractices).toBe(true);
    const seen = (await publicProfile(tokens.creativa, 'empresa')).data!.user!;
    expect(seen.milestones).toEqual(user!.milestones);
  });

  const refusals: [
    what: string,
    token: keyof typeof tokens,
    input: Record<string, unknown>,
    error: UserErrors[number],
  ][] = [
    [
      'a bio of 151 characters',
      'creativa',
      { bio: 'a'.repeat(151) },
      { field: 'bio', message: 'El campo "bio" debe tener como máximo 150 caracteres.' },
    ],
    [
      'a summary of 501 characters (REST biography)',
      'creativa',
      { summary: 'a'.repeat(501) },
      { field: 'summary', message: 'El campo "summary" debe tener como máximo 500 caracteres.' },
    ],
    [
      '4 education entries',
      'creativa',
      { education: [{}, {}, {}, {}] },
      { field: 'education', message: 'El campo "education" admite como máximo 3 elementos.' },
    ],
    [
      'a month 13 (REST formationStartMonth)',
      'creativa',
      { education: [{ startMonth: 13 }] },
      { field: 'education.0.startMonth', message: 'El mes debe ser un número entre 1 y 12.' },
    ],
    [
      'an experience that ends before it starts (REST professionalFormation)',
      'creativa',
      { experience: [{ title: 'x' }, { startYear: 2021, endYear: 2020 }] },
      { field: 'experience.1.endYear', message: 'La fecha de finalización no puede ser anterior a la de inicio.' },
    ],
    [
      'a milestone without its entity',
      'empresa',
      { milestones: [{ date: '01 / 2020', name: 'Premio', entity: ' ', description: 'Algo.' }] },
      { field: 'milestones.0.entity', message: 'La entidad es obligatoria' },
    ],
    [
      'a milestone date that is not mm / yyyy',
      'empresa',
      { milestones: [{ date: '2020', name: 'Premio', entity: 'Alguien', description: 'Algo.' }] },
      { field: 'milestones.0.date', message: 'La fecha debe tener el formato mm / aaaa.' },
    ],
    [
      'milestones from a creative',
      'creativa',
      { milestones: [{ date: '01 / 2020', name: 'Premio', entity: 'Alguien', description: 'Algo.' }] },
      { field: 'milestones', message: 'Solo las empresas e instituciones pueden añadir hitos profesionales.' },
    ],
    [
      'a bad Instagram handle',
      'creativa',
      { social: { instagram: 'no válido!!' } },
      { field: 'social.instagram', message: 'El usuario de Instagram no es válido.' },
    ],
    [
      'a LinkedIn link of another network',
      'creativa',
      { social: { linkedin: 'https://www.instagram.com/lucia' } },
      { field: 'social.linkedin', message: 'El enlace no es de LinkedIn.' },
    ],
    [
      'a contact address that is not an email (REST emailContacto)',
      'creativa',
      { social: { contactEmail: 'lucía en gmail' } },
      { field: 'social.contactEmail', message: 'Introduce un email válido.' },
    ],
    [
      'a website that is not http(s) (REST sitioWeb)',
      'creativa',
      { website: 'ftp://lucia.example.com' },
      { field: 'website', message: 'Por favor, introduce una URL válida' },
    ],
  ];

  it.each(refusals)(
    'refuses %s as a userError on the graph’s field, changing nothing',
    async (_what, who, input, error) => {
      const before = await restProfile(tokens[who]);
      const { user, userErrors } = await update(tokens[who], input);
      expect(user).toBeNull();
      expect(userErrors).toEqual([error]);
      expect(await restProfile(tokens[who])).toEqual(before);
    },
  );
});

describe('privacy', () => {
  it("never shows another account's email or Google sign-in, however it is met", async () => {
    const answer = await stack.gateway.graphql<{
      viewer: {
        followers: {
          edges: { node: { email: string | null; signsInWithGoogle: boolean | null; isViewer: boolean } }[];
        };
      };
    }>(`{ viewer { followers(first: 20) { edges { node { email signsInWithGoogle isViewer } } } } }`, {
      token: tokens.creativa,
    });
    const nodes = answer.data!.viewer.followers.edges.map((edge) => edge.node);
    expect(nodes.length).toBeGreaterThan(4);
    expect(nodes.every((node) => node.email === null && node.signsInWithGoogle === null && !node.isViewer)).toBe(true);
  });
});
