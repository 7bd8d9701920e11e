import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConnectionHandler } from 'relay-runtime';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_PROGRESS, type UploadProgressListener } from '../../lib/relay/environment';
import {
  answerChecks,
  choose,
  createdPayload,
  fillTexts,
  openCreatePost,
  pending,
  png,
  sentNames,
  step,
  stubObjectUrls,
  VIEWER_ID,
} from './createPostTesting';

const previews = () =>
  within(screen.getByRole('list', { name: 'Imágenes elegidas' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

// Part 2 §2 Create post, §4 (post form), §5 (Post), §8 (Posts), §9 (6 images, 10 tags, search).
describe('/ControlPanel/createPost', () => {
  beforeAll(() => import('./CreatePostPage'));
  beforeEach(() => {
    stubObjectUrls();
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the four steps, the photo order and Publicar, off until title and description are written', async () => {
    const { user } = await openCreatePost();
    expect(screen.getByRole('heading', { level: 1, name: 'Crear publicación' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Crear publicación/);
    for (const title of [
      'Imágenes',
      'Título y descripción',
      'Etiquetar personas',
      'Etiquetas de las imágenes',
      'Orden de las fotos',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const publish = screen.getByRole('button', { name: 'Publicar' });
    expect(publish).toBeDisabled();
    expect(screen.getByText('Por favor completa todos los campos obligatorios.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Título *'), 'Lino');
    await user.type(screen.getByLabelText('Descripción *'), '   ');
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText('Descripción *'), 'Verano');
    expect(publish).toBeEnabled();
    expect(screen.queryByText('Por favor completa todos los campos obligatorios.')).not.toBeInTheDocument();
  });

  it('keeps at most 6 images, dropping the extras with a notice; the first is the main image', async () => {
    await openCreatePost();
    choose(Array.from({ length: 8 }, (_, index) => png(`foto-${index + 1}.png`)));
    expect(previews()).toHaveLength(6);
    expect(screen.getByText('Máximo 6 imágenes por publicación: se han descartado 2 imágenes.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Imágenes elegidas' })).getByText('Principal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir más imágenes' })).toBeDisabled();
    choose([png('otra.png')]);
    expect(previews()).toHaveLength(6);
    expect(screen.getByText('Máximo 6 imágenes por publicación: se ha descartado 1 imagen.')).toBeInTheDocument();
  });

  it('takes images only', async () => {
    await openCreatePost();
    const accepted = document.querySelector<HTMLInputElement>('input[type="file"]')!.accept.split(',');
    expect(accepted).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']));
    // Not HEIC: an iPhone then sends its photos as JPEG, which the api decodes.
    expect(accepted).not.toContain('image/heic');
    expect(accepted).not.toContain('image/svg+xml');
    choose([new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), png('vestido.png')]);
    expect(previews()).toEqual(['Vista previa de la imagen 1: vestido.png']);
    expect(
      screen.getByText('Solo se pueden subir imágenes: se han descartado los archivos que no lo son.'),
    ).toBeInTheDocument();
  });

  it('leaves out an image over 10 MB with the api’s words, so nothing waits to be refused', async () => {
    const { user, environment } = await openCreatePost();
    const huge = new File([new Uint8Array(12 * 1000 * 1000)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    choose([png('vestido.png'), huge]);
    expect(previews()).toEqual(['Vista previa de la imagen 1: vestido.png']);
    expect(screen.getByText('La imagen es demasiado grande. El máximo es 10 MB por imagen.')).toBeInTheDocument();
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(sentNames(environment)).toContain('useCreatePostMutation'));
    expect(pending(environment, 'useCreatePostMutation').request.variables.input.images).toEqual([null]);
  });

  it('reorders by keyboard on a focused thumbnail and by its buttons, so the third becomes the main image', async () => {
    const { user } = await openCreatePost();
    choose([png('a.png'), png('b.png'), png('c.png')]);
    const order = step('Orden de las fotos');
    const third = order.getByRole('button', { name: 'Imagen 3 de 3: c.png' });
    third.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('c.png: posición 2 de 3.')).toBeInTheDocument();
    await waitFor(() => expect(order.getByRole('button', { name: 'Imagen 2 de 3: c.png' })).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('c.png: posición 1 de 3. Ahora es la imagen principal.')).toBeInTheDocument();
    expect(order.getByRole('button', { name: 'Imagen 1 de 3: c.png, principal' })).toBeInTheDocument();
    expect(previews()[0]).toBe('Vista previa de la imagen 1: c.png');

    await user.click(order.getByRole('button', { name: 'Mover después la imagen 1' }));
    expect(previews()).toEqual([
      'Vista previa de la imagen 1: a.png',
      'Vista previa de la imagen 2: c.png',
      'Vista previa de la imagen 3: b.png',
    ]);
    expect(order.getByRole('button', { name: 'Mover antes la imagen 1' })).toBeDisabled();
  });

  it('searches people from 2 characters, 300 ms after the typing stops, and fills the card with the chosen one', async () => {
    const { environment } = await openCreatePost();
    vi.useFakeTimers();
    const name = step('Etiquetar personas').getByLabelText('Nombre de usuario');
    fireEvent.change(name, { target: { value: 'e' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(sentNames(environment)).not.toContain('PersonTagCardSearchQuery');
    fireEvent.change(name, { target: { value: 'em' } });
    act(() => vi.advanceTimersByTime(299));
    expect(sentNames(environment)).not.toContain('PersonTagCardSearchQuery');
    act(() => vi.advanceTimersByTime(1));
    const search = pending(environment, 'PersonTagCardSearchQuery');
    expect(search.request.variables).toEqual({ term: 'em' });
    await act(async () =>
      environment.mock.resolve(search, {
        data: { peopleSearch: [{ __typename: 'User', id: 'u1', username: 'empresa', displayName: 'Atelier Sur' }] },
      }),
    );
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: '@empresa Atelier Sur' }));
    expect(name).toHaveValue('empresa');
    expect(screen.queryByRole('list', { name: 'Usuarios encontrados para la persona 1' })).not.toBeInTheDocument();
  });

  it('shows an empty list when the search fails', async () => {
    const { user, environment } = await openCreatePost();
    await user.type(step('Etiquetar personas').getByLabelText('Nombre de usuario'), 'em');
    await waitFor(() => expect(sentNames(environment)).toContain('PersonTagCardSearchQuery'));
    await act(async () => environment.mock.reject(pending(environment, 'PersonTagCardSearchQuery'), new Error('500')));
    expect(screen.queryByRole('list', { name: 'Usuarios encontrados para la persona 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks to complete a card before adding another, and removes cards only while more than one', async () => {
    const { user } = await openCreatePost();
    const people = step('Etiquetar personas');
    expect(people.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    await user.click(people.getByRole('button', { name: 'Añadir persona' }));
    expect(people.getByRole('alert')).toHaveTextContent('Completa la tarjeta actual antes de añadir una nueva');
    expect(people.getAllByLabelText('Nombre de usuario')).toHaveLength(1);

    await user.type(people.getByLabelText('Nombre de usuario'), 'x');
    await user.click(people.getByRole('button', { name: 'Añadir persona' }));
    expect(people.getAllByLabelText('Nombre de usuario')).toHaveLength(2);
    await user.click(people.getByRole('button', { name: 'Eliminar persona 2' }));
    expect(people.getAllByLabelText('Nombre de usuario')).toHaveLength(1);
    expect(people.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('adds image tags with Enter, trimmed, without repeats, at most 10 per photo', async () => {
    const { user } = await openCreatePost();
    choose([png('a.png')]);
    const box = screen.getByLabelText('Etiquetas de la imagen 1');
    await user.type(box, '  lino  {Enter}');
    const tags = () => within(screen.getByRole('list', { name: 'Etiquetas de la imagen 1' })).getAllByRole('listitem');
    expect(tags().map((tag) => tag.textContent)).toEqual(['lino×']);
    await user.type(box, 'Lino{Enter}');
    expect(tags()).toHaveLength(1);
    for (let index = 2; index <= 10; index++) await user.type(box, `tag${index}{Enter}`);
    expect(tags()).toHaveLength(10);
    expect(screen.getByText('Máximo de 10 etiquetas por fotografía')).toBeInTheDocument();
    expect(screen.queryByLabelText('Etiquetas de la imagen 1', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('says \'El usuario "{name}" no existe en la plataforma.\' on that card and scrolls to it, sending nothing', async () => {
    const { user, environment } = await openCreatePost();
    choose([png('a.png')]);
    await fillTexts(user);
    const people = step('Etiquetar personas');
    await user.type(people.getByLabelText('Nombre de usuario'), 'nadie');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(screen.getByRole('button', { name: 'Validando...' })).toBeDisabled();
    await answerChecks(environment, []);
    expect(await people.findByText('El usuario "nadie" no existe en la plataforma.')).toBeInTheDocument();
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    expect(people.getByLabelText('Nombre de usuario')).toHaveAttribute('aria-invalid', 'true');
    expect(sentNames(environment)).not.toContain('useCreatePostMutation');
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  });

  it("publishes with 'Validando...', the 'Cargando...' overlay and the progress bar, then shows the popup and clears the form", async () => {
    const { user, environment, router } = await openCreatePost();
    choose([png('a.png'), png('b.png')]);
    await fillTexts(user, '  Colección lino ');
    await user.type(screen.getByLabelText('Etiquetas de la imagen 2'), 'lino{Enter}');
    const people = step('Etiquetar personas');
    await user.type(people.getByLabelText('Nombre de usuario'), '@empresa');
    await user.type(people.getByLabelText('Rol'), 'Fotografía');
    await user.click(people.getByRole('button', { name: 'Añadir persona' })); // left empty: skipped
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await answerChecks(environment, ['empresa']);

    const operation = pending(environment, 'useCreatePostMutation');
    expect(operation.request.variables).toEqual({
      input: {
        title: 'Colección lino',
        description: 'Vestidos de verano.',
        images: [null, null],
        peopleTags: [{ name: 'empresa', role: 'Fotografía' }],
        imageTags: [{ index: 1, tags: ['lino'] }],
      },
      connections: [ConnectionHandler.getConnectionID(VIEWER_ID, 'PortfolioPanel_posts')],
    });
    expect(screen.getByRole('button', { name: 'Validando...' })).toBeDisabled();
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Subiendo las imágenes' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    const report = operation.request.cacheConfig?.metadata?.[UPLOAD_PROGRESS] as UploadProgressListener;
    act(() => report(0.5));
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    await act(async () => environment.mock.resolve(operation, createdPayload('p123')));
    const dialog = screen.getByRole('dialog', { name: '¡Publicación creada!' });
    expect(within(dialog).getByText('Publicación creada correctamente.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver publicación' })).toHaveAttribute(
      'href',
      '/ControlPanel/post/p123',
    );
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    // The form is empty again behind the popup.
    expect(screen.getByLabelText('Título *')).toHaveValue('');
    expect(screen.getByLabelText('Descripción *')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Imágenes elegidas' })).not.toBeInTheDocument();
    expect(step('Etiquetar personas').getAllByLabelText('Nombre de usuario')).toHaveLength(1);
    expect(step('Etiquetar personas').getByLabelText('Nombre de usuario')).toHaveValue('');

    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ControlPanel/createPost');
  });

  it("opens the new post from 'Ver publicación'", async () => {
    const { user, environment, router } = await openCreatePost();
    choose([png('a.png')]);
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(sentNames(environment)).toContain('useCreatePostMutation'));
    await act(async () =>
      environment.mock.resolve(pending(environment, 'useCreatePostMutation'), createdPayload('p9')),
    );
    await user.click(screen.getByRole('link', { name: 'Ver publicación' }));
    expect(await screen.findByText('Página de la publicación')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ControlPanel/post/p9');
  });

  it("puts the new post first in the author's portfolio connection, asking nothing more", async () => {
    const { user, environment } = await openCreatePost();
    const connectionId = ConnectionHandler.getConnectionID(VIEWER_ID, 'PortfolioPanel_posts');
    act(() =>
      environment.commitUpdate((store) => {
        const viewer = store.get(VIEWER_ID) ?? store.create(VIEWER_ID, 'User');
        const connection = store.create(connectionId, 'PostConnection');
        const older = store.create('post-old', 'Post');
        older.setValue('old', 'internalID');
        connection.setLinkedRecords([ConnectionHandler.createEdge(store, connection, older, 'PostEdge')], 'edges');
        viewer.setValue(VIEWER_ID, 'id');
      }),
    );
    choose([png('a.png')]);
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(sentNames(environment)).toContain('useCreatePostMutation'));
    await act(async () =>
      environment.mock.resolve(pending(environment, 'useCreatePostMutation'), createdPayload('p123')),
    );

    const source = environment.getStore().getSource();
    const edges = source.get(connectionId)?.edges as { __refs: string[] };
    const nodes = edges.__refs.map((ref) => (source.get(ref)?.node as { __ref: string }).__ref);
    expect(nodes).toEqual(['post-p123', 'post-old']);
    expect(source.get('post-p123')).toMatchObject({ internalID: 'p123', title: 'Colección lino' });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows a refused person on its own card (empty cards not counted) and keeps everything typed', async () => {
    const { user, environment } = await openCreatePost();
    choose([png('a.png')]);
    await fillTexts(user);
    const people = step('Etiquetar personas');
    await user.type(people.getByLabelText('Nombre de usuario'), 'empresa');
    await user.click(people.getByRole('button', { name: 'Añadir persona' }));
    await user.type(people.getAllByLabelText('Nombre de usuario')[1], 'borrada');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await answerChecks(environment, ['empresa', 'borrada']);
    await act(async () =>
      environment.mock.resolve(pending(environment, 'useCreatePostMutation'), {
        data: {
          createPost: {
            post: null,
            message: null,
            userErrors: [{ field: 'peopleTags.1.name', message: 'El usuario "borrada" no existe en la plataforma.' }],
          },
        },
      }),
    );
    const cards = people.getAllByRole('listitem').filter((item) => item.hasAttribute('data-person-card'));
    expect(within(cards[1]).getByRole('alert')).toHaveTextContent('El usuario "borrada" no existe en la plataforma.');
    expect(within(cards[0]).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Título *')).toHaveValue('Colección lino');
    expect(previews()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the title next to it", async () => {
    const { user, environment } = await openCreatePost();
    choose([png('a.png')]);
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(sentNames(environment)).toContain('useCreatePostMutation'));
    await act(async () =>
      environment.mock.resolve(pending(environment, 'useCreatePostMutation'), {
        data: {
          createPost: {
            post: null,
            message: null,
            userErrors: [{ field: 'title', message: 'El título puede tener como máximo 100 caracteres.' }],
          },
        },
      }),
    );
    expect(step('Título y descripción').getByRole('alert')).toHaveTextContent(
      'El título puede tener como máximo 100 caracteres.',
    );
  });

  it('shows the api’s "busy with images" refusal for the whole form and keeps everything (issue 18)', async () => {
    const busy = 'Estamos procesando muchas imágenes, inténtalo en unos segundos.';
    const { user, environment } = await openCreatePost();
    choose([png('a.png')]);
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(sentNames(environment)).toContain('useCreatePostMutation'));
    await act(async () =>
      environment.mock.resolve(pending(environment, 'useCreatePostMutation'), {
        data: { createPost: { post: null, message: null, userErrors: [{ field: null, message: busy }] } },
      }),
    );
    expect(screen.getByText(busy)).toBeInTheDocument();
    expect(screen.getByLabelText('Título *')).toHaveValue('Colección lino');
    expect(previews()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for an image before sending', async () => {
    const { user, environment } = await openCreatePost();
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(step('Imágenes').getByRole('alert')).toHaveTextContent('Añade al menos una imagen.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says so in Spanish when the network fails, keeping the form', async () => {
    const { user, environment } = await openCreatePost();
    choose([png('a.png')]);
    await fillTexts(user);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(sentNames(environment)).toContain('useCreatePostMutation'));
    await act(async () =>
      environment.mock.reject(pending(environment, 'useCreatePostMutation'), new TypeError('Failed to fetch')),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo publicar. Comprueba tu conexión e inténtalo de nuevo.',
    );
    expect(screen.getByLabelText('Descripción *')).toHaveValue('Vestidos de verano.');
    expect(previews()).toHaveLength(1);
  });
});
