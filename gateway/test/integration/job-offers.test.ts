import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '../../../tests/support/real-files';
import { CSRF_HEADER } from '../../src/security/csrf';
import { signIn } from '../support/accounts';
import type { GraphQLAnswer } from '../support/gateway';
import { graphqlUpload, multipart } from '../support/multipart';
import { restGet, startStack, type Stack } from '../support/stack';

/**
 * Job offers through the graph (spec part 2 §2 Job offers, Job offer detail, My Offers) against
 * the real api (full seed): what each screen's query costs upstream for 1 and for 20 items,
 * the filters as REST reads them, and that only the owner reaches candidates and their answers.
 */
let stack: Stack;
const tokens: Record<'creativa' | 'empresa', string> = { creativa: '', empresa: '' };
beforeAll(async () => {
  stack = await startStack('full');
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[name] = await signIn(stack, `${name}@demo.es`);
  }
});
afterAll(() => stack?.close());

type UserErrors = { field: string | null; message: string }[];

async function graph<D>(token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const answer = await stack.gateway.graphql<D>(query, { variables, token: token ?? undefined });
  expect(answer.errors, query).toBeUndefined();
  return { data: answer.data!, calls: answer.extensions!.upstreamCalls! };
}

const CARD = /* GraphQL */ `
  id
  internalID
  position
  companyName
  companyLogo
  city
  country
  jobType
  locationType
  isUrgent
  isExpired
  publicationDate
  status
  viewerIsOwner
  viewerHasSaved
  viewerApplication {
    id
    status
  }
  publisher {
    username
    displayName
  }
`;

/** The board ('Ofertas de empleo'): a page of cards with the viewer's save and application. */
const BOARD = /* GraphQL */ `
  query Board($first: Int, $city: String, $jobType: JobType, $locationType: LocationType, $search: String,
    $internshipsOnly: Boolean) {
    jobOffers(first: $first, city: $city, jobType: $jobType, locationType: $locationType, search: $search,
      internshipsOnly: $internshipsOnly) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { ${CARD} } }
    }
  }
`;

type Card = {
  id: string;
  internalID: string;
  position: string;
  city: string;
  jobType: string;
  locationType: string;
  status: string;
  viewerIsOwner: boolean;
  viewerHasSaved: boolean;
  viewerApplication: { id: string; status: string } | null;
  publisher: { username: string };
};
type Board = { jobOffers: { totalCount: number; edges: { node: Card }[] } };

describe('the board (Query.jobOffers)', () => {
  it('costs the same for 1 card and for 20, signed in or not', async () => {
    for (const token of [tokens.creativa, null]) {
      const one = await graph<Board>(token, BOARD, { first: 1 });
      const twenty = await graph<Board>(token, BOARD, { first: 20 });
      expect(one.data.jobOffers.edges).toHaveLength(1);
      expect(twenty.data.jobOffers.edges).toHaveLength(20);
      expect(twenty.calls).toBe(one.calls);
      // The list and the publishers' names (users/by-ids); signed in also the viewer (its saved
      // offer ids) and the viewer's applications to the page's offers (one batched call).
      expect(twenty.calls).toBe(token ? 4 : 2);
    }
  });

  it("passes the filters to GET /api/offers and shows the viewer's saves and applications", async () => {
    const filtered = await graph<Board>(tokens.creativa, BOARD, {
      first: 50,
      city: 'madrid',
      jobType: 'FULL_TIME',
      locationType: 'ON_SITE',
    });
    const rest = await restGet<{ total: number }>(
      stack.api.url,
      `/api/offers?status=accepted&city=madrid&jobType=${encodeURIComponent('Tiempo completo')}&locationType=Presencial&limit=1`,
    );
    expect(filtered.data.jobOffers.totalCount).toBe(rest.total);
    expect(rest.total).toBeGreaterThan(0);
    for (const { node } of filtered.data.jobOffers.edges) {
      expect(node).toMatchObject({ city: 'Madrid', jobType: 'FULL_TIME', locationType: 'ON_SITE', status: 'ACCEPTED' });
    }
    const internships = await graph<Board>(null, BOARD, { first: 50, internshipsOnly: true });
    expect(internships.data.jobOffers.edges.length).toBeGreaterThan(0);
    expect(internships.data.jobOffers.edges.every(({ node }) => node.jobType === 'INTERNSHIP')).toBe(true);

    const all = await graph<Board>(tokens.creativa, BOARD, { first: 50 });
    const cards = all.data.jobOffers.edges.map(({ node }) => node);
    expect(cards.some((card) => card.viewerHasSaved)).toBe(true);
    expect(cards.some((card) => card.viewerApplication !== null)).toBe(true);
    expect(cards.every((card) => !card.viewerIsOwner)).toBe(true);
  });
});

/** The detail page: every field, the viewer's side, and the owner's candidates with their portfolios. */
const DETAIL = /* GraphQL */ `
  query Detail($id: String!, $candidates: Int) {
    jobOffer(internalID: $id) {
      ${CARD}
      description descriptionEmployer requiredProfile functions offered duration experienceYears experience
      website contactName expirationDate tags isExternal externalLink createdAt companyDescription
      extraQuestions { question responseType }
      applicationsCount
      reviewedApplicationsCount
      applications(first: $candidates) {
        totalCount
        edges {
          node {
            id
            status
            appliedAt
            answers { question responseType answer }
            applicant { id username displayName city cv { url } }
          }
        }
      }
    }
  }
`;

type Candidate = {
  id: string;
  status: string;
  answers: { question: string; responseType: string; answer: string }[];
  applicant: { username: string };
};
type Detail = {
  jobOffer:
    | (Card & {
        applicationsCount: number | null;
        reviewedApplicationsCount: number | null;
        extraQuestions: { question: string; responseType: string }[];
        applications: { totalCount: number; edges: { node: Candidate }[] } | null;
      })
    | null;
};

type Managed = {
  viewer: {
    managedJobOffers: {
      edges: {
        node: {
          internalID: string;
          id: string;
          status: string;
          applicationsCount: number;
          applications: { edges: { node: Candidate }[] };
        };
      }[];
    };
  };
};

/** My Offers of a company: the offers with their counts and their candidates, answers and portfolios. */
const MY_OFFERS_COMPANY = /* GraphQL */ `
  query MyOffers($first: Int, $candidates: Int, $status: JobOfferStatus, $portfolio: Boolean!) {
    viewer {
      managedJobOffers(first: $first, status: $status) {
        totalCount
        edges {
          node {
            id
            internalID
            position
            status
            isExpired
            applicationsCount
            reviewedApplicationsCount
            applications(first: $candidates) {
              totalCount
              edges {
                node {
                  id
                  status
                  appliedAt
                  answers {
                    question
                    responseType
                    answer
                  }
                  applicant {
                    id
                    username
                    displayName
                    professionalTitle
                    city
                    country
                    cv {
                      url
                    }
                    portfolio {
                      url
                    }
                    profilePicture
                    posts(first: 3) @include(if: $portfolio) {
                      edges {
                        node {
                          id
                          title
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

describe('the detail with a session the api no longer accepts', () => {
  // The api reads a bad token as none where a token is optional (CONTRACT.md): the page still shows.
  it('reads the public offer', async () => {
    const board = await graph<Board>(null, BOARD, { first: 1 });
    const offer = board.data.jobOffers.edges[0]!.node;
    const stale = await graph<{ jobOffer: { position: string } | null }>(
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.firma',
      `query ($id: String!) { jobOffer(internalID: $id) { position } }`,
      { id: offer.internalID },
    );
    expect(stale.data.jobOffer).toEqual({ position: offer.position });
  });
});

describe('the detail (Query.jobOffer) and My Offers of a company', () => {
  let managed: Managed['viewer']['managedJobOffers']['edges'][number]['node'][];
  beforeAll(async () => {
    const answer = await graph<Managed>(tokens.empresa, MY_OFFERS_COMPANY, {
      first: 30,
      candidates: 1,
      portfolio: false,
    });
    managed = answer.data.viewer.managedJobOffers.edges.map(({ node }) => node);
  });

  it('shows the owner every candidate with answers, and no one else', async () => {
    const offer = managed.find((candidate) => candidate.status === 'ACCEPTED' && candidate.applicationsCount > 0)!;
    const own = await graph<Detail>(tokens.empresa, DETAIL, { id: offer.internalID, candidates: 50 });
    const detail = own.data.jobOffer!;
    expect(detail.viewerIsOwner).toBe(true);
    expect(detail.applicationsCount).toBe(offer.applicationsCount);
    expect(detail.applications!.totalCount).toBe(offer.applicationsCount);
    expect(detail.applications!.edges).toHaveLength(offer.applicationsCount);
    expect(own.calls).toBeLessThanOrEqual(3);

    const other = await graph<Detail>(tokens.creativa, DETAIL, { id: offer.internalID, candidates: 50 });
    expect(other.data.jobOffer).toMatchObject({
      viewerIsOwner: false,
      applicationsCount: null,
      reviewedApplicationsCount: null,
      applications: null,
    });
    const anonymous = await graph<Detail>(null, DETAIL, { id: offer.internalID });
    expect(anonymous.data.jobOffer).toMatchObject({
      viewerIsOwner: false,
      viewerApplication: null,
      applications: null,
    });

    // A candidate refetched by id: the owner and the applicant only.
    const candidate = detail.applications!.edges[0]!.node;
    const NODE = `query ($id: ID!) { node(id: $id) { ... on Application { id status answers { answer } offer { id } } } }`;
    expect((await graph<{ node: unknown }>(tokens.empresa, NODE, { id: candidate.id })).data.node).not.toBeNull();
    expect((await graph<{ node: unknown }>(tokens.creativa, NODE, { id: candidate.id })).data.node).toBeNull();
    expect((await graph<{ node: unknown }>(null, NODE, { id: candidate.id })).data.node).toBeNull();
  });

  it('costs the same for 1 offer and for 20, with their candidates and their portfolios', async () => {
    const one = await graph<Managed>(tokens.empresa, MY_OFFERS_COMPANY, { first: 1, candidates: 5, portfolio: false });
    const many = await graph<Managed>(tokens.empresa, MY_OFFERS_COMPANY, {
      first: 20,
      candidates: 5,
      portfolio: false,
    });
    const candidates = many.data.viewer.managedJobOffers.edges.flatMap(({ node }) => node.applications.edges);
    expect(many.data.viewer.managedJobOffers.edges.length).toBeGreaterThan(5);
    expect(candidates.length).toBeGreaterThan(5);
    expect(many.calls).toBe(one.calls);
    console.info(`My Offers (company), no portfolios: ${one.calls} calls for 1 offer, ${many.calls} for 20`);

    const withPortfolios = await graph<Managed>(tokens.empresa, MY_OFFERS_COMPANY, {
      first: 20,
      candidates: 5,
      portfolio: true,
    });
    const oneWithPortfolio = await graph<Managed>(tokens.empresa, MY_OFFERS_COMPANY, {
      first: 1,
      candidates: 5,
      portfolio: true,
    });
    // Every candidate's newest posts come from one by-users read, however many candidates.
    expect(withPortfolios.calls).toBe(oneWithPortfolio.calls);
    expect(withPortfolios.calls).toBe(one.calls + 1);
    console.info(
      `My Offers (company) with portfolios: ${oneWithPortfolio.calls} calls for 1 offer, ${withPortfolios.calls} for 20 (${candidates.length} candidates)`,
    );
  });
});

const NODE_OFFER = `query ($id: ID!) { node(id: $id) { ... on JobOffer { id status viewerIsOwner } } }`;

/** The offer form as the web app sends it: a GraphQL multipart request, the logo as its one file. */
async function sendOfferForm(token: string, mutation: string, input: Record<string, unknown>, logo: Buffer) {
  const parts = graphqlUpload(mutation, { input }, { 0: { path: 'variables.input.offer.logo', bytes: logo } });
  const { body, contentType } = multipart(parts);
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType, [CSRF_HEADER]: '1', authorization: `Bearer ${token}` },
    body,
  });
  return (await response.json()) as GraphQLAnswer<Record<string, OfferPayload>>;
}

type OfferPayload = {
  offer: (Card & { companyLogo: string | null; tags: string[]; extraQuestions: unknown[] }) | null;
  message: string | null;
  userErrors: UserErrors;
};

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateJobOfferInput!) {
    createJobOffer(input: $input) {
      offer { ${CARD} tags extraQuestions { question responseType } }
      message
      userErrors { field message }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateJobOfferInput!) {
    updateJobOffer(input: $input) {
      offer { ${CARD} tags extraQuestions { question responseType } }
      message
      userErrors { field message }
    }
  }
`;

const FORM = {
  position: 'Patronista junior',
  jobType: 'INTERNSHIP',
  locationType: 'HYBRID',
  city: 'Valencia',
  country: 'España',
  descriptionEmployer: 'Taller de patronaje.',
  description: 'Patronaje de prendas de punto.',
  requiredProfile: 'Estudiante de último curso.',
  tags: ['patronaje', 'punto'],
  isUrgent: true,
  extraQuestions: [{ question: '¿Cuántos años de experiencia tienes?', responseType: 'NUMBER' }],
};

describe("the offer form, the owner's decisions and the viewer's actions", () => {
  let created: NonNullable<OfferPayload['offer']>;

  it('creates an offer with its logo (a phone photo of 4.4 MB): it awaits review, seen by its owner only', async () => {
    const photo = await phonePhoto(3);
    const answer = await sendOfferForm(tokens.empresa, CREATE, { offer: { ...FORM, logo: null } }, photo);
    expect(answer.errors).toBeUndefined();
    const payload = answer.data!.createJobOffer!;
    expect(payload.userErrors).toEqual([]);
    expect(payload.message).toBe('Oferta creada correctamente. Se publicará cuando la revisemos.');
    created = payload.offer!;
    expect(created).toMatchObject({
      status: 'PENDING',
      jobType: 'INTERNSHIP',
      locationType: 'HYBRID',
      isUrgent: true,
      viewerIsOwner: true,
      tags: ['patronaje', 'punto'],
      extraQuestions: [{ question: '¿Cuántos años de experiencia tienes?', responseType: 'NUMBER' }],
    });
    expect(created.companyLogo).toMatch(/\.webp$/);

    const own = await graph<Detail>(tokens.empresa, DETAIL, { id: created.internalID });
    expect(own.data.jobOffer).toMatchObject({ status: 'PENDING', viewerIsOwner: true, applicationsCount: 0 });
    expect((await graph<{ node: unknown }>(tokens.empresa, NODE_OFFER, { id: created.id })).data.node).toMatchObject({
      status: 'PENDING',
    });
    expect((await graph<Detail>(tokens.creativa, DETAIL, { id: created.internalID })).data.jobOffer).toBeNull();
    expect((await graph<{ node: unknown }>(tokens.creativa, NODE_OFFER, { id: created.id })).data.node).toBeNull();
    const pending = await graph<Managed>(tokens.empresa, MY_OFFERS_COMPANY, {
      status: 'PENDING',
      first: 20,
      candidates: 1,
      portfolio: false,
    });
    expect(pending.data.viewer.managedJobOffers.edges.map(({ node }) => node.id)).toContain(created.id);
  });

  // Issue 17: the company's soft skills stay soft (the detail used to show the first 5 tags as hard).
  it('keeps hard and soft skills as the company entered them', async () => {
    const SKILLS = `hardSkills softSkills tags`;
    type Skills = { offer: { id: string; hardSkills: string[]; softSkills: string[]; tags: string[] } | null };
    const made = await graph<{ createJobOffer: Skills }>(
      tokens.empresa,
      `mutation ($input: CreateJobOfferInput!) { createJobOffer(input: $input) { offer { id ${SKILLS} } } }`,
      {
        input: {
          offer: {
            ...FORM,
            tags: undefined,
            hardSkills: ['Patronaje', 'Clo3D'],
            softSkills: ['Trabajo en equipo', 'Comunicación', 'Curiosidad', 'Liderazgo', 'Organización'],
          },
        },
      },
    );
    const offer = made.data.createJobOffer.offer!;
    expect(offer).toMatchObject({
      hardSkills: ['Patronaje', 'Clo3D'],
      softSkills: ['Trabajo en equipo', 'Comunicación', 'Curiosidad', 'Liderazgo', 'Organización'],
      tags: ['Patronaje', 'Clo3D', 'Trabajo en equipo', 'Comunicación', 'Curiosidad', 'Liderazgo', 'Organización'],
    });
    const edited = await graph<{ updateJobOffer: Skills }>(
      tokens.empresa,
      `mutation ($input: UpdateJobOfferInput!) { updateJobOffer(input: $input) { offer { ${SKILLS} } } }`,
      { input: { offerId: offer.id, offer: { softSkills: ['Empatía'] } } },
    );
    expect(edited.data.updateJobOffer.offer).toMatchObject({
      hardSkills: ['Patronaje', 'Clo3D'],
      softSkills: ['Empatía'],
    });
  });

  // Issue 24: the salary range, its enums both ways, an edit that takes it away, and the board's yearly minimum.
  it('keeps a salary range, takes it away on null, and filters the board by a yearly minimum', async () => {
    const SALARY = `salary { min max currency period }`;
    type Salaried = { offer: { id: string; salary: Record<string, unknown> | null } | null; userErrors: unknown[] };
    const made = await graph<{ createJobOffer: Salaried }>(
      tokens.empresa,
      `mutation ($input: CreateJobOfferInput!) { createJobOffer(input: $input) { offer { id ${SALARY} } userErrors { message field } } }`,
      { input: { offer: { ...FORM, salary: { min: 900, period: 'MONTH' } } } },
    );
    const offer = made.data.createJobOffer.offer!;
    expect(offer.salary).toEqual({ min: 900, max: null, currency: 'EUR', period: 'MONTH' });
    const update = (salary: unknown) =>
      graph<{ updateJobOffer: Salaried }>(
        tokens.empresa,
        `mutation ($input: UpdateJobOfferInput!) { updateJobOffer(input: $input) { offer { ${SALARY} } userErrors { message field } } }`,
        { input: { offerId: offer.id, offer: { salary } } },
      );
    const refused = await update({ min: 50000, max: 40000 });
    expect(refused.data.updateJobOffer.userErrors).toEqual([
      { message: 'El salario mínimo no puede ser mayor que el máximo.', field: 'salaryMin' },
    ]);
    expect((await update(null)).data.updateJobOffer.offer!.salary).toBeNull();

    const board = `query ($min: Int) { jobOffers(first: 50, minimumSalary: $min) { totalCount edges { node { ${SALARY} } } } }`;
    const reaching = await graph<{
      jobOffers: {
        totalCount: number;
        edges: {
          node: { salary: { min: number | null; max: number | null; currency: string; period: string } | null };
        }[];
      };
    }>(null, board, { min: 30000 });
    const rest = await restGet<{ total: number }>(stack.api.url, '/api/offers?status=accepted&minSalary=30000&limit=1');
    expect(reaching.data.jobOffers.totalCount).toBe(rest.total);
    expect(rest.total).toBeGreaterThan(0);
    const yearly = { YEAR: 1, MONTH: 12, HOUR: 1760 } as Record<string, number>;
    for (const { node } of reaching.data.jobOffers.edges) {
      expect(node.salary!.currency).toBe('EUR');
      expect((node.salary!.max ?? node.salary!.min)! * yearly[node.salary!.period]!).toBeGreaterThanOrEqual(30000);
    }
  });

  it("refuses the form in the api's words, with the field", async () => {
    const answer = await graph<{ createJobOffer: OfferPayload }>(tokens.empresa, CREATE, {
      input: { offer: { ...FORM, position: ' ', country: '' } },
    });
    expect(answer.data.createJobOffer).toMatchObject({
      offer: null,
      userErrors: [{ field: 'position', message: 'Faltan campos: position, country' }],
    });
    const creative = await graph<{ createJobOffer: OfferPayload }>(tokens.creativa, CREATE, { input: { offer: FORM } });
    expect(creative.data.createJobOffer.userErrors).toEqual([
      { field: null, message: 'Solo profesionales pueden crear ofertas.' },
    ]);
  });

  it('lets only the owner edit, deactivate and delete', async () => {
    const others = await graph<{ updateJobOffer: OfferPayload }>(tokens.creativa, UPDATE, {
      input: { offerId: created.id, offer: { position: 'Otra' } },
    });
    expect(others.data.updateJobOffer).toMatchObject({
      offer: null,
      userErrors: [{ message: 'Oferta no encontrada.' }],
    });
    const edited = await graph<{ updateJobOffer: OfferPayload }>(tokens.empresa, UPDATE, {
      input: { offerId: created.id, offer: { position: 'Patronista', tags: null } },
    });
    expect(edited.data.updateJobOffer.userErrors).toEqual([]);
    expect(edited.data.updateJobOffer.offer).toMatchObject({ position: 'Patronista', tags: [], city: 'Valencia' });

    const STATUS = `mutation ($input: SetJobOfferStatusInput!) { setJobOfferStatus(input: $input) { offer { status } message userErrors { field message } } }`;
    const DELETE = `mutation ($input: DeleteJobOfferInput!) { deleteJobOffer(input: $input) { deletedOfferId message userErrors { field message } } }`;
    const notOwner = await graph<{ setJobOfferStatus: OfferPayload }>(tokens.creativa, STATUS, {
      input: { offerId: created.id, status: 'CANCELLED' },
    });
    expect(notOwner.data.setJobOfferStatus.userErrors).toHaveLength(1);
    const deactivated = await graph<{ setJobOfferStatus: OfferPayload }>(tokens.empresa, STATUS, {
      input: { offerId: created.id, status: 'CANCELLED' },
    });
    expect(deactivated.data.setJobOfferStatus).toMatchObject({
      offer: { status: 'CANCELLED' },
      message: 'Oferta desactivada correctamente.',
      userErrors: [],
    });
    const refusedDelete = await graph<{ deleteJobOffer: { deletedOfferId: string | null; userErrors: UserErrors } }>(
      tokens.creativa,
      DELETE,
      { input: { offerId: created.id } },
    );
    expect(refusedDelete.data.deleteJobOffer).toMatchObject({
      deletedOfferId: null,
      userErrors: [{ message: 'Oferta no encontrada.' }],
    });
    const deleted = await graph<{ deleteJobOffer: { deletedOfferId: string | null; message: string } }>(
      tokens.empresa,
      DELETE,
      { input: { offerId: created.id } },
    );
    expect(deleted.data.deleteJobOffer).toMatchObject({
      deletedOfferId: created.id,
      message: 'Oferta eliminada correctamente.',
    });
  });

  it("refuses another company's public offer with the api's 403 words", async () => {
    const board = await graph<Board>(tokens.creativa, BOARD, { first: 1 });
    const offer = board.data.jobOffers.edges[0]!.node;
    const answer = await graph<{ updateJobOffer: OfferPayload }>(tokens.creativa, UPDATE, {
      input: { offerId: offer.id, offer: { position: 'Mía' } },
    });
    expect(answer.data.updateJobOffer.userErrors).toEqual([
      { field: null, message: 'Solo el propietario de la oferta puede modificarla.' },
    ]);
  });

  it('saves and unsaves an offer, and applies to one: the viewer sees both at once', async () => {
    type WithQuestions = { jobOffers: { edges: { node: Card & { extraQuestions: unknown[] } }[] } };
    const board = await graph<WithQuestions>(
      tokens.creativa,
      BOARD.replace('viewerIsOwner', 'viewerIsOwner extraQuestions { question }'),
      { first: 50 },
    );
    const offer = board.data.jobOffers.edges
      .map(({ node }) => node)
      .find((card) => !card.viewerHasSaved && !card.viewerApplication && card.extraQuestions.length === 0)!;
    const SAVE = (name: string) =>
      `mutation ($input: SaveJobOfferInput!) { ${name}(input: $input) { offer { id viewerHasSaved } message userErrors { field message } } }`;
    const saved = await graph<Record<string, { offer: { viewerHasSaved: boolean }; message: string }>>(
      tokens.creativa,
      SAVE('saveJobOffer'),
      { input: { offerId: offer.id } },
    );
    expect(saved.data.saveJobOffer).toMatchObject({ offer: { viewerHasSaved: true }, message: '¡Oferta guardada!' });
    const unsaved = await graph<Record<string, { offer: { viewerHasSaved: boolean }; message: string }>>(
      tokens.creativa,
      SAVE('unsaveJobOffer'),
      { input: { offerId: offer.id } },
    );
    expect(unsaved.data.unsaveJobOffer).toMatchObject({
      offer: { viewerHasSaved: false },
      message: 'Oferta eliminada de guardados',
    });

    const APPLY = `mutation ($input: ApplyToJobOfferInput!) { applyToJobOffer(input: $input) {
      application { id status applicant { username } offer { id viewerApplication { id status } } }
      message userErrors { field message } } }`;
    type Applied = {
      applyToJobOffer: {
        application: { id: string; offer: { viewerApplication: { id: string } } } | null;
        message: string;
        userErrors: UserErrors;
      };
    };
    const applied = await graph<Applied>(tokens.creativa, APPLY, { input: { offerId: offer.id } });
    expect(applied.data.applyToJobOffer).toMatchObject({
      message: 'Inscripción realizada correctamente.',
      application: { status: 'PENDING', applicant: { username: 'creativa' } },
      userErrors: [],
    });
    const application = applied.data.applyToJobOffer.application!;
    expect(application.offer.viewerApplication.id).toBe(application.id);
    const again = await graph<Applied>(tokens.creativa, APPLY, { input: { offerId: offer.id } });
    expect(again.data.applyToJobOffer).toMatchObject({
      application: null,
      userErrors: [{ message: 'Ya te has inscrito en esta oferta.' }],
    });
    const detail = await graph<Detail>(tokens.creativa, DETAIL, { id: offer.internalID });
    expect(detail.data.jobOffer!.viewerApplication).toMatchObject({ id: application.id, status: 'PENDING' });
    expect(detail.calls).toBeLessThanOrEqual(4);
  });

  it('lets only the owner select or discard a candidate', async () => {
    const mine = await graph<Managed>(tokens.empresa, MY_OFFERS_COMPANY, {
      first: 30,
      candidates: 1,
      portfolio: false,
    });
    const offer = mine.data.viewer.managedJobOffers.edges.find(({ node }) => node.applications.edges.length > 0)!.node;
    const candidate = offer.applications.edges[0]!.node;
    const SET = `mutation ($input: SetApplicationStatusInput!) { setApplicationStatus(input: $input) {
      application { id status } offer { id reviewedApplicationsCount } message userErrors { field message } } }`;
    type Set = {
      setApplicationStatus: {
        application: { status: string } | null;
        offer: { reviewedApplicationsCount: number } | null;
        message: string | null;
        userErrors: UserErrors;
      };
    };
    const refused = await graph<Set>(tokens.creativa, SET, {
      input: { applicationId: candidate.id, status: 'ACCEPTED' },
    });
    expect(refused.data.setApplicationStatus).toMatchObject({
      application: null,
      userErrors: [{ field: 'applicationId', message: 'Candidatura no encontrada.' }],
    });
    for (const status of ['ACCEPTED', 'REJECTED']) {
      const answer = await graph<Set>(tokens.empresa, SET, { input: { applicationId: candidate.id, status } });
      expect(answer.data.setApplicationStatus).toMatchObject({
        application: { status },
        message: 'Estado de la candidatura actualizado.',
        userErrors: [],
      });
      expect(answer.data.setApplicationStatus.offer!.reviewedApplicationsCount).toBeGreaterThan(0);
    }
  });
});

/** My Offers of a creative, one tab at a time: applications sent (with their offers), saved offers. */
const APPLIED_TAB = /* GraphQL */ `
  query AppliedTab($first: Int) {
    viewer {
      jobApplications(first: $first) {
        totalCount
        edges { node { id status appliedAt answers { question answer } offer { ${CARD} } } }
      }
    }
  }
`;
const SAVED_TAB = /* GraphQL */ `
  query SavedTab($first: Int) {
    viewer {
      savedJobOffers(first: $first) {
        totalCount
        edges { savedAt node { ${CARD} } }
      }
    }
  }
`;

describe("a creative's My Offers", () => {
  it('costs the same for 1 offer and for many in each tab; another account sees none of it', async () => {
    type Tab = { viewer: Record<string, { totalCount: number; edges: { savedAt?: string }[] }> };
    for (const [name, query] of [
      ['jobApplications', APPLIED_TAB],
      ['savedJobOffers', SAVED_TAB],
    ] as const) {
      const one = await graph<Tab>(tokens.creativa, query, { first: 1 });
      const many = await graph<Tab>(tokens.creativa, query, { first: 20 });
      expect(many.data.viewer[name]!.edges.length).toBeGreaterThan(1);
      expect(many.calls).toBe(one.calls);
      console.info(`My Offers (creative), ${name}: ${one.calls} calls for 1 offer, ${many.calls} for 20`);
    }
    const saved = await graph<Tab>(tokens.creativa, SAVED_TAB, { first: 20 });
    expect(saved.data.viewer.savedJobOffers!.edges.every(({ savedAt }) => Boolean(savedAt))).toBe(true);

    const other = await graph<{ user: Record<string, unknown> }>(
      tokens.empresa,
      `{ user(username: "creativa") { jobApplications { totalCount } savedJobOffers { totalCount } managedJobOffers { totalCount } } }`,
    );
    expect(other.data.user).toEqual({ jobApplications: null, savedJobOffers: null, managedJobOffers: null });
  });
});
