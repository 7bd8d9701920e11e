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

/** A post three people reported; fraud is what most of them said. */
const reportedPost = {
  __typename: 'ReportedItem',
  id: 'UmVwb3J0ZWRJdGVtOjE=',
  itemId: 'UG9zdDo3',
  internalID: '7',
  kind: 'POST',
  title: 'Colección cápsula de lino',
  text: 'Compra ya en mi tienda con un 90 % de descuento.',
  imageUrl: '/media/posts/7.jpg',
  ownerUsername: 'tiendalino',
  reportCount: 3,
  reasons: [
    { reason: 'FRAUD', count: 2 },
    { reason: 'SPAM', count: 1 },
  ],
  reports: [
    {
      reason: 'FRAUD',
      details: 'La tienda del enlace no existe.',
      createdAt: '2026-03-04T10:00:00.000Z',
      reporterUsername: 'ana',
    },
    { reason: 'SPAM', details: null, createdAt: '2026-03-02T10:00:00.000Z', reporterUsername: 'luis' },
  ],
  firstReportedAt: '2026-03-01T10:00:00.000Z',
};

const reportedProfile = {
  __typename: 'ReportedItem',
  id: 'UmVwb3J0ZWRJdGVtOjI=',
  itemId: 'VXNlcjo5',
  internalID: '9',
  kind: 'PROFILE',
  title: 'Marta Gil',
  text: null,
  imageUrl: null,
  ownerUsername: 'martagil',
  reportCount: 1,
  reasons: [{ reason: 'HARASSMENT', count: 1 }],
  reports: [{ reason: 'HARASSMENT', details: null, createdAt: '2026-03-05T10:00:00.000Z', reporterUsername: 'eva' }],
  firstReportedAt: '2026-03-05T10:00:00.000Z',
};

function queue() {
  return {
    __typename: 'ModerationQueue',
    pendingJobOffers: connection([jobOffer], 3),
    pendingEducationalOffers: connection([]),
    unverifiedProfessionals: { totalCount: 1, edges: [professional], pageInfo },
    reportedItems: connection([reportedPost, reportedProfile]),
  };
}

async function renderModeration(moderationQueue: unknown): Promise<MockEnvironment> {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(moderationRoutes, { initialEntries: ['/ControlPanel/moderacion'] });
  await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => rendered.environment.mock.resolveMostRecentOperation({ data: { moderationQueue } } as never));
  if (moderationQueue) {
    // 'Denuncias' reads its own query once the page's queues are shown.
    await waitFor(() =>
      expect(rendered.environment.mock.getMostRecentOperation().request.node.operation.name).toBe('ReportedItemsQuery'),
    );
    await act(async () => rendered.environment.mock.resolveMostRecentOperation({ data: { moderationQueue } } as never));
  }
  return rendered.environment;
}

const jobRegion = () => screen.getByRole('region', { name: /Ofertas de trabajo pendientes/ });
const reportsRegion = () => screen.getByRole('region', { name: /^Denuncias/ });
const reportedPostItem = () =>
  within(reportsRegion()).getByRole('heading', { name: reportedPost.title }).closest('li')!;

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
  describe('Denuncias', () => {
    it('lists the reported items with their reasons, their latest reports and a link to each', async () => {
      await renderModeration(queue());
      expect(within(reportsRegion()).getByRole('heading', { name: 'Denuncias (2)' })).toBeInTheDocument();
      const post = reportedPostItem();
      expect(within(post).getByText('Publicación · @tiendalino · 3 denuncias')).toBeInTheDocument();
      expect(within(post).getByText(reportedPost.text)).toBeInTheDocument();
      expect(post.querySelector('img')).toHaveAttribute('src', reportedPost.imageUrl);
      expect(post.querySelector('img')).toHaveAttribute('alt', '');
      expect(within(post).getByText('Fraude, engaño o suplantación de identidad: 2')).toBeInTheDocument();
      expect(within(post).getByText('Spam o publicidad no deseada: 1')).toBeInTheDocument();
      const latest = within(post).getByText('«La tienda del enlace no existe.»').closest('li')!;
      expect(latest).toHaveTextContent(/^Fraude, engaño o suplantación de identidad«La tienda/);
      expect(within(post).getByText('@ana · 4 de marzo de 2026')).toBeInTheDocument();
      expect(within(post).getByText('@luis · 2 de marzo de 2026')).toBeInTheDocument();
      const link = within(post).getByRole('link', { name: /Ver contenido/ });
      expect(link).toHaveAttribute('href', '/ControlPanel/post/7');
      expect(link).toHaveAttribute('target', '_blank');
      const profile = within(reportsRegion()).getByRole('heading', { name: 'Marta Gil' }).closest('li')!;
      expect(within(profile).getByText('Perfil · @martagil · 1 denuncia')).toBeInTheDocument();
      expect(within(profile).getByText('Acoso o discurso de odio: 1')).toBeInTheDocument();
      expect(profile.querySelector('img')).toBeNull();
      expect(within(profile).getByRole('link', { name: /Ver contenido/ })).toHaveAttribute(
        'href',
        '/ControlPanel/profile/martagil',
      );
    });

    it("says so when nobody's reports wait", async () => {
      await renderModeration({ ...queue(), reportedItems: connection([]) });
      expect(within(reportsRegion()).getByRole('heading', { name: 'Denuncias (0)' })).toBeInTheDocument();
      expect(within(reportsRegion()).getByText('No hay denuncias pendientes.')).toBeInTheDocument();
    });

    it('dismisses the reports at once, taking the item out, and says what the server said', async () => {
      const environment = await renderModeration(queue());
      fireEvent.click(within(reportedPostItem()).getByRole('button', { name: 'Descartar denuncias' }));
      expect(within(reportsRegion()).queryByRole('heading', { name: reportedPost.title })).not.toBeInTheDocument();
      expect(within(reportsRegion()).getByRole('heading', { name: 'Denuncias (1)' })).toBeInTheDocument();
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.variables).toEqual({ input: { itemId: reportedPost.itemId } });
      const message = 'Denuncias descartadas: el contenido sigue visible.';
      await act(async () =>
        environment.mock.resolve(operation, {
          data: { dismissReports: { reportedItemId: reportedPost.id, message, userErrors: [] } },
        } as never),
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(within(reportsRegion()).queryByRole('heading', { name: reportedPost.title })).not.toBeInTheDocument();
    });

    it("hides an item with the most reported reason preselected and the operator's note", async () => {
      const environment = await renderModeration(queue());
      fireEvent.click(within(reportedPostItem()).getByRole('button', { name: 'Ocultar' }));
      const reason = within(reportedPostItem()).getByRole('combobox', { name: 'Motivo que verá el autor' });
      expect(reason).toHaveValue('FRAUD');
      expect(reason).toHaveFocus();
      fireEvent.change(within(reportedPostItem()).getByRole('textbox', { name: 'Nota para el autor (opcional)' }), {
        target: { value: '  Enlaza a una tienda que no existe.  ' },
      });
      fireEvent.click(within(reportedPostItem()).getByRole('button', { name: 'Ocultar contenido' }));
      expect(within(reportsRegion()).queryByRole('heading', { name: reportedPost.title })).not.toBeInTheDocument();
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.variables).toEqual({
        input: { itemId: reportedPost.itemId, reason: 'FRAUD', note: 'Enlaza a una tienda que no existe.' },
      });
      const message = 'Contenido ocultado: su autor verá el motivo.';
      await act(async () =>
        environment.mock.resolve(operation, {
          data: { hideReportedItem: { reportedItemId: reportedPost.id, message, userErrors: [] } },
        } as never),
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
    });

    it("closes the form on 'Cancelar' without sending anything", async () => {
      const environment = await renderModeration(queue());
      fireEvent.click(within(reportedPostItem()).getByRole('button', { name: 'Ocultar' }));
      fireEvent.click(within(reportedPostItem()).getByRole('button', { name: 'Cancelar' }));
      expect(within(reportedPostItem()).queryByRole('combobox')).not.toBeInTheDocument();
      expect(within(reportedPostItem()).getByRole('button', { name: 'Ocultar' })).toHaveFocus();
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    });

    it('brings the item back with the refusal and the form as the operator left it', async () => {
      const environment = await renderModeration(queue());
      fireEvent.click(within(reportedPostItem()).getByRole('button', { name: 'Ocultar' }));
      fireEvent.change(within(reportedPostItem()).getByRole('combobox', { name: 'Motivo que verá el autor' }), {
        target: { value: 'SPAM' },
      });
      fireEvent.change(within(reportedPostItem()).getByRole('textbox', { name: 'Nota para el autor (opcional)' }), {
        target: { value: 'Repite el mismo enlace en cada publicación.' },
      });
      fireEvent.click(within(reportedPostItem()).getByRole('button', { name: 'Ocultar contenido' }));
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.variables).toEqual({
        input: { itemId: reportedPost.itemId, reason: 'SPAM', note: 'Repite el mismo enlace en cada publicación.' },
      });
      const refusal = 'Este contenido ya no tiene denuncias abiertas.';
      await act(async () =>
        environment.mock.resolve(operation, {
          data: { hideReportedItem: { reportedItemId: null, message: null, userErrors: [{ message: refusal }] } },
        } as never),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
      expect(within(reportsRegion()).getByRole('heading', { name: reportedPost.title })).toBeInTheDocument();
      expect(within(reportsRegion()).getByRole('heading', { name: 'Denuncias (2)' })).toBeInTheDocument();
      expect(within(reportedPostItem()).getByRole('combobox', { name: 'Motivo que verá el autor' })).toHaveValue(
        'SPAM',
      );
      expect(within(reportedPostItem()).getByRole('textbox', { name: 'Nota para el autor (opcional)' })).toHaveValue(
        'Repite el mismo enlace en cada publicación.',
      );
    });
  });
});
