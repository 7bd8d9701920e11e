import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { restGet, startStack, type Stack } from '../support/stack';

/**
 * An institution's own educational offers through the graph (spec part 2 §2 My Offers of an
 * institution, Estudiar moda) against the real api (small seed): its list in every state, what
 * it costs for 1 and for 20 offers, deactivating and deleting (the owner only), the centre type,
 * and the directory's programmes with their cost.
 */
let stack: Stack;
const tokens = { institucion: '', imbarcelona: '', creativa: '' };
const EMAILS: Record<keyof typeof tokens, string> = {
  institucion: 'institucion@demo.es',
  imbarcelona: 'imbarcelona@ejemplo.es',
  creativa: 'creativa@demo.es',
};

type UserErrors = { field: string | null; message: string }[];

async function graph<D>(token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const answer = await stack.gateway.graphql<D>(query, { variables, token: token ?? undefined });
  expect(answer.errors, query).toBeUndefined();
  return { data: answer.data!, calls: answer.extensions!.upstreamCalls! };
}

const FORM = {
  programName: 'Curso de Estilismo',
  city: 'Madrid',
  country: 'España',
  educationType: 'COURSE',
  modality: 'ONLINE',
  duration: 1,
};

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateEducationalOfferInput!) {
    createEducationalOffer(input: $input) {
      offer {
        id
        internalID
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Offers the demo institution publishes in this test (the seed gives it 2), newest last. */
const created: { id: string; internalID: string }[] = [];
const ADDED = 20;

beforeAll(async () => {
  stack = await startStack('small');
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await signIn(stack, EMAILS[name]);
  for (let index = 0; index < ADDED; index++) {
    const answer = await graph<{
      createEducationalOffer: { offer: { id: string; internalID: string }; userErrors: UserErrors };
    }>(tokens.institucion, CREATE, { input: { offer: { ...FORM, programName: `${FORM.programName} ${index}` } } });
    expect(answer.data.createEducationalOffer.userErrors).toEqual([]);
    created.push(answer.data.createEducationalOffer.offer);
  }
});
afterAll(() => stack?.close());

/** My Offers of an institution: its list in a state, every card field with the owner's form. */
const MY_OFFERS = /* GraphQL */ `
  query MyOffers($first: Int, $status: EducationalOfferStatus) {
    viewer {
      managedEducationalOffers(first: $first, status: $status) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            internalID
            programName
            city
            modality
            durationMonths
            publicationDate
            banner {
              url
            }
            viewerIsOwner
            form {
              status
              educationType
            }
          }
        }
      }
    }
  }
`;

type Card = { id: string; viewerIsOwner: boolean; form: { status: string } | null };
type Managed = {
  viewer: {
    managedEducationalOffers: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean };
      edges: { node: Card }[];
    } | null;
  };
};

const myOffers = async (token: string, variables: { first: number; status?: string }) =>
  graph<Managed>(token, MY_OFFERS, variables);

describe('User.managedEducationalOffers', () => {
  it('lists the institution its offers in every state, for the same cost for 1 and for 20', async () => {
    const one = await myOffers(tokens.institucion, { first: 1 });
    const many = await myOffers(tokens.institucion, { first: 20 });
    const list = many.data.viewer.managedEducationalOffers!;
    expect(list.edges).toHaveLength(20);
    expect(list.totalCount).toBeGreaterThanOrEqual(ADDED + 2);
    expect(list.pageInfo.hasNextPage).toBe(true);
    // Newest first: the offers this test published fill the first page.
    expect(list.edges.every(({ node }) => created.some((offer) => offer.id === node.id))).toBe(true);
    expect(list.edges.every(({ node }) => node.viewerIsOwner && node.form !== null)).toBe(true);
    expect(many.calls).toBe(one.calls);
    expect(many.calls).toBeLessThanOrEqual(2);
    console.info(`My Offers (institution): ${one.calls} calls for 1 offer, ${many.calls} for 20`);
  });

  it('filters by state', async () => {
    const pending = await myOffers(tokens.institucion, { first: 50, status: 'PENDING' });
    const edges = pending.data.viewer.managedEducationalOffers!.edges;
    expect(edges.length).toBeGreaterThanOrEqual(ADDED);
    expect(new Set(edges.map(({ node }) => node.form!.status))).toEqual(new Set(['PENDING']));
  });

  it("is null on anyone else's profile, and empty for an account that publishes none", async () => {
    const OTHER = `query { user(username: "institucion") { managedEducationalOffers { totalCount } } }`;
    const other = await graph<{ user: { managedEducationalOffers: unknown } }>(tokens.imbarcelona, OTHER);
    expect(other.data.user.managedEducationalOffers).toBeNull();
    const creative = await myOffers(tokens.creativa, { first: 5 });
    expect(creative.data.viewer.managedEducationalOffers).toMatchObject({ totalCount: 0, edges: [] });
  });
});

const STATUS = /* GraphQL */ `
  mutation Status($input: SetEducationalOfferStatusInput!) {
    setEducationalOfferStatus(input: $input) {
      offer {
        id
        form {
          status
        }
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: DeleteEducationalOfferInput!) {
    deleteEducationalOffer(input: $input) {
      deletedOfferId
      message
      userErrors {
        field
        message
      }
      viewer {
        managedEducationalOffers(first: 1) {
          totalCount
        }
      }
    }
  }
`;
type StatusPayload = { offer: Card | null; message: string | null; userErrors: UserErrors };
type DeletePayload = {
  deletedOfferId: string | null;
  message: string | null;
  userErrors: UserErrors;
  viewer: { managedEducationalOffers: { totalCount: number } } | null;
};

const setStatus = async (token: string, offerId: string, status = 'CANCELLED') =>
  (await graph<{ setEducationalOfferStatus: StatusPayload }>(token, STATUS, { input: { offerId, status } })).data
    .setEducationalOfferStatus;
const remove = async (token: string, offerId: string) =>
  (await graph<{ deleteEducationalOffer: DeletePayload }>(token, DELETE, { input: { offerId } })).data
    .deleteEducationalOffer;

/** A public offer of the demo institution, as the seed made it. */
async function publicOfferId(): Promise<string> {
  const path = '/api/offers/educational/user-external/institucion';
  const { offers } = await restGet<{ offers: { _id: string }[] }>(stack.api.url, path);
  return Buffer.from(`EducationalOffer:${offers[0]!._id}`).toString('base64');
}

describe("the owner's decisions", () => {
  it('deactivates an offer for its institution only', async () => {
    const offer = created[0]!;
    const unknown = {
      offer: null,
      message: null,
      userErrors: [{ field: null, message: 'No se encontró la oferta educativa.' }],
    };
    expect(await setStatus(tokens.imbarcelona, offer.id)).toEqual(unknown);
    expect(await setStatus(tokens.imbarcelona, await publicOfferId())).toEqual({
      ...unknown,
      userErrors: [{ field: null, message: 'Solo la institución que publicó esta oferta puede modificarla.' }],
    });
    expect((await setStatus(tokens.institucion, offer.id, 'ACTIVE')).userErrors).toEqual([
      { field: 'status', message: 'El valor del campo "status" no es válido.' },
    ]);
    const jobOfferId = Buffer.from(`JobOffer:${offer.internalID}`).toString('base64');
    expect((await setStatus(tokens.institucion, jobOfferId)).userErrors).toEqual([
      { field: 'offerId', message: 'No se encontró la oferta educativa.' },
    ]);

    expect(await setStatus(tokens.institucion, offer.id)).toEqual({
      offer: { id: offer.id, form: { status: 'CANCELLED' } },
      message: 'Oferta educativa desactivada.',
      userErrors: [],
    });
    const cancelled = await myOffers(tokens.institucion, { first: 50, status: 'CANCELLED' });
    expect(cancelled.data.viewer.managedEducationalOffers!.edges.map(({ node }) => node.id)).toContain(offer.id);
  });

  it("deletes an offer for its institution only, answering its global ID and the institution's new count", async () => {
    const offer = created[1]!;
    const COUNT = `{ viewer { managedEducationalOffers(first: 1) { totalCount } } }`;
    type Count = { viewer: { managedEducationalOffers: { totalCount: number } } };
    const before = (await graph<Count>(tokens.institucion, COUNT)).data.viewer.managedEducationalOffers.totalCount;
    expect(await remove(tokens.imbarcelona, offer.id)).toEqual({
      deletedOfferId: null,
      message: null,
      userErrors: [{ field: null, message: 'No se encontró la oferta educativa.' }],
      viewer: null,
    });
    const jobOfferId = Buffer.from(`JobOffer:${offer.internalID}`).toString('base64');
    expect((await remove(tokens.institucion, jobOfferId)).userErrors).toEqual([
      { field: 'offerId', message: 'No se encontró la oferta educativa.' },
    ]);
    expect(await remove(tokens.institucion, offer.id)).toEqual({
      deletedOfferId: offer.id,
      message: 'Oferta educativa eliminada.',
      userErrors: [],
      viewer: { managedEducationalOffers: { totalCount: before - 1 } },
    });
    const DETAIL = `query ($id: String!) { educationalOffer(internalID: $id) { id } }`;
    const gone = await graph<{ educationalOffer: unknown }>(tokens.institucion, DETAIL, { id: offer.internalID });
    expect(gone.data.educationalOffer).toBeNull();
  });

  it('refuses both without a session', async () => {
    const answer = await stack.gateway.graphql(DELETE, { variables: { input: { offerId: created[2]!.id } } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

/** The directory ('Estudiar moda'): the card fields, and each institution's programmes when asked. */
const CARD = 'internalID name centerType tags user { username }';
const DIRECTORY = /* GraphQL */ `
  query Directory($first: Int, $centerType: CenterType) {
    institutions(first: $first, centerType: $centerType) { totalCount edges { node { ${CARD} } } }
  }
`;
// The answer-size limit counts a list without a size at 50 items: a page of 10 with programmes fits.
const WITH_PROGRAMMES = /* GraphQL */ `
  query DirectoryWithProgrammes($first: Int) {
    institutions(first: $first) {
      edges { node { ${CARD} programmes { id internalID programName institution { username } } } }
    }
  }
`;

type Institution = {
  internalID: string;
  name: string;
  centerType: string;
  user: { username: string } | null;
  programmes?: { internalID: string; programName: string; institution: { username: string } }[];
};
type Directory = { institutions: { totalCount: number; edges: { node: Institution }[] } };

describe('setInstitutionType', () => {
  const SET = /* GraphQL */ `
    mutation Set($input: SetInstitutionTypeInput!) {
      setInstitutionType(input: $input) {
        institution {
          internalID
          name
          centerType
        }
        message
        userErrors {
          field
          message
        }
      }
    }
  `;
  type Payload = {
    setInstitutionType: { institution: Institution | null; message: string | null; userErrors: UserErrors };
  };

  it('says whether the institution is public or private; the directory shows it', async () => {
    const answer = await graph<Payload>(tokens.institucion, SET, { input: { centerType: 'PUBLIC' } });
    expect(answer.data.setInstitutionType).toMatchObject({
      institution: { centerType: 'PUBLIC' },
      message: 'Tipo de centro guardado.',
      userErrors: [],
    });
    const id = answer.data.setInstitutionType.institution!.internalID;
    const publicOnes = await graph<Directory>(null, DIRECTORY, { first: 50, centerType: 'PUBLIC' });
    expect(publicOnes.data.institutions.edges.map(({ node }) => node.internalID)).toContain(id);

    const back = await graph<Payload>(tokens.institucion, SET, { input: { centerType: 'PRIVATE' } });
    expect(back.data.setInstitutionType.institution).toMatchObject({ internalID: id, centerType: 'PRIVATE' });
  });

  it('refuses any account but an institution, in the api words', async () => {
    const answer = await graph<Payload>(tokens.creativa, SET, { input: { centerType: 'PUBLIC' } });
    expect(answer.data.setInstitutionType).toEqual({
      institution: null,
      message: null,
      userErrors: [{ field: null, message: 'Solo las instituciones educativas pueden indicar el tipo de centro.' }],
    });
  });
});

describe('Institution.programmes', () => {
  it("answers each institution's public programmes, one batched call for a whole page", async () => {
    const without = await graph<Directory>(null, DIRECTORY, { first: 10 });
    const one = await graph<Directory>(null, WITH_PROGRAMMES, { first: 1 });
    const many = await graph<Directory>(null, WITH_PROGRAMMES, { first: 10 });
    expect(many.data.institutions.edges.length).toBeGreaterThan(5);
    expect(many.calls).toBe(one.calls);
    expect(many.calls).toBe(without.calls + 1);
    console.info(
      `Estudiar moda: ${without.calls} call without programmes; with programmes ${one.calls} for 1 institution, ${many.calls} for ${many.data.institutions.edges.length}`,
    );

    type RestDirectory = { institutions: { _id: string; programs: { _id: string }[] }[] };
    const rest = await restGet<RestDirectory>(stack.api.url, '/api/offers/educational/institutions');
    for (const { node } of many.data.institutions.edges) {
      const programs = rest.institutions.find((institution) => institution._id === node.internalID)!.programs;
      expect(node.programmes!.map((programme) => programme.internalID)).toEqual(programs.map(({ _id }) => _id));
      for (const programme of node.programmes!) expect(programme.institution.username).toBe(node.user!.username);
    }
  });
});
