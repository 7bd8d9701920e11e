import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { getAuthToken } from '../../lib/session';
import { renderRoutes } from '../../../test/relay';
import { RegisterModal } from './RegisterModal';
import type { RegistrationForm } from './registrationForm';

const valid: RegistrationForm = {
  username: 'lucia_moda',
  email: 'lucia@example.com',
  password: 'secreta123',
  confirmPassword: 'secreta123',
  acceptedTerms: true,
};

function renderRegister() {
  const user = userEvent.setup();
  const view = renderRoutes([
    { path: '/', element: <RegisterModal onClose={vi.fn()} onSwitch={vi.fn()} /> },
    { path: '/complete-registration', element: <ObjectiveStandIn /> },
  ]);
  return { user, ...view };
}

function ObjectiveStandIn() {
  return <p>objective screen</p>;
}

async function submit(user: ReturnType<typeof userEvent.setup>, form: Partial<RegistrationForm>) {
  const fields = { ...valid, ...form };
  const type = async (label: string, value: string) => value && user.type(screen.getByLabelText(label), value);
  await type('Nombre de usuario', fields.username);
  await type('Correo electrónico', fields.email);
  await type('Contraseña', fields.password);
  await type('Confirmar contraseña', fields.confirmPassword);
  if (fields.acceptedTerms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('RegisterModal: the form (part 1 §5)', () => {
  it.each([
    ['an empty field', { email: '' }, 'Completa todos los campos para continuar'],
    ['the terms unchecked', { acceptedTerms: false }, 'Completa todos los campos para continuar'],
    ['a username with a space', { username: 'lucia moda' }, 'El nombre de usuario no puede contener espacios'],
    ['a 21-character username', { username: 'a'.repeat(21) }, 'El nombre de usuario debe tener máximo 20 caracteres'],
    ['different passwords', { confirmPassword: 'otra-clave' }, 'Las contraseñas no coinciden'],
  ])('refuses %s without calling the server', async (_case, form, message) => {
    const { user, environment } = renderRegister();
    await submit(user, form);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('accepts a 20-character username and sends the whole form', async () => {
    const { user, environment } = renderRegister();
    await submit(user, { username: 'a'.repeat(20) });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSendRegistrationCodeMutation');
    expect(operation.request.variables.input).toEqual({ ...valid, username: 'a'.repeat(20) });
  });

  it('shows a refusal from the server as it is written', async () => {
    const { user, environment } = renderRegister();
    await submit(user, {});
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SendRegistrationCodePayload: () => ({
            sent: false,
            message: null,
            userErrors: [{ field: 'email', message: 'Este correo ya está registrado.' }],
          }),
        }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Este correo ya está registrado.');
  });

  it('says so when the server cannot be reached', async () => {
    const { user, environment } = renderRegister();
    await submit(user, {});
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent('Error al conectar con el servidor.');
  });
});

describe('RegisterModal: the code', () => {
  async function reachCodeStep() {
    const view = renderRegister();
    await submit(view.user, {});
    await act(async () =>
      view.environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          SendRegistrationCodePayload: () => ({ sent: true, message: 'Código enviado a tu correo.', userErrors: [] }),
        }),
      ),
    );
    return view;
  }

  it('opens the session and goes to the objective screen with the username', async () => {
    const { user, environment, router } = await reachCodeStep();
    expect(screen.getByRole('dialog', { name: 'Verifica tu correo' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Dígito 1 de 6'));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      email: valid.email,
      code: '123456',
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          VerifyRegistrationCodePayload: () => ({ token: 'new-token', message: null, userErrors: [] }),
          User: () => ({ username: 'lucia_moda', role: null, creativeType: null, professionalType: null }),
        }),
      ),
    );
    expect(getAuthToken()).toBe('new-token');
    expect(router.state.location.pathname).toBe('/complete-registration');
    expect(router.state.location.state).toEqual({ username: 'lucia_moda' });
  });

  it('shows the fallback when a wrong code comes back without a server message', async () => {
    const { user, environment } = await reachCodeStep();
    await user.click(screen.getByLabelText('Dígito 1 de 6'));
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          VerifyRegistrationCodePayload: () => ({ token: null, viewer: null, message: null, userErrors: [] }),
        }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Código incorrecto.');
  });

  it('resends the code', async () => {
    const { user, environment } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { MessagePayload: () => ({ message: null, userErrors: [] }) }),
      ),
    );
    expect(screen.getByText('Código reenviado exitosamente.')).toBeInTheDocument();
  });
});
