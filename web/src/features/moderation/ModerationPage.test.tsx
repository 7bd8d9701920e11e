import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { moderationRoutes } from './routes';

beforeAll(() => import('./ModerationPage'), 30_000);

const pageInfo = { hasNextPage: false, endCursor: 'end', hasPreviousPage: false, startCursor: null };
/** A page of a queue from position `from` (cursors are positions); more wait when the total says so. */
const connection = <T,>(nodes: T[], totalCount = nodes.length, from = 0) => ({
  totalCount,
  edges: nodes.map((node, index) => ({ cursor: `c${from + index}`, node })),
  pageInfo: {
    ...pageInfo,
    hasNextPage: from + nodes.length < totalCount,
    endCursor: nodes.length ? `c${from + nodes.length - 1}` : null,
  },
});

const jobOffer = {
  __typename: 'JobOffer',
  __isJobOfferContent: 'JobOffer',
  id: 'Sm9iT2ZmZXI6MQ==',
  revision: 1,
  pendingChanges: null,
  position: 'Patronista junior',
  companyName: 'Textiles del Norte S.L.',
  city: 'Bilbao',
  country: 'España',
  jobType: 'INTERNSHIP',
  locationType: 'HYBRID',
  description: 'Desarrollo de patrones para colecciones de punto.',
  requiredProfile: 'Formación en patronaje.',
  createdAt: '2026-03-03T10:00:00.000Z',
  expirationDate: null,
  publisher: { __typename: 'User', id: 'VXNlcjox', username: 'empresa' },
};

/** A public offer whose owner's edit waits for review (issue 17): the queue shows the new version. */
const editedOffer = {
  ...jobOffer,
  id: 'Sm9iT2ZmZXI6Mg==',
  revision: 3,
  position: 'Patronista de punto',
  pendingChanges: {
    ...jobOffer,
    __typename: 'JobOfferChanges',
    __isJobOfferContent: 'JobOfferChanges',
    submittedAt: '2026-03-05T10:00:00.000Z',
    position: 'Patronista sénior de punto',
    description: 'Patrones y escalados de colecciones de punto.',
  },
};

const course = {
  __typename: 'EducationalOffer',
  __isEducationalOfferContent: 'EducationalOffer',
  id: 'RWR1Y2F0aW9uYWxPZmZlcjox',
  revision: 2,
  programName: 'Curso de patronaje industrial',
  description: 'Patronaje y escalado para la industria.',
  city: 'Bilbao',
  country: 'España',
  modality: 'HYBRID',
  institutionName: 'Escuela de Moda del Norte',
  publicationDate: '2026-02-01T10:00:00.000Z',
  institution: { __typename: 'User', id: 'VXNlcjoz', username: 'institucion' },
  pendingChanges: null,
};

/** A public programme whose institution's edit waits for review (issue 17); an edit has no id of its own. */
const { id: _courseId, ...courseContent } = course;
const editedCourse = {
  ...course,
  pendingChanges: {
    ...courseContent,
    __typename: 'EducationalOfferChanges',
    __isEducationalOfferContent: 'EducationalOfferChanges',
    submittedAt: '2026-03-06T10:00:00.000Z',
    programName: 'Curso de patronaje digital',
    description: 'Patronaje con CAD y prototipado 3D.',
  },
};

const professional = {
  cursor: 'p0',
  email: 'pendiente@demo.es',
  node: {
    __typename: 'User',
    id: 'VXNlcjoy',
    username: 'pendiente',
    displayName: 'Olivia Sanz Herrera',
    companyName: 'Estudio Lienzo',
    professionalType: 'COMPANY',
    city: 'Barcelona',
    country: 'España',
    bio: 'Tapices y estampación.',
  },
};

function queue() {
  return {
    __typename: 'ModerationQueue',
    pendingJobOffers: connection([jobOffer], 3),
    pendingEducationalOffers: connection([]),
    unverifiedProfessionals: { totalCount: 1, edges: [professional], pageInfo },
  };
}

async function renderModeration(moderationQueue: unknown): Promise<MockEnvironment> {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(moderationRoutes, { initialEntries: ['/ControlPanel/moderacion'] });
  await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => rendered.environment.mock.resolveMostRecentOperation({ data: { moderationQueue } } as never));
  return rendered.environment;
}

const jobRegion = () => screen.getByRole('region', { name: /Ofertas de trabajo pendientes/ });

describe('Moderación', () => {
  it('lists the pending offers with their content, the accounts to verify, and the empty lists', async () => {
    await renderModeration(queue());
    expect(await screen.findByRole('heading', { name: 'Moderación', level: 1 })).toBeInTheDocument();
    expect(within(jobRegion()).getByRole('heading', { name: 'Ofertas de trabajo pendientes (3)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Patronista junior' })).toBeInTheDocument();
    expect(screen.getByText(/Textiles del Norte S\.L\. · Bilbao, España · Prácticas · Híbrido/)).toBeInTheDocument();
    expect(screen.getByText('Desarrollo de patrones para colecciones de punto.')).toBeInTheDocument();
    expect(screen.getByText('Hay 2 más en espera.')).toBeInTheDocument();
    expect(screen.getByText('No hay ofertas formativas pendientes.')).toBeInTheDocument();
    expect(screen.getByText('pendiente@demo.es')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar' })).toHaveAccessibleDescription('Estudio Lienzo');
  });

  it('takes an approved offer out at once and says what the server said', async () => {
    const environment = await renderModeration(queue());
    fireEvent.click(within(jobRegion()).getByRole('button', { name: 'Aprobar' }));
    expect(screen.queryByRole('heading', { name: 'Patronista junior' })).not.toBeInTheDocument();
    expect(within(jobRegion()).getByRole('heading', { name: 'Ofertas de trabajo pendientes (2)' })).toBeInTheDocument();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { offerId: jobOffer.id, revision: 1 } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { approveOffer: { offerId: jobOffer.id, message: 'Oferta aprobada: ya es pública.', userErrors: [] } },
      } as never),
    );
    expect(await screen.findByText('Oferta aprobada: ya es pública.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Patronista junior' })).not.toBeInTheDocument();
  });

  it('shows the new version of an edited public offer and approves the revision seen', async () => {
    const environment = await renderModeration({ ...queue(), pendingJobOffers: connection([editedOffer]) });
    const item = within(jobRegion()).getByRole('heading', { name: 'Patronista sénior de punto' }).closest('li')!;
    expect(within(item).getByText(/^Cambios en una oferta publicada · Textiles del Norte/)).toBeInTheDocument();
    expect(within(item).getByText('Patrones y escalados de colecciones de punto.')).toBeInTheDocument();
    expect(within(item).getByText('Patronista de punto')).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Aprobar' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { offerId: editedOffer.id, revision: 3 },
    });
  });

  it('shows the new version of an edited public programme and decides the revision seen', async () => {
    const environment = await renderModeration({ ...queue(), pendingEducationalOffers: connection([editedCourse]) });
    const region = screen.getByRole('region', { name: /Ofertas formativas pendientes/ });
    const item = within(region).getByRole('heading', { name: 'Curso de patronaje digital' }).closest('li')!;
    expect(within(item).getByText(/^Cambios en una oferta publicada · Escuela de Moda del Norte/)).toBeInTheDocument();
    expect(within(item).getByText('Patronaje con CAD y prototipado 3D.')).toBeInTheDocument();
    expect(within(item).getByText('Curso de patronaje industrial')).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Rechazar' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { offerId: course.id, revision: 2 },
    });
  });

  it("reaches every pending item with 'Ver más', from where the queue goes on after a decision", async () => {
    const first = [jobOffer, { ...jobOffer, id: 'Sm9iT2ZmZXI6Mw==', position: 'Cortadora textil' }];
    const environment = await renderModeration({ ...queue(), pendingJobOffers: connection(first, 3) });
    expect(within(jobRegion()).getByText('Hay 1 más en espera.')).toBeInTheDocument();
    // Approving the first moves the rest up one place in the server's queue: the next page starts one earlier.
    fireEvent.click(within(jobRegion()).getAllByRole('button', { name: 'Aprobar' })[0]!);
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { approveOffer: { offerId: jobOffer.id, message: 'Oferta aprobada: ya es pública.', userErrors: [] } },
      } as never),
    );
    fireEvent.click(within(jobRegion()).getByRole('button', { name: 'Ver más' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('PendingJobOffersPaginationQuery');
    expect(next.request.variables).toMatchObject({ count: 20, cursor: 'c0' });
    const last = { ...jobOffer, id: 'Sm9iT2ZmZXI6NA==', position: 'Modelista de calzado' };
    await act(async () =>
      environment.mock.resolve(next, {
        data: { moderationQueue: { __typename: 'ModerationQueue', pendingJobOffers: connection([last], 2, 1) } },
      } as never),
    );
    expect(within(jobRegion()).getByRole('heading', { name: 'Modelista de calzado' })).toBeInTheDocument();
    expect(within(jobRegion()).getByRole('heading', { name: 'Cortadora textil' })).toBeInTheDocument();
    expect(within(jobRegion()).queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(within(jobRegion()).queryByText(/más en espera/)).not.toBeInTheDocument();
  });

  it('brings the item back with the refusal when the server says no', async () => {
    const environment = await renderModeration(queue());
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.queryByText('pendiente@demo.es')).not.toBeInTheDocument();
    const refusal = 'Solo se verifican cuentas profesionales.';
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { verifyProfessional: { message: null, userErrors: [{ message: refusal }] } },
      } as never),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText('pendiente@demo.es')).toBeInTheDocument();
  });

  it('tells anyone but an operator that the screen is not for them', async () => {
    await renderModeration(null);
    expect(await screen.findByRole('heading', { name: 'No tienes acceso a la moderación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al explorador' })).toHaveAttribute('href', '/ControlPanel/explorer');
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
  });

  it("says 'Error al cargar los datos' with Reintentar when the queue cannot be read", async () => {
    localStorage.setItem('authToken', 'token');
    const rendered = renderRoutes(moderationRoutes, { initialEntries: ['/ControlPanel/moderacion'] });
    await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => rendered.environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('heading', { name: 'Error al cargar los datos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
