import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { GraphQLRequestError } from '../../lib/relay/environment';
import { renderProfile, testUser } from './profileTesting';

installFakeIntersectionObserver();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const column = () => screen.getByRole('complementary', { name: 'Datos del perfil' });
const followers = () => within(column()).getByTestId('followers-count');

function useFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

async function click(name: string) {
  await act(async () => fireEvent.click(within(column()).getByRole('button', { name })));
}

function followPayload(field: 'followUser' | 'unfollowUser', following: boolean, count: number, message: string) {
  return {
    data: {
      [field]: {
        user: { id: 'user-ana', followersCount: count, viewerIsFollowing: following },
        viewer: { id: 'viewer-1', followingCount: 4 },
        message,
        userErrors: [],
      },
    },
  };
}

async function resolve(environment: MockEnvironment, payload: object) {
  await act(async () => environment.mock.resolveMostRecentOperation(payload as never));
}

async function reject(environment: MockEnvironment, error: Error) {
  await act(async () => environment.mock.rejectMostRecentOperation(error));
}

describe('share', () => {
  it("copies the profile's address and says so for 3 s", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderProfile();
    useFakeTimers();
    await click('Compartir perfil');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ControlPanel/profile/ana`);
    expect(within(column()).getByText('URL del perfil copiada al portapapeles')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(within(column()).getByText('URL del perfil copiada al portapapeles')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(column()).queryByText('URL del perfil copiada al portapapeles')).not.toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderProfile();
    await click('Compartir perfil');
    expect(within(column()).getByRole('alert')).toHaveTextContent('No se pudo copiar la URL del perfil.');
  });
});

describe('follow', () => {
  it("flips at once with the count, then says 'Ahora sigues a este usuario' for 3 s", async () => {
    const { environment } = await renderProfile();
    useFakeTimers();
    await click('Seguir');
    // Optimistic: the button and the count change before the server answers.
    expect(within(column()).getByRole('button', { name: 'Dejar de seguir' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('8');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useFollowUserMutation');
    expect(operation.request.variables).toEqual({ input: { userId: 'user-ana' } });
    await resolve(environment, followPayload('followUser', true, 8, 'Ahora sigues a este usuario'));
    expect(within(column()).getByText('Ahora sigues a este usuario')).toBeInTheDocument();
    expect(followers()).toHaveTextContent('8');
    act(() => vi.advanceTimersByTime(3000));
    expect(within(column()).queryByText('Ahora sigues a este usuario')).not.toBeInTheDocument();
  });

  it("unfollows the same way: 'Has dejado de seguir a este usuario'", async () => {
    const { environment } = await renderProfile({ user: testUser({ viewerIsFollowing: true }) });
    await click('Dejar de seguir');
    expect(within(column()).getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('6');
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
      'useFollowUserMutationUnfollowMutation',
    );
    // The server's message missing, the spec's is shown.
    await resolve(environment, followPayload('unfollowUser', false, 6, ''));
    expect(within(column()).getByText('Has dejado de seguir a este usuario')).toBeInTheDocument();
  });

  it.each([
    ['404', new GraphQLRequestError('No existe.', 'NOT_FOUND'), 'Usuario no encontrado.'],
    [
      '400',
      new GraphQLRequestError('No puedes seguirte a ti mismo.', 'BAD_USER_INPUT'),
      'No puedes seguirte a ti mismo.',
    ],
    [
      '400 without text',
      new GraphQLRequestError('', 'BAD_USER_INPUT'),
      'Ha ocurrido un error. Por favor, inténtalo de nuevo.',
    ],
    [
      'other',
      new GraphQLRequestError('Unexpected error.', undefined),
      'Ha ocurrido un error. Por favor, inténtalo de nuevo.',
    ],
    ['no answer', new TypeError('Failed to fetch'), 'No se pudo conectar con el servidor. Verifica tu conexión.'],
  ])('rolls back and shows the %s message', async (_status, error, message) => {
    const { environment } = await renderProfile();
    await click('Seguir');
    expect(followers()).toHaveTextContent('8');
    await reject(environment, error);
    expect(within(column()).getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('7');
    expect(within(column()).getByRole('alert')).toHaveTextContent(message);
  });

  it("rolls back when the server refuses in the payload, showing the server's words", async () => {
    const { environment } = await renderProfile();
    await click('Seguir');
    await resolve(environment, {
      data: {
        followUser: {
          user: null,
          viewer: null,
          message: null,
          userErrors: [{ message: 'No puedes seguirte a ti mismo.' }],
        },
      },
    });
    expect(within(column()).getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
    expect(followers()).toHaveTextContent('7');
    expect(within(column()).getByRole('alert')).toHaveTextContent('No puedes seguirte a ti mismo.');
  });

  it('on 401 says the user must sign in, forgets the token and opens /login', async () => {
    const { environment } = await renderProfile();
    useFakeTimers();
    await click('Seguir');
    await reject(environment, new GraphQLRequestError('Token inválido.', 'UNAUTHENTICATED'));
    expect(within(column()).getByRole('alert')).toHaveTextContent('Debes iniciar sesión para realizar esta acción.');
    expect(followers()).toHaveTextContent('7');
    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('Contactar', () => {
  it('opens a mail link to the contact address', async () => {
    await renderProfile({ user: testUser({ social: { ...testUser().social, contactEmail: 'ana@correo.es' } }) });
    expect(within(column()).getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', 'mailto:ana@correo.es');
  });

  it('without an address says there is none, for 3 s', async () => {
    await renderProfile();
    useFakeTimers();
    await click('Contactar');
    expect(within(column()).getByRole('alert')).toHaveTextContent(
      'No hay dirección de correo disponible para este usuario.',
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(within(column()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('reporting and hiding (issue 24)', () => {
  const moderation = { reasonLabel: 'Fraude, engaño o suplantación de identidad', note: null };

  it("offers 'Denunciar' on someone else's profile, which opens the dialog", async () => {
    await renderProfile();
    await click('Denunciar');
    expect(screen.getByRole('dialog', { name: 'Denunciar perfil' })).toBeInTheDocument();
  });

  it("offers no 'Denunciar' on the own profile", async () => {
    await renderProfile({ path: '/ControlPanel/profile', user: testUser({ isViewer: true }) });
    expect(within(column()).queryByRole('button', { name: 'Denunciar' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('tells the account why its own profile was hidden', async () => {
    await renderProfile({ path: '/ControlPanel/profile', user: testUser({ isViewer: true, moderation }) });
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Solo tú puedes ver este perfil');
    expect(notice).toHaveTextContent('Motivo: Fraude, engaño o suplantación de identidad.');
  });
});
