import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { commitLocalUpdate, ConnectionHandler, createOperationDescriptor } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { access } from '../../lib/routing/access';
import { routePatterns } from '../../lib/routing/paths';
import PostPageQuery from './__generated__/PostPageQuery.graphql';
import * as PostPage from './PostPage';

/** Where a navigation led. */
function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const routes: RouteObject[] = [
  {
    errorElement: <p>Error del panel</p>,
    children: [
      { path: routePatterns.post, handle: access.signedIn, ...PostPage },
      { path: '/desde', handle: access.public, element: <Where /> },
      { path: routePatterns.ownProfile, handle: access.signedIn, element: <Where /> },
      { path: routePatterns.profile, handle: access.signedIn, element: <Where /> },
    ],
  },
];

const POST_ID = PostPage.postGlobalId('p1');

function postImage(name: string, tags: string[], viewerHasSaved = false) {
  return {
    image: {
      url: `/media/${name}.jpg`,
      width: 800,
      height: 1000,
      srcSet: `/media/${name}-320.webp 320w, /media/${name}-640.webp 640w`,
    },
    tags,
    viewerHasSaved,
  };
}

const IMAGES = [postImage('a', ['Lino', 'Crudo']), postImage('b', ['Seda']), postImage('c', [])];

function testPost(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Post',
    id: POST_ID,
    internalID: 'p1',
    title: 'Colección de otoño',
    description: 'Prendas de lino y seda.',
    tags: ['Moda sostenible', 'Otoño'],
    createdAt: '2026-03-01T10:00:00.000Z',
    images: IMAGES,
    peopleTags: [
      { name: 'luis', role: 'Fotografía', user: { __typename: 'User', id: 'VXNlcjpsdWlz', username: 'luis' } },
      { name: 'marta', role: null, user: null },
    ],
    author: {
      __typename: 'User',
      id: 'VXNlcjphbmE=',
      displayName: 'Ana Pérez',
      username: 'ana',
      profilePicture: null,
      isViewer: false,
    },
    viewerHasReported: false,
    moderation: null,
    ...overrides,
  };
}

function randomPost(n: number) {
  return {
    __typename: 'Post',
    id: `UG9zdDpy${n}`,
    internalID: `r${n}`,
    title: `Otra publicación ${n}`,
    mainImage: { url: `/media/r${n}.jpg`, width: 600, height: 800 + n, srcSet: '' },
  };
}

const RANDOM = Array.from({ length: 20 }, (_, n) => randomPost(n));

type Entry = string | { pathname: string; state?: unknown };

interface OpenOptions {
  entries?: Entry[];
  post?: ReturnType<typeof testPost> | null;
}

async function openPost({ entries = ['/ControlPanel/post/p1'], post = testPost() }: OpenOptions = {}) {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(routes, { initialEntries: entries });
  await screen.findByText('Cargando publicación...');
  const operation = rendered.environment.mock.getMostRecentOperation();
  expect(operation.request.variables).toEqual({ id: POST_ID });
  await act(async () =>
    rendered.environment.mock.resolveMostRecentOperation({ data: { node: post, randomPosts: RANDOM } }),
  );
  return rendered;
}

const shownImage = () => screen.getByRole('button', { name: /^Ver a pantalla completa/ });
const shownAlt = () => within(shownImage()).getByRole('img').getAttribute('alt');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the post', () => {
  it('shows the title (also the page title), description, author, people and tags', async () => {
    await openPost();
    expect(screen.getByRole('heading', { level: 1, name: 'Colección de otoño' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Colección de otoño/);
    expect(screen.getByText('Prendas de lino y seda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ana Pérez/ })).toHaveAttribute('href', '/ControlPanel/profile/ana');
    expect(screen.getByText('1 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@luis' })).toHaveAttribute('href', '/ControlPanel/profile/luis');
    expect(screen.getByText('Fotografía')).toBeInTheDocument();
    // A tagged name whose account no longer exists shows without a link.
    expect(screen.getByText('@marta').closest('a')).toBeNull();
    const general = screen.getByRole('heading', { name: 'Etiquetas' }).parentElement!;
    expect(
      within(general)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Moda sostenible', 'Otoño']);
  });

  it("says 'No hay datos de la publicación' when there is no such post", async () => {
    await openPost({ post: null });
    expect(screen.getByRole('heading', { level: 1, name: 'No hay datos de la publicación' })).toBeInTheDocument();
  });

  it('offers to try again when the post could not be loaded', async () => {
    localStorage.setItem('authToken', 'token');
    const { environment } = renderRoutes(routes, { initialEntries: ['/ControlPanel/post/p1'] });
    await screen.findByText('Cargando publicación...');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar la publicación' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cargando publicación...')).toBeInTheDocument();
  });
});

describe('the gallery', () => {
  it('opens on the first image, and on the one the link handed over', async () => {
    await openPost();
    expect(shownAlt()).toBe('Colección de otoño (imagen 1 de 3)');
  });

  it.each([
    [{ imageUrl: '/media/b.jpg' }, 2],
    [{ imageUrl: '/media/c-640.webp' }, 3],
    [{ imageIndex: 2 }, 3],
    [{ imageUrl: '/media/otra.jpg' }, 1],
    [{ imageIndex: 7 }, 1],
  ])('opens on the clicked image (state %j: image %i)', async (state, position) => {
    await openPost({ entries: [{ pathname: '/ControlPanel/post/p1', state }] });
    expect(shownAlt()).toBe(`Colección de otoño (imagen ${position} de 3)`);
  });

  it('moves with the arrows, the ←/→ keys and the thumbnails, stopping at the ends', async () => {
    await openPost();
    const previous = screen.getByRole('button', { name: 'Imagen anterior' });
    expect(previous).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(shownAlt()).toBe('Colección de otoño (imagen 2 de 3)');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(shownAlt()).toBe('Colección de otoño (imagen 3 de 3)');
    expect(screen.getByRole('button', { name: 'Imagen siguiente' })).toBeDisabled();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(shownAlt()).toBe('Colección de otoño (imagen 3 de 3)');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(shownAlt()).toBe('Colección de otoño (imagen 2 de 3)');
    fireEvent.click(screen.getByRole('button', { name: 'Imagen 1 de 3' }));
    expect(shownAlt()).toBe('Colección de otoño (imagen 1 de 3)');
    expect(screen.getByRole('button', { name: 'Imagen 1 de 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('changes image after a swipe of 50 px, not after a shorter one', async () => {
    await openPost();
    // Leftwards: the next image.
    swipe(shownImage(), -49);
    expect(shownAlt()).toBe('Colección de otoño (imagen 1 de 3)');
    swipe(shownImage(), -50);
    expect(shownAlt()).toBe('Colección de otoño (imagen 2 de 3)');
    swipe(shownImage(), 49);
    expect(shownAlt()).toBe('Colección de otoño (imagen 2 de 3)');
    swipe(shownImage(), 60);
    expect(shownAlt()).toBe('Colección de otoño (imagen 1 de 3)');
    // Neither swipe nor short drag opened the preview.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts a movement of up to 3 px as a click (the preview opens), a longer one as a drag', async () => {
    await openPost();
    swipe(shownImage(), 4);
    expect(screen.queryByRole('dialog')).toBeNull();
    swipe(shownImage(), 3);
    expect(screen.getByRole('dialog', { name: 'Colección de otoño' })).toBeInTheDocument();
  });

  it('shows the full-screen preview of the image on show; Escape closes it and focus returns', async () => {
    await openPost();
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    const opener = shownImage();
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Colección de otoño' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/b.jpg');
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/c.jpg');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownImage()).toHaveFocus();
    expect(shownAlt()).toBe('Colección de otoño (imagen 3 de 3)');
  });

  it('shows the tags of the image on show', async () => {
    await openPost();
    const tagsOf = (n: number) => screen.getByRole('heading', { name: `Etiquetas de la imagen ${n}` }).parentElement!;
    expect(
      within(tagsOf(1))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lino', 'Crudo']);
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(
      within(tagsOf(2))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Seda']);
    expect(screen.queryByText('Lino')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(screen.queryByRole('heading', { name: /^Etiquetas de la imagen/ })).toBeNull();
  });
});

/** A pointer pressed on the element, moved `dx` px sideways and released, then its click. */
function swipe(element: HTMLElement, dx: number) {
  fireEvent.pointerDown(element, { button: 0, clientX: 200, clientY: 100, pointerId: 1 });
  fireEvent.pointerUp(element, { button: 0, clientX: 200 + dx, clientY: 100, pointerId: 1 });
  fireEvent.click(element, { clientX: 200 + dx, clientY: 100 });
}

describe('saving the image on show', () => {
  const saveButton = () => screen.getByRole('button', { name: /^Guarda(r|da)$/ });

  function savePayload(savedIndex: number) {
    return {
      data: {
        saveImage: {
          post: {
            __typename: 'Post',
            id: POST_ID,
            images: IMAGES.map((image, index) => ({
              image: { url: image.image.url },
              viewerHasSaved: index === savedIndex,
            })),
          },
          savedImage: null,
          message: 'Imagen guardada',
          userErrors: [],
        },
      },
    };
  }

  it("flips at once and says '¡Guardado!' for 2 s", async () => {
    const { environment } = await openPost();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    fireEvent.click(saveButton());
    expect(saveButton()).toHaveTextContent('Guardada');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { postId: POST_ID, imageUrl: '/media/b.jpg' } });
    await act(async () => environment.mock.resolveMostRecentOperation(savePayload(1)));
    expect(screen.getByText('¡Guardado!')).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Guardada');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('¡Guardado!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('¡Guardado!')).toBeNull();
    // The saved state belongs to the image: the first one is still unsaved.
    fireEvent.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(saveButton()).toHaveTextContent('Guardar');
  });

  it("says 'Eliminado de guardados' for 2 s after an unsave", async () => {
    const { environment } = await openPost({ post: testPost({ images: [postImage('a', [], true)] }) });
    vi.useFakeTimers();
    fireEvent.click(saveButton());
    expect(saveButton()).toHaveTextContent('Guardar');
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          unsaveImage: {
            post: {
              __typename: 'Post',
              id: POST_ID,
              images: [{ image: { url: '/media/a.jpg' }, viewerHasSaved: false }],
            },
            unsavedImageId: 'U2F2ZWQ6YQ==',
            message: 'ok',
            userErrors: [],
          },
        },
      }),
    );
    expect(screen.getByText('Eliminado de guardados')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Eliminado de guardados')).toBeNull();
  });

  it('flips back and says why when the save fails', async () => {
    const { environment } = await openPost();
    fireEvent.click(saveButton());
    expect(saveButton()).toHaveTextContent('Guardada');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(saveButton()).toHaveTextContent('Guardar');
    expect(screen.getByRole('alert')).toHaveTextContent(/^No se pudo guardar/);
  });
});

describe('sharing', () => {
  it("copies the post's URL and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openPost();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compartir' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ControlPanel/post/p1`);
    expect(screen.getByText('URL de la publicación copiada al portapapeles')).toBeInTheDocument();
  });
});

describe('deleting the post', () => {
  const AUTHOR_ID = testPost().author.id;
  const owned = () => testPost({ author: { ...testPost().author, isViewer: true } });

  function deleted(environment: MockEnvironment) {
    return act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          deletePost: {
            leftPortfolio: POST_ID,
            deletedPostId: POST_ID,
            message: 'Publicación eliminada',
            userErrors: [],
          },
        },
      }),
    );
  }

  it('is offered to the author only', async () => {
    await openPost();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it('asks first; Cancelar keeps the post', async () => {
    const { environment } = await openPost({ post: owned() });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta publicación?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('deletes after the confirmation and goes back', async () => {
    const { environment } = await openPost({ post: owned(), entries: ['/desde', '/ControlPanel/post/p1'] });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar publicación' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('DeletePostButtonMutation');
    expect(operation.request.variables).toEqual({
      input: { postId: POST_ID },
      connections: [ConnectionHandler.getConnectionID(AUTHOR_ID, 'PortfolioPanel_posts')],
    });
    await deleted(environment);
    expect(await screen.findByTestId('where')).toHaveTextContent('/desde');
    // Kept (explorer images and search results link to it) but stale: asked for again.
    expect(environment.getStore().getSource().get(POST_ID)).toBeTruthy();
    expect(environment.check(createOperationDescriptor(PostPageQuery, { id: POST_ID })).status).toBe('stale');
  });

  it("takes the post out of the author's portfolio in the store, which would otherwise list an edge to nothing", async () => {
    const { environment } = await openPost({ post: owned(), entries: ['/desde', '/ControlPanel/post/p1'] });
    const portfolio = ConnectionHandler.getConnectionID(AUTHOR_ID, 'PortfolioPanel_posts');
    commitLocalUpdate(environment, (store) => {
      const edge = store.create('client:portfolio-edge:p1', 'PostEdge');
      edge.setLinkedRecord(store.get(POST_ID)!, 'node');
      store.create(portfolio, 'PostConnection').setLinkedRecords([edge], 'edges');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar publicación' }));
    await deleted(environment);
    expect(environment.getStore().getSource().get(portfolio)?.edges).toEqual({ __refs: [] });
  });

  it('goes to the own profile when the post was the first page of the visit', async () => {
    const { environment } = await openPost({ post: owned() });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar publicación' }));
    await deleted(environment);
    expect(await screen.findByTestId('where')).toHaveTextContent('/ControlPanel/profile');
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    const { environment } = await openPost({ post: owned() });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar publicación' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          deletePost: {
            deletedPostId: null,
            message: null,
            userErrors: [{ message: 'No eres el autor.' }],
          },
        },
      }),
    );
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('No eres el autor.');
    expect(screen.getByRole('heading', { level: 1, name: 'Colección de otoño' })).toBeInTheDocument();
  });
});

describe('reporting and hiding (issue 24)', () => {
  const owned = (overrides: Record<string, unknown> = {}) =>
    testPost({ author: { ...testPost().author, isViewer: true }, ...overrides });

  it("offers 'Denunciar' on someone else's post, which opens the dialog", async () => {
    await openPost();
    fireEvent.click(screen.getByRole('button', { name: 'Denunciar' }));
    expect(screen.getByRole('dialog', { name: 'Denunciar publicación' })).toBeInTheDocument();
  });

  it("reads 'Denunciado' on a post the viewer reported", async () => {
    await openPost({ post: testPost({ viewerHasReported: true }) });
    expect(screen.getByRole('button', { name: 'Denunciado' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("offers no 'Denunciar' on the author's own post, nor a notice while it is visible", async () => {
    await openPost({ post: owned() });
    expect(screen.queryByRole('button', { name: 'Denunciar' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('tells the author, above the post, why it was hidden', async () => {
    const moderation = { reasonLabel: 'Acoso o discurso de odio', note: 'Retira los comentarios.' };
    await openPost({ post: owned({ moderation }) });
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Solo tú puedes ver esta publicación');
    expect(notice).toHaveTextContent('Motivo: Acoso o discurso de odio.');
    expect(notice).toHaveTextContent('Nota del equipo de moderación: Retira los comentarios.');
  });
});

describe("'Más posts'", () => {
  const columnCount = () =>
    screen.getByRole('heading', { name: 'Más posts' }).parentElement!.querySelector('div')!.children.length;

  it.each([
    [1280, 4],
    [1100, 4],
    [1099, 3],
    [768, 3],
    [767, 2],
    [480, 2],
    [390, 2],
  ])('at %i px has %i columns', async (width, columns) => {
    vi.stubGlobal('innerWidth', width);
    await openPost();
    expect(columnCount()).toBe(columns);
  });

  it('shows the 20 random posts, each opening its post', async () => {
    await openPost();
    const section = screen.getByRole('heading', { name: 'Más posts' }).parentElement!;
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(20);
    expect(within(section).getByRole('link', { name: 'Otra publicación 3' })).toHaveAttribute(
      'href',
      '/ControlPanel/post/r3',
    );
  });
});
