import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';
import { HeaderSearch } from './HeaderSearch';
import type { SearchGroup } from './searchGroups';

/** Where a result led. */
function Where() {
  const { pathname, state } = useLocation();
  return <p data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</p>;
}

const routes: RouteObject[] = [
  { path: routePatterns.explorer, handle: access.public, element: <HeaderSearch /> },
  { path: routePatterns.landing, handle: access.public, element: <Where /> },
  { path: routePatterns.profile, handle: access.signedIn, element: <Where /> },
  { path: routePatterns.post, handle: access.signedIn, element: <Where /> },
  { path: routePatterns.jobOffer, handle: access.public, element: <Where /> },
  { path: routePatterns.educationalOffer, handle: access.public, element: <Where /> },
];

function renderSearch({ signedIn = true } = {}) {
  if (signedIn) localStorage.setItem('authToken', 'token');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const rendered = renderRoutes(routes, { initialEntries: [routePatterns.explorer] });
  return { ...rendered, box: screen.getByRole('combobox', { name: 'Buscar' }) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A failure the search shows: React also reports it on the console, which says nothing here. */
function quietFailures() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

const operations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((operation) => ({
    name: operation.request.node.params.name,
    variables: operation.request.variables,
  }));

const LONG =
  'Vestido de seda natural cosido a mano con bordados de hilo de oro y pedrería antigua del taller, ' +
  'teñido con tintes vegetales y rematado con botones de nácar.';

/** A school's description with markup (part 2 §3: it may contain HTML). */
const FORMATTED = `<p><b>Incluye</b> ${LONG}</p>`;

type Totals = Record<SearchGroup, number>;

/** A search answer: `totals` matches in each group, as many items as each group asked for. */
function searchPayload(operation: OperationDescriptor, totals: Totals) {
  const edges = (group: SearchGroup, first: number, node: (index: number) => object) =>
    Array.from({ length: Math.min(first, totals[group]) }, (_, index) => ({
      cursor: `${group}${index}`,
      node: node(index),
    }));
  const connection =
    (group: SearchGroup, node: (index: number) => object) =>
    ({ args }: { args?: Record<string, unknown> | null }) => ({
      totalCount: totals[group],
      edges: edges(group, Number(args?.first ?? 20), node),
    });
  return MockPayloadGenerator.generate(operation, {
    UserSearchConnection: connection('users', (i) => ({
      id: `user-${i}`,
      username: `usuaria${i}`,
      displayName: `Usuaria ${i}`,
      profilePicture: null,
      professionalTitle: 'Patronista',
      city: 'Madrid',
    })),
    PostSearchConnection: connection('posts', (i) => ({
      id: `post-${i}`,
      internalID: `p${i}`,
      title: `Publicación ${i}`,
      description: LONG,
      mainImage: null,
    })),
    JobOfferSearchConnection: connection('jobOffers', (i) => ({
      id: `job-${i}`,
      internalID: `j${i}`,
      position: `Oferta ${i}`,
      companyName: 'Telares',
      companyLogo: null,
      city: 'Vigo',
      description: LONG,
    })),
    EducationalOfferSearchConnection: connection('educationalOffers', (i) => ({
      id: `edu-${i}`,
      internalID: `e${i}`,
      programName: `Programa ${i}`,
      institutionName: 'Escuela',
      city: 'Bilbao',
      description: FORMATTED,
      banner: null,
    })),
  });
}

const MANY: Totals = { users: 10, posts: 4, jobOffers: 11, educationalOffers: 2 };

async function resolveSearch(environment: MockEnvironment, totals: Totals) {
  await act(async () => environment.mock.resolveMostRecentOperation((operation) => searchPayload(operation, totals)));
}

function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

async function openDropdown(text = 'ma', totals = MANY) {
  const rendered = renderSearch();
  type(rendered.box, text);
  act(() => vi.advanceTimersByTime(300));
  await resolveSearch(rendered.environment, totals);
  return { ...rendered, listbox: await screen.findByRole('listbox', { name: 'Resultados de la búsqueda' }) };
}

describe('the header search box', () => {
  it('searches nothing under 2 trimmed characters', () => {
    const { box, environment } = renderSearch();
    for (const text of ['m', ' m ', '     ', 'a ']) {
      type(box, text);
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('waits 300 ms after the last keystroke, then searches the trimmed text once', () => {
    const { box, environment } = renderSearch();
    type(box, ' m');
    act(() => vi.advanceTimersByTime(200));
    type(box, ' ma');
    act(() => vi.advanceTimersByTime(200));
    type(box, ' mar ');
    act(() => vi.advanceTimersByTime(299));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(operations(environment)).toEqual([{ name: 'SearchDropdownQuery', variables: { query: 'mar' } }]);
  });

  it('shows at most 3 users, 3 posts, 2 job offers and 2 educational offers, each group with its +N más', async () => {
    const { listbox, box } = await openDropdown();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const group = (name: string) => within(listbox).getByRole('group', { name });
    const options = (name: string) => within(group(name)).getAllByRole('option');
    expect(options('Usuarios').map((option) => option.textContent)).toEqual([
      'Usuaria 0 @usuaria0 · Patronista · Madrid',
      'Usuaria 1 @usuaria1 · Patronista · Madrid',
      'Usuaria 2 @usuaria2 · Patronista · Madrid',
      '+7 más en Usuarios',
    ]);
    expect(options('Publicaciones')).toHaveLength(4);
    expect(within(group('Publicaciones')).getByRole('option', { name: '+1 más en Publicaciones' })).toBeInTheDocument();
    expect(options('Ofertas de trabajo')).toHaveLength(3);
    expect(
      within(group('Ofertas de trabajo')).getByRole('option', { name: '+9 más en Ofertas de trabajo' }),
    ).toBeInTheDocument();
    // All of the group shown: no '+0 más'.
    expect(options('Oportunidades educativas')).toHaveLength(2);
    expect(
      within(group('Oportunidades educativas')).getByRole('option', { name: 'Programa 1 Escuela · Bilbao' }),
    ).toBeInTheDocument();
  });

  it('cuts post descriptions at 60 characters in the dropdown', async () => {
    const { listbox } = await openDropdown();
    const post = within(listbox).getAllByRole('option', { name: /Publicación 0/ })[0]!;
    const cut = `${[...LONG].slice(0, 60).join('').trimEnd()}…`;
    expect(within(post).getByText(cut)).toBeInTheDocument();
    expect([...cut].length).toBeLessThanOrEqual(61);
  });

  it('moves through the options with the arrows (wrapping), opens one with Enter, and closes with Escape', async () => {
    const { box, listbox, router } = await openDropdown();
    const all = within(listbox).getAllByRole('option');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', all[0]!.id);
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', all.at(-1)!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', all[1]!.id);

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ControlPanel/profile/usuaria1'));
  });

  it('opens posts, job offers and educational offers at their routes', async () => {
    const { listbox } = await openDropdown();
    const href = (name: RegExp) => within(listbox).getAllByRole('option', { name })[0]!.getAttribute('href');
    expect(href(/Publicación 2/)).toBe('/ControlPanel/post/p2');
    expect(href(/Oferta 1/)).toBe('/ControlPanel/JobOfferDetail/j1');
    expect(href(/Programa 0/)).toBe('/ControlPanel/EducationalOfferDetail/e0');
  });

  it("sends an anonymous visitor's profile result to the register dialog", async () => {
    const rendered = renderSearch({ signedIn: false });
    type(rendered.box, 'ma');
    act(() => vi.advanceTimersByTime(300));
    await resolveSearch(rendered.environment, MANY);
    const user = await screen.findByRole('option', { name: /Usuaria 0/ });
    expect(user).toHaveAttribute('href', '/');
    expect(screen.getByRole('option', { name: /Oferta 0/ })).toHaveAttribute('href', '/ControlPanel/JobOfferDetail/j0');
  });

  it('says so when nothing is found', async () => {
    const { box, environment } = renderSearch();
    type(box, 'zzq');
    act(() => vi.advanceTimersByTime(300));
    await resolveSearch(environment, { users: 0, posts: 0, jobOffers: 0, educationalOffers: 0 });
    expect(await screen.findByRole('status')).toHaveTextContent('No se encontraron resultados para «zzq».');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when the gateway cannot search right now (search: null)', async () => {
    const { box, environment } = renderSearch();
    type(box, 'ma');
    act(() => vi.advanceTimersByTime(300));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { search: null },
        errors: [{ message: 'El servicio no está disponible', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
      } as never),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo realizar la búsqueda. Inténtalo de nuevo.');
  });

  it('says so when the search fails', async () => {
    quietFailures();
    const { box, environment } = renderSearch();
    type(box, 'ma');
    act(() => vi.advanceTimersByTime(300));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo realizar la búsqueda. Inténtalo de nuevo.');
    // A new text searches again.
    type(box, 'mar');
    act(() => vi.advanceTimersByTime(300));
    await resolveSearch(environment, MANY);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});

describe('the full-screen view', () => {
  const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

  it('opens at once on Enter, with the tabs and their counts, without waiting for the debounce', async () => {
    const { box, environment } = renderSearch();
    type(box, ' ma ');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(operations(environment)).toEqual([
      {
        name: 'SearchViewResultsQuery',
        variables: { query: 'ma', users: 6, posts: 6, jobOffers: 6, educationalOffers: 6 },
      },
    ]);
    const view = screen.getByRole('dialog', { name: 'Resultados de «ma»' });
    expect(within(view).getByRole('status')).toHaveTextContent('Buscando...');
    await resolveSearch(environment, MANY);
    expect(tabNames()).toEqual([
      'Todos (27)',
      'Usuarios (10)',
      'Publicaciones (4)',
      'Ofertas de trabajo (11)',
      'Oportunidades educativas (2)',
    ]);
    expect(screen.getByRole('tab', { name: 'Todos (27)' })).toHaveAttribute('aria-selected', 'true');
    // The debounced dropdown search never went out.
    act(() => vi.advanceTimersByTime(1000));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("shows 6 of each group under 'Todos' with descriptions cut at 100, and a group's tab asks for its 50 best", async () => {
    const { box, environment } = renderSearch();
    type(box, 'ma');
    fireEvent.keyDown(box, { key: 'Enter' });
    await resolveSearch(environment, MANY);
    const panel = screen.getByRole('tabpanel');
    const users = within(panel).getByRole('region', { name: 'Usuarios (10)' });
    expect(within(users).getAllByRole('link')).toHaveLength(6);
    const cut = `${[...LONG].slice(0, 100).join('').trimEnd()}…`;
    expect(within(panel).getAllByText(cut).length).toBeGreaterThan(0);

    fireEvent.click(within(users).getByRole('button', { name: 'Ver los 10 resultados de Usuarios' }));
    expect(operations(environment)).toEqual([
      {
        name: 'SearchViewResultsQuery',
        variables: { query: 'ma', users: 50, posts: 1, jobOffers: 1, educationalOffers: 1 },
      },
    ]);
    await resolveSearch(environment, MANY);
    expect(screen.getByRole('tab', { name: 'Usuarios (10)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(10);
  });

  it("shows an educational offer's description as words, without its tags", async () => {
    const { box, environment } = renderSearch();
    type(box, 'ma');
    fireEvent.keyDown(box, { key: 'Enter' });
    await resolveSearch(environment, MANY);
    const offers = within(screen.getByRole('tabpanel')).getByRole('region', { name: 'Oportunidades educativas (2)' });
    const cut = `${[...`Incluye ${LONG}`].slice(0, 100).join('').trimEnd()}…`;
    expect(within(offers).getAllByText(cut)).toHaveLength(2);
    expect(offers).not.toHaveTextContent(/<\/?[bp]>/);
  });

  it("opens a group's tab from its '+N más' line in the dropdown", async () => {
    const { box, environment } = await openDropdown();
    fireEvent.click(screen.getByRole('option', { name: '+9 más en Ofertas de trabajo' }));
    expect(operations(environment)).toEqual([
      {
        name: 'SearchViewResultsQuery',
        variables: { query: 'ma', users: 1, posts: 1, jobOffers: 50, educationalOffers: 1 },
      },
    ]);
    await resolveSearch(environment, MANY);
    expect(screen.getByRole('tab', { name: 'Ofertas de trabajo (11)' })).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between tabs with the arrows and opens one with Enter; Escape closes and gives the focus back', async () => {
    const { box, environment } = renderSearch();
    type(box, 'ma');
    fireEvent.keyDown(box, { key: 'Enter' });
    await resolveSearch(environment, MANY);
    const all = screen.getByRole('tab', { name: 'Todos (27)' });
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Oportunidades educativas (2)' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Usuarios (10)' })).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('closes when a result is opened', async () => {
    const { box, environment, router } = renderSearch();
    type(box, 'ma');
    fireEvent.keyDown(box, { key: 'Enter' });
    await resolveSearch(environment, MANY);
    fireEvent.click(screen.getByRole('link', { name: /Programa 1/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ControlPanel/EducationalOfferDetail/e1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when nothing is found', async () => {
    const { box, environment } = renderSearch();
    type(box, 'zzq');
    fireEvent.keyDown(box, { key: 'Enter' });
    await resolveSearch(environment, { users: 0, posts: 0, jobOffers: 0, educationalOffers: 0 });
    expect(screen.getByRole('tab', { name: 'Todos (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No se encontraron resultados para «zzq».');
  });

  it('says so when the search fails, and Reintentar asks again', async () => {
    quietFailures();
    const { box, environment } = renderSearch();
    type(box, 'ma');
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo realizar la búsqueda.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(operations(environment)).toHaveLength(1);
    await resolveSearch(environment, MANY);
    expect(screen.getByRole('tab', { name: 'Todos (27)' })).toBeInTheDocument();
  });
});
