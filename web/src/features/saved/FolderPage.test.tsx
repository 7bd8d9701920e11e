import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import type { MockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { renderRoutes } from '../../../test/relay';
import { board, folderAnswer, folderItem, savedImage } from './savedTesting';
import { savedRoutes } from './routes';

installFakeIntersectionObserver();

beforeAll(() => import('./FolderPage'), 30_000);

function PostProbe() {
  const location = useLocation();
  return <p data-testid="post">{JSON.stringify({ pathname: location.pathname, state: location.state })}</p>;
}

const routes: RouteObject[] = [...savedRoutes, { path: '/ControlPanel/post/:id', element: <PostProbe /> }];

const items = () => [
  folderItem(1, '2026-01-01T10:00:00.000Z'),
  folderItem(2, '2026-03-01T10:00:00.000Z'),
  folderItem(3, '2026-02-01T10:00:00.000Z'),
];

async function renderFolder(answer: ReturnType<typeof folderAnswer>) {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(routes, { initialEntries: ['/ControlPanel/guardados/folder/f1'] });
  await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
  expect(rendered.environment.mock.getMostRecentOperation().request.variables).toEqual({ folderId: 'f1' });
  await act(async () => rendered.environment.mock.resolveMostRecentOperation(answer as never));
  await screen.findByRole('heading', { level: 1 });
  return rendered.environment;
}

const shownTitles = () => screen.queryAllByRole('img').map((img) => img.getAttribute('alt'));

async function confirmRemoval(environment: MockEnvironment, title: string) {
  fireEvent.click(screen.getByRole('button', { name: `Quitar de la carpeta «${title}»` }));
  const dialog = screen.getByRole('dialog', { name: 'Quitar de la carpeta' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
  return environment.mock.getMostRecentOperation();
}

describe('a board (folder page)', () => {
  it('shows its name, count and images newest added first', async () => {
    await renderFolder(folderAnswer(items()));
    expect(screen.getByRole('heading', { level: 1, name: 'Lino' })).toBeInTheDocument();
    expect(document.title).toBe('Lino · Moda Talento');
    expect(screen.getByText('3 imágenes')).toBeInTheDocument();
    // jsdom's 1024 px: 3 columns, one image each, in the order added (newest first).
    expect(shownTitles()).toEqual(['Obra 2', 'Obra 3', 'Obra 1']);
  });

  it('opens the post of an image on that image', async () => {
    await renderFolder(folderAnswer(items()));
    fireEvent.click(screen.getByRole('link', { name: 'Obra 3' }));
    expect(JSON.parse((await screen.findByTestId('post')).textContent!)).toEqual({
      pathname: '/ControlPanel/post/p3',
      state: { imageUrl: '/media/item3.webp' },
    });
  });

  it('shows the empty message', async () => {
    await renderFolder(folderAnswer([]));
    expect(screen.getByText('Este tablero aún no tiene imágenes.')).toBeInTheDocument();
    expect(screen.getByText('0 imágenes')).toBeInTheDocument();
  });

  it("shows the not-found state for another user's board (null folder)", async () => {
    await renderFolder(folderAnswer(null));
    expect(screen.getByRole('heading', { level: 1, name: 'Tablero no encontrado.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a tus ideas guardadas' })).toHaveAttribute(
      'href',
      '/ControlPanel/guardados',
    );
  });

  it("asks before 'Quitar de la carpeta'; Cancelar keeps the image", async () => {
    const environment = await renderFolder(folderAnswer(items()));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar de la carpeta «Obra 1»' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(shownTitles()).toHaveLength(3);
  });

  it("removes the image with 'Imagen devuelta a guardados'", async () => {
    const environment = await renderFolder(folderAnswer(items()));
    const operation = await confirmRemoval(environment, 'Obra 3');
    expect(operation.request.variables.input).toEqual({
      folderId: 'folder-1',
      postId: 'post-3',
      imageUrl: '/media/item3.webp',
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          removeFromFolder: {
            folder: { ...board(1, 2), id: 'folder-1' },
            removedItemId: 'saved-3',
            savedImage: { ...savedImage(3), id: 'saved-3' },
            message: 'Imagen devuelta a guardados',
            userErrors: [],
          },
        },
      } as never),
    );
    expect(screen.getByText('Imagen devuelta a guardados')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Obra 2', 'Obra 1']);
    expect(screen.getByText('2 imágenes')).toBeInTheDocument();
  });

  it("says 'Error al eliminar la imagen' when it fails, keeping the image", async () => {
    const environment = await renderFolder(folderAnswer(items()));
    await confirmRemoval(environment, 'Obra 1');
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent('Error al eliminar la imagen');
    expect(shownTitles()).toHaveLength(3);
  });
});
