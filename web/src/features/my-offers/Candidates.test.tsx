import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import defaultAvatar from '../../assets/default-avatar.svg';
import { installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { renderRoutes } from '../../../test/relay';
import { applicant, candidate, candidatesAnswer, companyAnswer, offer, viewerAnswer } from './myOffersTesting';
import { myOffersRoutes } from './routes';

installFakeIntersectionObserver();

beforeAll(() => import('./MyOffersPage'), 30_000);

const answers = [
  { question: '¿Por qué tú?', responseType: 'TEXT', answer: 'Me encanta el punto.' },
  { question: '¿Años de experiencia?', responseType: 'NUMBER', answer: '3' },
  { question: '¿Carné de conducir?', responseType: 'BOOLEAN', answer: 'false' },
  { question: 'Tu web', responseType: 'URL', answer: 'https://ana.example.com' },
];

const candidates = () => [
  candidate(1, 'PENDING', applicant(1, { cv: true, professionalTitle: 'Diseñadora de punto' }), answers),
  candidate(2, 'ACCEPTED', applicant(2, { posts: 0 })),
  candidate(3, 'REJECTED', applicant(3, { displayName: '', city: null, country: null, posts: 0 })),
];

/** A company's misOfertas with the candidates of 'Puesto 1' open: one query, portfolios included. */
async function openCandidates(list = candidates(), hasNextPage = false) {
  localStorage.setItem('authToken', 'token');
  const { environment } = renderRoutes(myOffersRoutes, { initialEntries: ['/ControlPanel/misOfertas'] });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => environment.mock.resolveMostRecentOperation(viewerAnswer('PROFESSIONAL', 'COMPANY') as never));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const reviewed = list.filter((each) => each.status !== 'PENDING').length;
  const offers = [offer(1, { applicationsCount: list.length, reviewedApplicationsCount: reviewed })];
  await act(async () => environment.mock.resolveMostRecentOperation(companyAnswer(offers) as never));
  fireEvent.click(await screen.findByRole('button', { name: `Ver candidatos (${list.length}) de «Puesto 1»` }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('CandidatesPanelQuery');
  expect(operation.request.variables).toEqual({ internalID: 'o1', count: 20 });
  await act(async () =>
    environment.mock.resolveMostRecentOperation(candidatesAnswer(1, list, list, hasNextPage) as never),
  );
  await screen.findByRole('group', { name: 'Filtrar candidatos' });
  // The portfolios came with the candidates: nothing else is asked.
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  return environment;
}

/** The answer of the candidates' refetch (a filter or a next page): the offer as a node. */
function pageAnswer(list: ReturnType<typeof candidate>[], all: ReturnType<typeof candidate>[]) {
  return { data: { node: candidatesAnswer(1, list, all).data.jobOffer } };
}

const cardOf = (name: string) => screen.getByRole('article', { name });
const shownNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe("an offer's candidates", { timeout: 20_000 }, () => {
  it('open by themselves when a new-application notification leads to the offer (?candidatos=)', async () => {
    localStorage.setItem('authToken', 'token');
    const { environment } = renderRoutes(myOffersRoutes, {
      initialEntries: ['/ControlPanel/misOfertas?candidatos=o1'],
    });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () =>
      environment.mock.resolveMostRecentOperation(viewerAnswer('PROFESSIONAL', 'COMPANY') as never),
    );
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const list = candidates();
    await act(async () =>
      environment.mock.resolveMostRecentOperation(companyAnswer([offer(1, { applicationsCount: 3 })]) as never),
    );
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('CandidatesPanelQuery'),
    );
    await act(async () => environment.mock.resolveMostRecentOperation(candidatesAnswer(1, list, list) as never));
    expect(await screen.findByRole('button', { name: 'Ocultar candidatos (3) de «Puesto 1»' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByRole('group', { name: 'Filtrar candidatos' })).toBeInTheDocument();
  });

  it('show who each candidate is, their latest work and their PDFs', async () => {
    await openCandidates();
    const ana = cardOf('Persona 1');
    expect(within(ana).getByRole('link', { name: 'Persona 1' })).toHaveAttribute(
      'href',
      '/ControlPanel/profile/persona1',
    );
    expect(ana).toHaveTextContent('Diseñadora de punto');
    expect(ana).toHaveTextContent('Madrid, España');
    expect(ana).toHaveTextContent('Pendiente');
    const portfolio = within(ana).getByRole('list', { name: 'Portfolio de Persona 1' });
    const work = within(portfolio).getAllByRole('link');
    expect(work).toHaveLength(2);
    expect(work[0]).toHaveAttribute('href', '/ControlPanel/post/p10');
    expect(within(work[0]).getByRole('img', { name: 'Obra 1.0' })).toHaveAttribute('src', '/media/obra-1-0.webp');
    expect(within(ana).getByRole('link', { name: 'CV (cv-1.pdf)' })).toHaveAttribute('href', '/media/cv-1.pdf');
    expect(within(ana).getByRole('link', { name: 'Portfolio PDF (portfolio-1.pdf)' })).toHaveAttribute(
      'href',
      '/media/portfolio-1.pdf',
    );
    expect(within(cardOf('Persona 2')).getByText('Sin publicaciones en su portfolio.')).toBeInTheDocument();
    expect(within(cardOf('Persona 2')).queryByRole('link', { name: /^CV/ })).not.toBeInTheDocument();
  });

  it("show 'Usuario', 'Sin ubicación' and the default avatar for a candidate without data", async () => {
    await openCandidates();
    const unknown = cardOf('Usuario');
    expect(unknown).toHaveTextContent('Sin ubicación');
    expect(unknown.querySelector('img')).toHaveAttribute('src', defaultAvatar);
  });

  it('disable the button of the status already set', async () => {
    await openCandidates();
    const button = (name: string, action: string) =>
      within(cardOf(name)).getByRole('button', { name: `${action} a ${name}` });
    expect(button('Persona 1', 'Seleccionar')).toBeEnabled();
    expect(button('Persona 1', 'Descartar')).toBeEnabled();
    expect(button('Persona 2', 'Seleccionar')).toBeDisabled();
    expect(button('Persona 2', 'Descartar')).toBeEnabled();
    expect(button('Usuario', 'Seleccionar')).toBeEnabled();
    expect(button('Usuario', 'Descartar')).toBeDisabled();
  });

  it("filter by 'Todos', 'Seleccionados' and 'Descartados' on the server, counted by it", async () => {
    const all = candidates();
    const environment = await openCandidates();
    expect(shownNames()).toEqual(['Persona 1', 'Persona 2', 'Usuario']);
    fireEvent.click(screen.getByRole('button', { name: 'Seleccionados (1)' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('CandidatesPanelPaginationQuery');
    expect(operation.request.variables).toMatchObject({ id: 'offer-1', status: 'ACCEPTED' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando candidatos...');
    await act(async () => environment.mock.resolveMostRecentOperation(pageAnswer([all[1]!], all) as never));
    expect(shownNames()).toEqual(['Persona 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Descartados (1)' }));
    await act(async () => environment.mock.resolveMostRecentOperation(pageAnswer([all[2]!], all) as never));
    expect(shownNames()).toEqual(['Usuario']);
    // A filter already read comes back from the store, without a request.
    fireEvent.click(screen.getByRole('button', { name: 'Todos (3)' }));
    await waitFor(() => expect(shownNames()).toHaveLength(3));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("load the next 20 with 'Ver más candidatos'", async () => {
    const environment = await openCandidates(candidates(), true);
    fireEvent.click(screen.getByRole('button', { name: 'Ver más candidatos' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toMatchObject({ id: 'offer-1', count: 20, cursor: 'end' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando candidatos...');
    const more = [candidate(4, 'PENDING')];
    await act(async () => environment.mock.resolveMostRecentOperation(pageAnswer(more, candidates()) as never));
    expect(shownNames()).toEqual(['Persona 1', 'Persona 2', 'Usuario', 'Persona 4']);
    expect(screen.queryByRole('button', { name: 'Ver más candidatos' })).not.toBeInTheDocument();
  });

  it("say 'No hay candidatos que coincidan con los filtros seleccionados.' when none matches", async () => {
    const environment = await openCandidates([candidate(1, 'PENDING')]);
    fireEvent.click(screen.getByRole('button', { name: 'Seleccionados (0)' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation(pageAnswer([], [candidate(1, 'PENDING')]) as never),
    );
    expect(screen.getByText('No hay candidatos que coincidan con los filtros seleccionados.')).toBeInTheDocument();
  });

  it('show and hide the answers, as the applicant meant them', async () => {
    await openCandidates();
    expect(screen.queryByText('¿Por qué tú?')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar respuestas' }));
    const ana = cardOf('Persona 1');
    expect(ana).toHaveTextContent('¿Por qué tú?Me encanta el punto.');
    expect(ana).toHaveTextContent('¿Años de experiencia?3');
    expect(ana).toHaveTextContent('¿Carné de conducir?No');
    expect(within(ana).getByRole('link', { name: 'https://ana.example.com' })).toBeInTheDocument();
    expect(within(cardOf('Persona 2')).getByText('No hay respuestas disponibles')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar respuestas' }));
    expect(screen.queryByText('¿Por qué tú?')).not.toBeInTheDocument();
  });

  it('select a candidate at once (card and reviewed count), confirmed by the server', async () => {
    const environment = await openCandidates();
    fireEvent.click(screen.getByRole('button', { name: 'Seleccionar a Persona 1' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      applicationId: 'application-1',
      status: 'ACCEPTED',
    });
    expect(cardOf('Persona 1')).toHaveTextContent('Seleccionado');
    expect(screen.getByRole('button', { name: 'Seleccionar a Persona 1' })).toBeDisabled();
    expect(screen.getByText('3 candidatos · 3 revisados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seleccionados (2)' })).toBeInTheDocument();
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          setApplicationStatus: {
            application: { __typename: 'Application', id: 'application-1', status: 'ACCEPTED' },
            offer: {
              __typename: 'JobOffer',
              id: 'offer-1',
              applicationsCount: 3,
              reviewedApplicationsCount: 3,
              selected: { __typename: 'ApplicationConnection', totalCount: 2 },
              discarded: { __typename: 'ApplicationConnection', totalCount: 1 },
            },
            message: 'Estado de la candidatura actualizado.',
            userErrors: [],
          },
        },
      } as never),
    );
    expect(cardOf('Persona 1')).toHaveTextContent('Seleccionado');
    expect(screen.getByRole('button', { name: 'Seleccionados (2)' })).toBeInTheDocument();
  });

  it('move a discarded candidate out of the shown filter and into the other, in place', async () => {
    const all = candidates();
    const environment = await openCandidates();
    fireEvent.click(screen.getByRole('button', { name: 'Seleccionados (1)' }));
    await act(async () => environment.mock.resolveMostRecentOperation(pageAnswer([all[1]!], all) as never));
    fireEvent.click(screen.getByRole('button', { name: 'Descartados (1)' }));
    await act(async () => environment.mock.resolveMostRecentOperation(pageAnswer([all[2]!], all) as never));
    fireEvent.click(screen.getByRole('button', { name: 'Seleccionados (1)' }));
    await waitFor(() => expect(shownNames()).toEqual(['Persona 2']));
    fireEvent.click(screen.getByRole('button', { name: 'Descartar a Persona 2' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          setApplicationStatus: {
            application: { __typename: 'Application', id: 'application-2', status: 'REJECTED' },
            offer: {
              __typename: 'JobOffer',
              id: 'offer-1',
              applicationsCount: 3,
              reviewedApplicationsCount: 2,
              selected: { __typename: 'ApplicationConnection', totalCount: 0 },
              discarded: { __typename: 'ApplicationConnection', totalCount: 2 },
            },
            message: 'Estado de la candidatura actualizado.',
            userErrors: [],
          },
        },
      } as never),
    );
    expect(shownNames()).toEqual([]);
    expect(screen.getByText('No hay candidatos que coincidan con los filtros seleccionados.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Descartados (2)' }));
    await waitFor(() => expect(shownNames()).toEqual(['Persona 2', 'Usuario']));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('put a failed change back, with a message', async () => {
    const environment = await openCandidates();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar a Persona 2' }));
    expect(cardOf('Persona 2')).toHaveTextContent('Descartado');
    expect(screen.getByRole('button', { name: 'Descartados (2)' })).toBeInTheDocument();
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(cardOf('Persona 2')).toHaveTextContent('Seleccionado');
    expect(screen.getByRole('button', { name: 'Seleccionados (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descartados (1)' })).toBeInTheDocument();
    expect(screen.getByText('3 candidatos · 2 revisados')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo cambiar el estado del candidato. Inténtalo de nuevo.',
    );
  });

  it("say 'No se pudieron cargar los candidatos…' with Reintentar when they fail", async () => {
    localStorage.setItem('authToken', 'token');
    const { environment } = renderRoutes(myOffersRoutes, { initialEntries: ['/ControlPanel/misOfertas'] });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () =>
      environment.mock.resolveMostRecentOperation(viewerAnswer('PROFESSIONAL', 'COMPANY') as never),
    );
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => environment.mock.resolveMostRecentOperation(companyAnswer([offer(1)]) as never));
    fireEvent.click(await screen.findByRole('button', { name: 'Ver candidatos (2) de «Puesto 1»' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(
      await screen.findByText(/No se pudieron cargar los candidatos. Inténtalo de nuevo más tarde./),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await act(async () => environment.mock.resolveMostRecentOperation(candidatesAnswer(1, candidates()) as never));
    expect(await screen.findByRole('article', { name: 'Persona 1' })).toBeInTheDocument();
  });
});
