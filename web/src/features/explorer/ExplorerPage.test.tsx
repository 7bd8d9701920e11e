import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveObservers, revealSentinels, installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { renderRoutes } from '../../../test/relay';
import { GraphQLRequestError } from '../../lib/relay/environment';
import { setAuthToken } from '../../lib/session';

function PostProbe() {
  const location = useLocation();
  return <p data-testid="post">{JSON.stringify({ pathname: location.pathname, state: location.state })}</p>;
}

function LandingProbe() {
  const location = useLocation();
  return <p data-testid="landing">{JSON.stringify(location.state)}</p>;
}

const routes: RouteObject[] = [
  { path: '/', element: <LandingProbe /> },
  { path: '/ControlPanel/explorer', lazy: () => import('./ExplorerPage') },
  { path: '/ControlPanel/post/:id', element: <PostProbe /> },
];

function edge(n: number, prefix = 'r') {
  const id = `${prefix}${n}`;
  return {
    __typename: 'ExplorerImageEdge',
    cursor: `cursor-${id}`,
    node: {
      __typename: 'ExplorerImage',
      viewerHasSaved: n === 2,
      image: {
        url: `/media/${id}.jpg`,
        width: 800,
        height: 1000 + n,
        srcSet: `/media/${id}-320.webp 320w, /media/${id}-640.webp 640w`,
      },
      post: {
        __typename: 'Post',
        id: `UG9zdDo${id}`,
        internalID: `post-${id}`,
        title: `Look ${id}`,
        author: { __typename: 'User', id: `VXNlcjo${id}`, username: `autora${n}`, city: 'Madrid' },
      },
    },
  };
}

function page(from: number, to: number, { hasNextPage = true, prefix = 'r' } = {}) {
  const edges = [];
  for (let n = from; n <= to; n++) edges.push(edge(n, prefix));
  return {
    data: {
      explorer: {
        __typename: 'ExplorerImageConnection',
        edges,
        pageInfo: {
          hasNextPage,
          endCursor: edges.at(-1)?.cursor ?? null,
          hasPreviousPage: false,
          startCursor: edges[0]?.cursor ?? null,
        },
      },
    },
  };
}

type Rendered = ReturnType<typeof renderRoutes>;

function operations({ environment }: Rendered): readonly OperationDescriptor[] {
  return environment.mock.getAllOperations();
}

function paginationOperations(rendered: Rendered) {
  return operations(rendered).filter((op) => op.request.node.params.name === 'ExplorerGridPaginationQuery');
}

async function renderExplorer() {
  const rendered = renderRoutes(routes, { initialEntries: ['/ControlPanel/explorer'] });
  await waitFor(() => expect(operations(rendered)).toHaveLength(1));
  expect(operations(rendered)[0].request.node.params.name).toBe('ExplorerPageQuery');
  await act(async () => rendered.environment.mock.resolveMostRecentOperation(page(1, 14)));
  await screen.findByAltText('Look r1');
  return rendered;
}

installFakeIntersectionObserver();

afterEach(() => {
  vi.useRealTimers();
});

describe('the explorer', () => {
  it('shows every post even when two posts share the same image file', async () => {
    const rendered = renderRoutes(routes, { initialEntries: ['/ControlPanel/explorer'] });
    await waitFor(() => expect(operations(rendered)).toHaveLength(1));
    const shared = page(1, 3);
    for (const item of shared.data.explorer.edges) item.node.image.url = '/media/compartida.jpg';
    await act(async () => rendered.environment.mock.resolveMostRecentOperation(shared));
    await screen.findByAltText('Look r1');
    expect(screen.getAllByRole('link', { name: /Look r/ })).toHaveLength(3);
  });

  it('renders the first page with sized, responsive images: eager in the first row, lazy below', async () => {
    await renderExplorer();
    expect(screen.getAllByRole('img')).toHaveLength(14);
    const first = screen.getByAltText('Look r1');
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '1001');
    expect(first).toHaveAttribute('srcset', '/media/r1-320.webp 320w, /media/r1-640.webp 640w');
    expect(first.getAttribute('sizes')).toContain('(max-width: 768px) 50vw');
    expect(first).toHaveAttribute('loading', 'eager');
    // jsdom is 1024 px wide: 4 columns, so images 1-4 form the first row.
    expect(screen.getByAltText('Look r4')).toHaveAttribute('loading', 'eager');
    expect(screen.getByAltText('Look r5')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByAltText('Look r14')).toHaveAttribute('loading', 'lazy');
  });

  it('shows @username and city on each image and opens the post with the clicked image', async () => {
    setAuthToken('token');
    await renderExplorer();
    const link = screen.getByRole('link', { name: /Look r3/ });
    expect(within(link).getByText('@autora3')).toBeInTheDocument();
    expect(within(link).getByText('Madrid')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/ControlPanel/post/post-r3');
    fireEvent.click(link);
    const post = await screen.findByTestId('post');
    expect(JSON.parse(post.textContent!)).toEqual({
      pathname: '/ControlPanel/post/post-r3',
      state: { imageUrl: '/media/r3.jpg' },
    });
  });

  it("links an anonymous visitor's image to the post's URL, where the guard asks to register", async () => {
    await renderExplorer();
    const link = screen.getByRole('link', { name: /Look r2/ });
    expect(link).toHaveAttribute('href', '/ControlPanel/post/post-r2');
    expect(within(link).getByText('@autora2')).toBeInTheDocument();
  });

  it("names the tab after the page: 'Explorador · Moda Talento'", async () => {
    await renderExplorer();
    expect(document.title).toBe('Explorador · Moda Talento');
  });

  it('loads the next page when the sentinel comes within 200 px, with Cargando... meanwhile', async () => {
    const rendered = await renderExplorer();
    expect(liveObservers()).toHaveLength(1);
    expect(liveObservers()[0].options.rootMargin).toBe('200px');

    await revealSentinels();
    const [next] = paginationOperations(rendered);
    expect(next.request.variables).toMatchObject({ feed: 'RANDOM', count: 14, cursor: 'cursor-r14' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    // Loading: the sentinel is not watched, so a second intersection cannot ask twice.
    expect(liveObservers()).toHaveLength(0);

    await act(async () => rendered.environment.mock.resolve(next, page(15, 28)));
    expect(screen.getAllByRole('img')).toHaveLength(28);
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    expect(liveObservers()).toHaveLength(1);
  });

  it('stops at the last page', async () => {
    const rendered = await renderExplorer();
    await revealSentinels();
    await act(async () => rendered.environment.mock.resolveMostRecentOperation(page(15, 20, { hasNextPage: false })));
    expect(screen.getAllByRole('img')).toHaveLength(20);
    expect(liveObservers()).toHaveLength(0);
  });

  it('stops loading silently after a 401 (UNAUTHENTICATED)', async () => {
    const rendered = await renderExplorer();
    await revealSentinels();
    await act(async () =>
      rendered.environment.mock.rejectMostRecentOperation(
        new GraphQLRequestError('Sesión no válida.', 'UNAUTHENTICATED'),
      ),
    );
    expect(screen.getAllByRole('img')).toHaveLength(14);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(liveObservers()).toHaveLength(0);
    await revealSentinels();
    expect(paginationOperations(rendered)).toHaveLength(0);
  });

  it('offers a retry after any other loading error', async () => {
    const rendered = await renderExplorer();
    await revealSentinels();
    await act(async () =>
      rendered.environment.mock.rejectMostRecentOperation(
        new GraphQLRequestError('Sin servicio', 'UPSTREAM_UNAVAILABLE'),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar más imágenes.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(paginationOperations(rendered)).toHaveLength(1);
    await act(async () => rendered.environment.mock.resolveMostRecentOperation(page(15, 28)));
    expect(screen.getAllByRole('img')).toHaveLength(28);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an empty state when there are no images', async () => {
    const rendered = renderRoutes(routes, { initialEntries: ['/ControlPanel/explorer'] });
    await waitFor(() => expect(operations(rendered)).toHaveLength(1));
    await act(async () => rendered.environment.mock.resolveMostRecentOperation(page(1, 0, { hasNextPage: false })));
    expect(await screen.findByText('No hay imágenes para mostrar.')).toBeInTheDocument();
  });
});

describe('the explorer tabs', () => {
  it('switches to Staff Picks (one page) and back to a new random draw; tabs lock for 500 ms after a click', async () => {
    const rendered = await renderExplorer();
    vi.useFakeTimers();
    const random = screen.getByRole('tab', { name: 'Fotos aleatorias' });
    const staff = screen.getByRole('tab', { name: 'Staff Picks' });
    expect(random).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(staff);
    expect(staff).toHaveAttribute('aria-selected', 'true');
    expect(staff).toHaveAttribute('aria-disabled', 'true');
    expect(random).toHaveAttribute('aria-disabled', 'true');
    const [staffQuery] = paginationOperations(rendered);
    expect(staffQuery.request.variables).toMatchObject({ feed: 'STAFF_PICKS', cursor: null });

    // Locked: a click within 500 ms does nothing.
    fireEvent.click(random);
    expect(paginationOperations(rendered)).toHaveLength(1);
    expect(staff).toHaveAttribute('aria-selected', 'true');

    act(() => vi.advanceTimersByTime(500));
    expect(random).not.toHaveAttribute('aria-disabled');
    vi.useRealTimers();

    await act(async () => rendered.environment.mock.resolve(staffQuery, page(1, 6, { prefix: 's' })));
    expect(await screen.findByAltText('Look s1')).toBeInTheDocument();
    expect(screen.queryByAltText('Look r1')).not.toBeInTheDocument();
    // Staff Picks is a single page: the sentinel is not watched even though hasNextPage is true.
    expect(liveObservers()).toHaveLength(0);

    fireEvent.click(random);
    const [randomQuery] = paginationOperations(rendered);
    expect(randomQuery.request.variables).toMatchObject({ feed: 'RANDOM', cursor: null });
    expect(randomQuery.request.cacheConfig).toMatchObject({ force: true });
    await act(async () => rendered.environment.mock.resolve(randomQuery, page(40, 53)));
    expect(await screen.findByAltText('Look r40')).toBeInTheDocument();
    expect(screen.queryByAltText('Look r1')).not.toBeInTheDocument();
  });
});

// Issue 24: the posts of the accounts the viewer follows.
describe("the explorer's 'Siguiendo' tab", () => {
  it('is not offered to a visitor', async () => {
    await renderExplorer();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Fotos aleatorias', 'Staff Picks']);
  });

  it("pages the followed accounts' posts for a signed-in viewer, infinite like the random feed", async () => {
    setAuthToken('token');
    const rendered = await renderExplorer();
    fireEvent.click(screen.getByRole('tab', { name: 'Siguiendo' }));
    const [following] = paginationOperations(rendered);
    expect(following.request.variables).toMatchObject({ feed: 'FOLLOWING', cursor: null });
    await act(async () => rendered.environment.mock.resolve(following, page(1, 14, { prefix: 'f' })));
    expect(await screen.findByAltText('Look f1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Siguiendo' })).toHaveAttribute('aria-selected', 'true');
    expect(liveObservers()).toHaveLength(1);
  });

  it('leads to Creativos when nobody followed has published', async () => {
    setAuthToken('token');
    const rendered = await renderExplorer();
    fireEvent.click(screen.getByRole('tab', { name: 'Siguiendo' }));
    const [following] = paginationOperations(rendered);
    await act(async () => rendered.environment.mock.resolve(following, page(1, 0, { hasNextPage: false })));
    expect(await screen.findByText(/Aquí verás las publicaciones de las personas que sigues\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descubre creativos' })).toHaveAttribute('href', '/ControlPanel/creatives');
  });
});

describe('the explorer filters', () => {
  // Issue 17: the panel filters the feed on the server (the spec left it inert).
  it('reads the filters from the URL into the first query and the fields', async () => {
    const rendered = renderRoutes(routes, {
      initialEntries: ['/ControlPanel/explorer?ciudad=madrid&escuela=IED&pais=Espa%C3%B1a'],
    });
    await waitFor(() => expect(operations(rendered)).toHaveLength(1));
    expect(operations(rendered)[0].request.variables).toEqual({
      search: null,
      country: 'España',
      city: 'madrid',
      school: 'IED',
    });
    await act(async () => rendered.environment.mock.resolveMostRecentOperation(page(1, 3, { hasNextPage: false })));
    fireEvent.click(screen.getByRole('button', { name: 'Filtros (activos)' }));
    expect(screen.getByLabelText('Ciudad')).toHaveValue('madrid');
    expect(screen.getByLabelText('Escuela')).toHaveValue('IED');
  });

  it('refetches the tab it is on when a filter is typed, shows what matches, and says when nothing does', async () => {
    const rendered = await renderExplorer();
    fireEvent.click(screen.getByRole('tab', { name: 'Staff Picks' }));
    const [staffQuery] = paginationOperations(rendered);
    await act(async () => rendered.environment.mock.resolve(staffQuery, page(1, 6, { prefix: 's' })));
    await screen.findByAltText('Look s1');

    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Madrid' } });
    expect(screen.getByRole('button', { name: 'Filtros (activos)' })).toBeInTheDocument();
    await waitFor(() => expect(paginationOperations(rendered)).toHaveLength(1));
    const [filtered] = paginationOperations(rendered);
    expect(filtered.request.variables).toMatchObject({ feed: 'STAFF_PICKS', city: 'Madrid', cursor: null });
    expect(filtered.request.cacheConfig).toMatchObject({ force: true });
    expect(screen.getByRole('tab', { name: 'Staff Picks' })).toHaveAttribute('aria-selected', 'true');
    await act(async () => rendered.environment.mock.resolve(filtered, page(1, 2, { prefix: 'm', hasNextPage: false })));
    expect(await screen.findByAltText('Look m1')).toBeInTheDocument();
    expect(screen.queryByAltText('Look s3')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Escuela'), { target: { value: 'ninguna' } });
    await waitFor(() => expect(paginationOperations(rendered)).toHaveLength(1));
    const [none] = paginationOperations(rendered);
    expect(none.request.variables).toMatchObject({ city: 'Madrid', school: 'ninguna' });
    await act(async () => rendered.environment.mock.resolve(none, page(1, 0, { hasNextPage: false })));
    expect(await screen.findByText(/No hay imágenes que coincidan con los filtros\./)).toBeInTheDocument();

    // 'Borrar filtros' in the empty state reads the unfiltered feed again.
    fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Borrar filtros' }));
    await waitFor(() => expect(paginationOperations(rendered)).toHaveLength(1));
    expect(paginationOperations(rendered)[0].request.variables).toMatchObject({
      feed: 'STAFF_PICKS',
      city: null,
      school: null,
    });
    expect(screen.getByLabelText('Ciudad')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
  });

  it('keeps the filters when loading the next page', async () => {
    const rendered = renderRoutes(routes, { initialEntries: ['/ControlPanel/explorer?pais=Francia'] });
    await waitFor(() => expect(operations(rendered)).toHaveLength(1));
    await act(async () => rendered.environment.mock.resolveMostRecentOperation(page(1, 14)));
    await screen.findByAltText('Look r1');
    revealSentinels();
    await waitFor(() => expect(paginationOperations(rendered)).toHaveLength(1));
    expect(paginationOperations(rendered)[0].request.variables).toMatchObject({
      country: 'Francia',
      cursor: 'cursor-r14',
    });
  });

  it('opens the panel in a dialog at 768 px and below', async () => {
    vi.stubGlobal('innerWidth', 768);
    await renderExplorer();
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    expect(within(dialog).getByLabelText('Escuela')).toBeInTheDocument();
  });

  describe('the save button', () => {
    const saveButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^Guard(ar|ado) «Look r${n}»$`) });

    function savePayload(field: 'saveImage' | 'unsaveImage', n: number, saved: boolean) {
      return {
        data: {
          [field]: {
            post: {
              __typename: 'Post',
              id: `UG9zdDor${n}`,
              images: [{ image: { url: `/media/r${n}.jpg` }, viewerHasSaved: saved }],
            },
            savedImage: null,
            unsavedImageId: saved ? null : `saved-r${n}`,
            message: null,
            userErrors: [],
          },
        },
      };
    }

    it('shows each image saved or not from the first render', async () => {
      setAuthToken('token');
      await renderExplorer();
      expect(saveButton(2)).toHaveAttribute('aria-pressed', 'true');
      expect(saveButton(2)).toHaveTextContent('Guardado');
      expect(saveButton(1)).toHaveAttribute('aria-pressed', 'false');
      expect(saveButton(1)).toHaveTextContent('Guardar');
    });

    it('sends an anonymous visitor to / with the register dialog', async () => {
      const rendered = await renderExplorer();
      fireEvent.click(saveButton(1));
      expect(JSON.parse((await screen.findByTestId('landing')).textContent!)).toEqual({ showRegister: true });
      expect(operations(rendered).some((op) => op.request.node.params.operationKind === 'mutation')).toBe(false);
    });

    it("saves at once with '¡Guardado!', and unsaves with '¡Eliminado!', each for 2 s", async () => {
      setAuthToken('token');
      const rendered = await renderExplorer();
      fireEvent.click(saveButton(1));
      expect(saveButton(1)).toHaveAttribute('aria-pressed', 'true');
      expect(operations(rendered).at(-1)!.request.variables).toEqual({
        input: { postId: 'UG9zdDor1', imageUrl: '/media/r1.jpg' },
      });
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await act(async () => rendered.environment.mock.resolveMostRecentOperation(savePayload('saveImage', 1, true)));
      expect(screen.getByText('¡Guardado!')).toBeInTheDocument();
      expect(saveButton(1)).toHaveAttribute('aria-pressed', 'true');
      await act(async () => vi.advanceTimersByTime(2000));
      expect(screen.queryByText('¡Guardado!')).not.toBeInTheDocument();

      fireEvent.click(saveButton(2));
      expect(saveButton(2)).toHaveAttribute('aria-pressed', 'false');
      await act(async () => rendered.environment.mock.resolveMostRecentOperation(savePayload('unsaveImage', 2, false)));
      expect(screen.getByText('¡Eliminado!')).toBeInTheDocument();
      expect(saveButton(2)).toHaveAttribute('aria-pressed', 'false');
    });

    it('rolls back when the save fails and says why', async () => {
      setAuthToken('token');
      const rendered = await renderExplorer();
      fireEvent.click(saveButton(3));
      expect(saveButton(3)).toHaveAttribute('aria-pressed', 'true');
      await act(async () => rendered.environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
      expect(saveButton(3)).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByText('No se pudo guardar la imagen.')).toBeInTheDocument();
    });
  });
});
