import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { renderRoutes } from '../../../test/relay';
import { board, savedAnswer, savedImage, viewerCounts } from './savedTesting';
import { savedRoutes } from './routes';

installFakeIntersectionObserver();

beforeAll(() => import('./SavedPage'), 30_000);

async function renderSaved(boards = 2, ideas = 3) {
  localStorage.setItem('authToken', 'token');
  const rendered = renderRoutes(savedRoutes, { initialEntries: ['/ControlPanel/guardados'] });
  await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => rendered.environment.mock.resolveMostRecentOperation(savedAnswer(boards, ideas) as never));
  await screen.findByRole('heading', { name: 'Tus ideas guardadas' });
  return rendered.environment;
}

function lastOperation(environment: MockEnvironment) {
  return environment.mock.getMostRecentOperation();
}

async function answer(environment: MockEnvironment, data: Record<string, unknown>) {
  await act(async () => environment.mock.resolveMostRecentOperation({ data } as never));
}

const ideas = () => within(screen.getByRole('region', { name: /Ideas sin organizar/ })).queryAllByRole('listitem');
const boards = () => within(screen.getByRole('region', { name: /Tableros/ })).queryAllByRole('listitem');

describe('Tus ideas guardadas', () => {
  it('shows the boards with their 4-image preview and count, and the unorganized ideas', async () => {
    await renderSaved(2, 3);
    expect(document.title).toBe('Tus ideas guardadas · Moda Talento');
    expect(screen.getByRole('heading', { name: 'Tableros (2)' })).toBeInTheDocument();
    const first = screen.getByRole('link', { name: /Tablero 1/ });
    expect(first).toHaveAttribute('href', '/ControlPanel/guardados/folder/f1');
    expect(first).toHaveTextContent('2 imágenes');
    expect(first.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Ideas sin organizar (3)' })).toBeInTheDocument();
    expect(ideas()).toHaveLength(3);
  });

  it('shows the empty states', async () => {
    await renderSaved(0, 0);
    expect(screen.getByText('Aún no tienes tableros. Crea uno para organizar tus ideas.')).toBeInTheDocument();
    expect(screen.getByText('No tienes ideas sin organizar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Organizar' })).not.toBeInTheDocument();
  });

  it("says 'Error al cargar los datos' with Reintentar when the page cannot be read", async () => {
    localStorage.setItem('authToken', 'token');
    const rendered = renderRoutes(savedRoutes, { initialEntries: ['/ControlPanel/guardados'] });
    await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => rendered.environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('heading', { name: 'Error al cargar los datos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  describe('the create-board form', () => {
    it('refuses a blank name (after trimming) at the field, without asking the server', async () => {
      const environment = await renderSaved();
      const field = screen.getByLabelText('Nuevo tablero');
      for (const blank of ['', '   ']) {
        fireEvent.change(field, { target: { value: blank } });
        fireEvent.click(screen.getByRole('button', { name: 'Crear tablero' }));
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription('Este campo es obligatorio.');
        expect(field).toHaveFocus();
        expect(screen.getByRole('alert')).toHaveTextContent('Este campo es obligatorio.');
      }
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      // Typing a name takes the error away.
      fireEvent.change(field, { target: { value: 'V' } });
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('takes the last success away when an error shows, and the error when a success shows', async () => {
      const environment = await renderSaved(2, 0);
      const field = screen.getByLabelText('Nuevo tablero');
      const send = async (name: string, answerData: Record<string, unknown>) => {
        fireEvent.change(field, { target: { value: name } });
        fireEvent.click(screen.getByRole('button', { name: 'Crear tablero' }));
        await answer(environment, answerData);
      };
      const created = (name: string) => ({
        createFolder: { folder: { ...board(9, 0), name }, message: 'Tablero creado correctamente', userErrors: [] },
      });
      await send('Verano', created('Verano'));
      expect(screen.getByText('Tablero creado correctamente')).toBeInTheDocument();

      fireEvent.change(field, { target: { value: ' ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Crear tablero' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Este campo es obligatorio.');
      expect(screen.queryByText('Tablero creado correctamente')).not.toBeInTheDocument();

      await send('Invierno', created('Invierno'));
      expect(screen.getByText('Tablero creado correctamente')).toBeInTheDocument();
      await send('Invierno', {
        createFolder: {
          folder: null,
          message: null,
          userErrors: [{ message: 'Ya tienes un tablero con ese nombre.' }],
        },
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Ya tienes un tablero con ese nombre.');
      expect(screen.queryByText('Tablero creado correctamente')).not.toBeInTheDocument();

      await send('Otoño', created('Otoño'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(screen.getByText('Tablero creado correctamente')).toBeInTheDocument();
    });

    it("takes away the page's last notice (a board deleted) when the name is refused", async () => {
      const environment = await renderSaved(2, 0);
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar el tablero Tablero 1' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
      await answer(environment, {
        deleteFolder: {
          deletedFolderId: 'folder-1',
          releasedImages: [],
          message: 'Tablero eliminado correctamente',
          userErrors: [],
        },
      });
      expect(screen.getByText('Tablero eliminado correctamente')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Crear tablero' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Este campo es obligatorio.');
      expect(screen.queryByText('Tablero eliminado correctamente')).not.toBeInTheDocument();
    });

    it("creates the board at the top of the grid with 'Tablero creado correctamente'", async () => {
      const environment = await renderSaved(2, 0);
      fireEvent.change(screen.getByLabelText('Nuevo tablero'), { target: { value: '  Verano  ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Crear tablero' }));
      expect(lastOperation(environment).request.variables.input).toEqual({ name: 'Verano' });
      await answer(environment, {
        createFolder: {
          folder: { ...board(9, 0), name: 'Verano' },
          viewer: viewerCounts(3, 0),
          message: 'Tablero creado correctamente',
          userErrors: [],
        },
      });
      expect(screen.getByText('Tablero creado correctamente')).toBeInTheDocument();
      expect(boards()[0]).toHaveTextContent('Verano');
      expect(screen.getByRole('heading', { name: 'Tableros (3)' })).toBeInTheDocument();
      expect(screen.getByLabelText('Nuevo tablero')).toHaveValue('');
    });

    it("shows the server's refusal and keeps the name", async () => {
      const environment = await renderSaved();
      fireEvent.change(screen.getByLabelText('Nuevo tablero'), { target: { value: 'Tablero 1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Crear tablero' }));
      await answer(environment, {
        createFolder: {
          folder: null,
          message: null,
          userErrors: [{ message: 'Ya tienes un tablero con ese nombre.' }],
        },
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Ya tienes un tablero con ese nombre.');
      expect(screen.getByLabelText('Nuevo tablero')).toHaveValue('Tablero 1');
      expect(screen.getByLabelText('Nuevo tablero')).toHaveAccessibleDescription(
        'Ya tienes un tablero con ese nombre.',
      );
    });

    it("says 'Error al crear el tablero' when the request fails", async () => {
      const environment = await renderSaved();
      fireEvent.change(screen.getByLabelText('Nuevo tablero'), { target: { value: 'Otoño' } });
      fireEvent.click(screen.getByRole('button', { name: 'Crear tablero' }));
      await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
      expect(screen.getByRole('alert')).toHaveTextContent('Error al crear el tablero');
    });
  });

  describe('the organize flow', () => {
    it("asks for an image first: 'Selecciona al menos una imagen'", async () => {
      await renderSaved();
      fireEvent.click(screen.getByRole('button', { name: 'Organizar' }));
      fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Selecciona al menos una imagen');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("asks for a board: 'Selecciona un tablero', then moves every selected image with the plural message", async () => {
      const environment = await renderSaved(2, 3);
      fireEvent.click(screen.getByRole('button', { name: 'Organizar' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar «Idea 1»' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar «Idea 3»' }));
      fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
      const dialog = screen.getByRole('dialog', { name: 'Elige un tablero' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Selecciona un tablero');
      expect(environment.mock.getAllOperations()).toHaveLength(0);

      fireEvent.click(within(dialog).getByRole('radio', { name: 'Tablero 2' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
      expect(lastOperation(environment).request.variables.input).toEqual({
        folderId: 'folder-2',
        images: [
          { postId: 'post-1', imageUrl: '/media/idea1.webp' },
          { postId: 'post-3', imageUrl: '/media/idea3.webp' },
        ],
      });
      await answer(environment, {
        moveToFolder: {
          folder: board(2, 4),
          movedImages: [{ id: 'saved-1' }, { id: 'saved-3' }],
          viewer: viewerCounts(2, 1),
          message: null,
          userErrors: [],
        },
      });
      expect(screen.getByText('2 imágenes movidas correctamente')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(ideas()).toHaveLength(1);
      expect(screen.getByRole('heading', { name: 'Ideas sin organizar (1)' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Tablero 2/ })).toHaveTextContent('4 imágenes');
    });

    it("says '1 imagen movida correctamente' for one selected image", async () => {
      const environment = await renderSaved(1, 2);
      fireEvent.click(screen.getByRole('button', { name: 'Organizar' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar «Idea 2»' }));
      fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
      fireEvent.click(screen.getByRole('radio', { name: 'Tablero 1' }));
      fireEvent.click(screen.getByRole('button', { name: 'Mover' }));
      await answer(environment, {
        moveToFolder: {
          folder: board(1, 3),
          movedImages: [{ id: 'saved-2' }],
          message: '1 imagen movida correctamente',
          userErrors: [],
        },
      });
      expect(screen.getByText('1 imagen movida correctamente')).toBeInTheDocument();
    });

    it("says 'Error al mover las imágenes' when the move fails, keeping the dialog", async () => {
      const environment = await renderSaved(1, 2);
      fireEvent.click(screen.getByRole('button', { name: 'Organizar' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar «Idea 1»' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar «Idea 2»' }));
      fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
      fireEvent.click(screen.getByRole('radio', { name: 'Tablero 1' }));
      fireEvent.click(screen.getByRole('button', { name: 'Mover' }));
      await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
      expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Error al mover las imágenes');
      expect(ideas()).toHaveLength(2);
    });
  });

  it("moves one image from its edit modal with 'Imagen movida correctamente'", async () => {
    const environment = await renderSaved(2, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Mover «Idea 2» a un tablero' }));
    const dialog = screen.getByRole('dialog', { name: 'Mover a un tablero' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Tablero 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect(lastOperation(environment).request.variables.input).toEqual({
      folderId: 'folder-1',
      images: [{ postId: 'post-2', imageUrl: '/media/idea2.webp' }],
    });
    await answer(environment, {
      moveToFolder: {
        folder: board(1, 3),
        movedImages: [{ id: 'saved-2' }],
        message: '1 imagen movida correctamente',
        userErrors: [],
      },
    });
    expect(screen.getByText('Imagen movida correctamente')).toBeInTheDocument();
    expect(ideas()).toHaveLength(1);
  });

  it("says 'Error al mover la imagen' when the edit modal's move fails", async () => {
    const environment = await renderSaved(1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Mover «Idea 1» a un tablero' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Tablero 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mover' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Error al mover la imagen');
  });

  describe('deleting a board', () => {
    it('asks first; Cancelar keeps the board', async () => {
      const environment = await renderSaved(2, 0);
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar el tablero Tablero 1' }));
      const dialog = screen.getByRole('dialog', { name: 'Eliminar tablero' });
      expect(dialog).toHaveTextContent('¿Seguro que quieres eliminar el tablero «Tablero 1»?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      expect(boards()).toHaveLength(2);
    });

    it("removes it and returns its images to 'Ideas sin organizar'", async () => {
      const environment = await renderSaved(2, 1);
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar el tablero Tablero 1' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
      expect(lastOperation(environment).request.variables.input).toEqual({ folderId: 'folder-1' });
      await answer(environment, {
        deleteFolder: {
          deletedFolderId: 'folder-1',
          releasedImages: [savedImage(7), savedImage(8)],
          viewer: viewerCounts(1, 3),
          message: 'Tablero eliminado correctamente',
          userErrors: [],
        },
      });
      expect(screen.getByText('Tablero eliminado correctamente')).toBeInTheDocument();
      expect(boards()).toHaveLength(1);
      expect(screen.getByRole('heading', { name: 'Tableros (1)' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Ideas sin organizar (3)' })).toBeInTheDocument();
      expect(ideas().map((item) => item.querySelector('img')?.getAttribute('alt'))).toEqual([
        'Idea 7',
        'Idea 8',
        'Idea 1',
      ]);
    });

    it("says 'Error al eliminar el tablero' when it fails", async () => {
      const environment = await renderSaved(1, 0);
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar el tablero Tablero 1' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
      await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
      expect(screen.getByRole('alert')).toHaveTextContent('Error al eliminar el tablero');
      expect(boards()).toHaveLength(1);
    });
  });
});
