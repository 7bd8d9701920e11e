import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/relay';
import { GraphQLRequestError } from '../../../lib/relay/environment';
import { routePatterns } from '../../../lib/routing/paths';
import { getAuthToken } from '../../../lib/session';
import type { AccountSettingsPanelTestQuery } from './__generated__/AccountSettingsPanelTestQuery.graphql';
import { AccountSettingsPanel } from './AccountSettingsPanel';

// The editor's page spreads the panel's fragment in its own query; this one stands in for it.
const query = graphql`
  query AccountSettingsPanelTestQuery @relay_test_operation {
    viewer {
      ...AccountSettingsPanel_viewer
    }
  }
`;

function Settings() {
  const { viewer } = useLazyLoadQuery<AccountSettingsPanelTestQuery>(query, {});
  return viewer && <AccountSettingsPanel viewer={viewer} />;
}

async function renderSettings({ google = false } = {}) {
  localStorage.setItem('authToken', 'old-token');
  localStorage.setItem('role', 'Creativo');
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: routePatterns.settings, element: <Settings /> },
      { path: routePatterns.landing, element: <p>Portada</p> },
    ],
    { initialEntries: [routePatterns.settings] },
  );
  await act(async () =>
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ id: 'viewer-1', email: 'ana@demo.es', signsInWithGoogle: google }),
      }),
    ),
  );
  await screen.findByRole('heading', { name: 'Contraseña' });
  // 'Emails de avisos' and 'Descargar mis datos' load on their own.
  for (const operation of rendered.environment.mock.getAllOperations()) {
    await act(async () =>
      rendered.environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          NotificationCenter: () => ({ id: 'center-1' }),
          Query: () => ({ myDataExport: null }),
        }),
      ),
    );
  }
  return { user, ...rendered };
}

afterEach(() => vi.restoreAllMocks());

const sent = (environment: MockEnvironment) => environment.mock.getAllOperations();

function lastInput(environment: MockEnvironment) {
  return environment.mock.getMostRecentOperation().request.variables.input as Record<string, unknown>;
}

async function answer(environment: MockEnvironment, type: string, payload: object) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { [type]: () => payload }),
    ),
  );
}

it("lists the sections, 'Emails de avisos' after the email's", async () => {
  await renderSettings();
  const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(names).toEqual([
    'Contraseña',
    'Email',
    'Emails de avisos',
    'Descargar mis datos',
    'Sesión',
    'Eliminar cuenta',
  ]);
  expect(screen.getAllByRole('checkbox')).toHaveLength(5);
});

const passwordSection = () => screen.getByRole('region', { name: 'Contraseña' });
const emailSection = () => screen.getByRole('region', { name: 'Email' });

type User = ReturnType<typeof userEvent.setup>;

async function openPassword(user: User) {
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

interface PasswordEntry {
  current?: string;
  next?: string;
  confirm?: string;
}

async function fillPassword(
  user: User,
  { current = 'Demo1234!', next = 'Nueva1234!', confirm = next }: PasswordEntry = {},
) {
  const section = within(passwordSection());
  if (current) await user.type(section.getByLabelText('Contraseña actual'), current);
  if (next) await user.type(section.getByLabelText('Nueva contraseña'), next);
  if (confirm) await user.type(section.getByLabelText('Confirmar nueva contraseña'), confirm);
  await user.click(section.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('change password', () => {
  it('opens with a button, and Cancelar closes it and clears what was typed', async () => {
    const { user } = await renderSettings();
    expect(within(passwordSection()).queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    await openPassword(user);
    const section = within(passwordSection());
    expect(section.getByLabelText('Contraseña actual')).toHaveFocus();
    await user.type(section.getByLabelText('Contraseña actual'), 'Demo1234!');
    await user.type(section.getByLabelText('Nueva contraseña'), 'abc');
    await user.click(section.getByRole('button', { name: 'Cancelar' }));
    expect(section.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Cambiar contraseña' })).toHaveFocus();
    await openPassword(user);
    expect(section.getByLabelText('Contraseña actual')).toHaveValue('');
    expect(section.getByLabelText('Nueva contraseña')).toHaveValue('');
  });

  it('refuses new passwords that differ before sending', async () => {
    const { user, environment } = await renderSettings();
    await openPassword(user);
    await fillPassword(user, { next: 'Nueva1234!', confirm: 'Nueva1234?' });
    expect(within(passwordSection()).getByRole('alert')).toHaveTextContent('Las contraseñas nuevas no coinciden.');
    expect(sent(environment)).toHaveLength(0);
  });

  it('asks for the current password', async () => {
    const { user, environment } = await renderSettings();
    await openPassword(user);
    await fillPassword(user, { current: '' });
    expect(within(passwordSection()).getByRole('alert')).toHaveTextContent('Debes ingresar tu contraseña actual.');
    expect(sent(environment)).toHaveLength(0);
  });

  it('asks a Google account for no current password', async () => {
    const { user, environment } = await renderSettings({ google: true });
    await openPassword(user);
    expect(within(passwordSection()).queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await fillPassword(user, { current: '' });
    expect(lastInput(environment)).toEqual({
      currentPassword: null,
      newPassword: 'Nueva1234!',
      confirmPassword: 'Nueva1234!',
    });
  });

  it("shows the server's message and stores the new token on success", async () => {
    const { user, environment } = await renderSettings();
    await openPassword(user);
    await fillPassword(user);
    expect(lastInput(environment)).toEqual({
      currentPassword: 'Demo1234!',
      newPassword: 'Nueva1234!',
      confirmPassword: 'Nueva1234!',
    });
    await answer(environment, 'ChangePasswordPayload', {
      token: 'new-token',
      message: 'Contraseña actualizada correctamente.',
      userErrors: [],
    });
    expect(getAuthToken()).toBe('new-token');
    expect(passwordSection()).toHaveTextContent('Contraseña actualizada correctamente.');
    expect(within(passwordSection()).queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user, environment } = await renderSettings();
    await openPassword(user);
    await fillPassword(user, { current: 'Mala1234!' });
    await answer(environment, 'ChangePasswordPayload', {
      token: null,
      message: null,
      userErrors: [{ field: 'currentPassword', message: 'La contraseña actual no es correcta.' }],
    });
    const section = within(passwordSection());
    expect(section.getByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
    expect(section.getByLabelText('Contraseña actual')).toHaveValue('Mala1234!');
    expect(section.getByLabelText('Nueva contraseña')).toHaveValue('Nueva1234!');
    expect(getAuthToken()).toBe('old-token');
  });

  it("falls back to 'Error al cambiar la contraseña.' when the server gives no reason", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, environment } = await renderSettings();
    await openPassword(user);
    await fillPassword(user);
    await act(async () =>
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Unexpected error.', undefined)),
    );
    expect(within(passwordSection()).getByRole('alert')).toHaveTextContent('Error al cambiar la contraseña.');
    await user.click(within(passwordSection()).getByRole('button', { name: 'Guardar contraseña' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(within(passwordSection()).getByRole('alert')).toHaveTextContent('Error al cambiar la contraseña.');
  });
});

const CODE_SENT = 'Te hemos enviado un código de verificación a nueva@demo.es. Introdúcelo para confirmar el cambio.';

interface EmailEntry {
  email?: string;
  confirm?: string;
  current?: string;
}

async function fillEmail(
  user: User,
  { email = 'nueva@demo.es', confirm = email, current = 'Demo1234!' }: EmailEntry = {},
) {
  const section = within(emailSection());
  if (email) await user.type(section.getByLabelText('Nuevo email'), email);
  if (confirm) await user.type(section.getByLabelText('Confirmar nuevo email'), confirm);
  if (current) await user.type(section.getByLabelText('Contraseña actual'), current);
  await user.click(section.getByRole('button', { name: 'Cambiar email' }));
}

describe('change email', () => {
  it('shows the current email', async () => {
    await renderSettings();
    expect(emailSection()).toHaveTextContent('Tu email actual es ana@demo.es.');
  });

  it('asks for every field, the current password included', async () => {
    const { user, environment } = await renderSettings();
    await fillEmail(user, { confirm: '' });
    expect(within(emailSection()).getByRole('alert')).toHaveTextContent('Por favor, completa todos los campos');
    await user.clear(within(emailSection()).getByLabelText('Contraseña actual'));
    await user.type(within(emailSection()).getByLabelText('Confirmar nuevo email'), 'nueva@demo.es');
    await user.click(within(emailSection()).getByRole('button', { name: 'Cambiar email' }));
    expect(within(emailSection()).getByRole('alert')).toHaveTextContent('Por favor, completa todos los campos');
    expect(sent(environment)).toHaveLength(0);
  });

  it('refuses emails that differ', async () => {
    const { user, environment } = await renderSettings();
    await fillEmail(user, { email: 'nueva@demo.es', confirm: 'otra@demo.es' });
    expect(within(emailSection()).getByRole('alert')).toHaveTextContent('Los emails no coinciden');
    expect(sent(environment)).toHaveLength(0);
  });

  it('asks for the code mailed to the new address, then stores the new token and shows the new email', async () => {
    const { user, environment } = await renderSettings();
    await fillEmail(user, { email: ' Nueva@demo.es', confirm: 'nueva@demo.es ' });
    expect(lastInput(environment)).toEqual({
      email: 'Nueva@demo.es',
      confirmEmail: 'nueva@demo.es',
      currentPassword: 'Demo1234!',
    });
    await answer(environment, 'ChangeEmailPayload', {
      email: 'nueva@demo.es',
      message: CODE_SENT,
      userErrors: [],
    });
    // Issue 18: nothing changed yet; the section asks for the code.
    expect(getAuthToken()).toBe('old-token');
    expect(emailSection()).toHaveTextContent(CODE_SENT);
    expect(emailSection()).toHaveTextContent('Tu email actual es ana@demo.es.');
    const codeField = within(emailSection()).getByLabelText('Código de verificación');
    expect(codeField).toHaveFocus();
    await user.type(codeField, '123456');
    await user.click(within(emailSection()).getByRole('button', { name: 'Confirmar email' }));
    expect(lastInput(environment)).toEqual({ code: '123456' });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          ConfirmEmailChangePayload: () => ({
            token: 'email-token',
            message: 'Email actualizado con éxito',
            userErrors: [],
          }),
          User: () => ({ id: 'viewer-1', email: 'nueva@demo.es' }),
        }),
      ),
    );
    expect(getAuthToken()).toBe('email-token');
    expect(emailSection()).toHaveTextContent('Email actualizado con éxito');
    expect(emailSection()).toHaveTextContent('Tu email actual es nueva@demo.es.');
    expect(within(emailSection()).getByLabelText('Nuevo email')).toHaveValue('');
  });

  it('keeps a refused code typed, sends a new one on request, and goes back with what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, environment } = await renderSettings();
    await fillEmail(user);
    await answer(environment, 'ChangeEmailPayload', { email: 'nueva@demo.es', message: CODE_SENT, userErrors: [] });
    const section = within(emailSection());
    await user.click(section.getByRole('button', { name: 'Confirmar email' }));
    expect(section.getByRole('alert')).toHaveTextContent('Introduce el código que te hemos enviado.');
    await user.type(section.getByLabelText('Código de verificación'), '12a');
    await user.click(section.getByRole('button', { name: 'Confirmar email' }));
    expect(section.getByRole('alert')).toHaveTextContent('El código debe tener 6 dígitos.');
    expect(sent(environment)).toHaveLength(0);

    await user.clear(section.getByLabelText('Código de verificación'));
    await user.type(section.getByLabelText('Código de verificación'), '000000');
    await user.click(section.getByRole('button', { name: 'Confirmar email' }));
    await answer(environment, 'ConfirmEmailChangePayload', {
      token: null,
      message: null,
      userErrors: [{ field: 'code', message: 'Código incorrecto.' }],
    });
    expect(section.getByRole('alert')).toHaveTextContent('Código incorrecto.');
    expect(section.getByLabelText('Código de verificación')).toHaveValue('000000');

    await user.click(section.getByRole('button', { name: 'Reenviar código' }));
    expect(lastInput(environment)).toEqual({
      email: 'nueva@demo.es',
      confirmEmail: 'nueva@demo.es',
      currentPassword: 'Demo1234!',
    });
    await answer(environment, 'ChangeEmailPayload', { email: 'nueva@demo.es', message: CODE_SENT, userErrors: [] });
    expect(emailSection()).toHaveTextContent(CODE_SENT);
    expect(section.getByLabelText('Código de verificación')).toHaveValue('');

    await user.click(section.getByRole('button', { name: 'Cancelar' }));
    expect(section.getByLabelText('Nuevo email')).toHaveValue('nueva@demo.es');
    expect(getAuthToken()).toBe('old-token');
  });

  it('needs no current password from a Google account', async () => {
    const { user, environment } = await renderSettings({ google: true });
    expect(within(emailSection()).queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await fillEmail(user, { current: '' });
    expect(lastInput(environment)).toMatchObject({ currentPassword: null });
  });

  it("shows the server's message, else 'Error al actualizar el email', keeping what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, environment } = await renderSettings();
    await fillEmail(user);
    await answer(environment, 'ChangeEmailPayload', {
      email: null,
      message: null,
      userErrors: [{ field: 'currentPassword', message: 'La contraseña actual no es correcta.' }],
    });
    expect(within(emailSection()).getByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
    expect(within(emailSection()).getByLabelText('Nuevo email')).toHaveValue('nueva@demo.es');
    await user.click(within(emailSection()).getByRole('button', { name: 'Cambiar email' }));
    await act(async () =>
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Unexpected error.', undefined)),
    );
    expect(within(emailSection()).getByRole('alert')).toHaveTextContent('Error al actualizar el email');
    expect(getAuthToken()).toBe('old-token');
  });
});

describe('log out and delete the account', () => {
  it('logs out to /', async () => {
    const { user, router } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getAuthToken()).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  async function openDeletion(user: User) {
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    return screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  }

  async function confirmDeletion(user: User, password = 'Demo1234!') {
    const dialog = await openDeletion(user);
    await user.type(within(dialog).getByLabelText('Contraseña actual'), password);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    return dialog;
  }

  it('deletes the account after confirming with the password, clears the session and goes to /', async () => {
    const { user, environment, router } = await renderSettings();
    const dialog = await openDeletion(user);
    // The dialog opens on its password field.
    expect(within(dialog).getByLabelText('Contraseña actual')).toHaveFocus();
    await user.keyboard('Demo1234!{Enter}');
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useDeleteAccountMutation');
    expect(lastInput(environment)).toEqual({ currentPassword: 'Demo1234!' });
    await answer(environment, 'DeleteAccountPayload', {
      deleted: true,
      message: 'Cuenta eliminada correctamente.',
      userErrors: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getAuthToken()).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(await screen.findByText('Portada')).toBeInTheDocument();
  });

  it('asks for the password at its field before sending anything', async () => {
    const { user, environment } = await renderSettings();
    const dialog = await openDeletion(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    const field = within(dialog).getByLabelText('Contraseña actual');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Debes ingresar tu contraseña actual.');
    expect(field).toHaveFocus();
    expect(sent(environment)).toHaveLength(0);
  });

  it("shows the server's refusal of the password at the field, keeping the dialog and what was typed", async () => {
    const { user, environment, router } = await renderSettings();
    const dialog = await confirmDeletion(user, 'NoEsLaMia1');
    await answer(environment, 'DeleteAccountPayload', {
      deleted: false,
      message: null,
      userErrors: [{ field: 'currentPassword', message: 'La contraseña actual no es correcta.' }],
    });
    const field = within(dialog).getByLabelText('Contraseña actual');
    expect(screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' })).toBe(dialog);
    expect(field).toHaveAccessibleDescription('La contraseña actual no es correcta.');
    expect(field).toHaveValue('NoEsLaMia1');
    expect(field).toHaveFocus();
    expect(getAuthToken()).toBe('old-token');
    expect(router.state.location.pathname).toBe(routePatterns.settings);
    // Typing again takes the error away.
    await user.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('asks no password of a Google account', async () => {
    const { user, environment, router } = await renderSettings({ google: true });
    const dialog = await openDeletion(user);
    expect(within(dialog).queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    expect(lastInput(environment)).toEqual({ currentPassword: null });
    await answer(environment, 'DeleteAccountPayload', {
      deleted: true,
      message: 'Cuenta eliminada correctamente.',
      userErrors: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('closes the dialog without deleting on Cancelar', async () => {
    const { user, environment } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(environment)).toHaveLength(0);
  });

  it('says the deletion failed and closes the dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, environment, router } = await renderSettings();
    await confirmDeletion(user);
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error al eliminar la cuenta. Por favor, inténtalo de nuevo.',
    );
    expect(getAuthToken()).toBe('old-token');
    expect(router.state.location.pathname).toBe(routePatterns.settings);

    // A refusal in the payload is the same failure.
    await confirmDeletion(user);
    await answer(environment, 'DeleteAccountPayload', { deleted: false, message: null, userErrors: [] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error al eliminar la cuenta. Por favor, inténtalo de nuevo.',
    );
  });
});
