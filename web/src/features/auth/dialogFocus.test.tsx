import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { AuthModals } from './AuthModals';
import type { AuthModalName } from './authModalName';

// Where focus goes in the sign-in, sign-up and recovery dialogs: on the first field when a
// dialog or one of its steps opens, and back on an emptied first code cell after a refusal.

function Dialogs({ initial }: { initial: AuthModalName }) {
  const [open, setOpen] = useState<AuthModalName | null>(initial);
  return <AuthModals open={open} onSwitch={setOpen} onClose={() => setOpen(null)} />;
}

function renderDialog(initial: AuthModalName) {
  const user = userEvent.setup();
  const view = renderRoutes([
    { path: '/', element: <Dialogs initial={initial} /> },
    { path: '/complete-registration', element: <p>objective screen</p> },
  ]);
  return { user, ...view };
}

const resolve = (environment: MockEnvironment, resolvers: MockPayloadGenerator.MockResolvers) =>
  act(async () =>
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers)),
  );

const cells = () => screen.getAllByLabelText(/^Dígito \d de 6$/);

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByLabelText('Dígito 1 de 6'));
  await user.paste(code);
  await user.click(screen.getByRole('button', { name: 'Verificar código' }));
}

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>, environment: MockEnvironment) {
  await user.type(screen.getByLabelText('Nombre de usuario'), 'lucia_moda');
  await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'secreta123');
  await user.type(screen.getByLabelText('Confirmar contraseña'), 'secreta123');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  await resolve(environment, {
    SendRegistrationCodePayload: () => ({ sent: true, message: null, userErrors: [] }),
  });
}

function expectEmptyCodeWithFocusOnFirstCell() {
  expect(cells().map((cell) => (cell as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
  expect(screen.getByLabelText('Dígito 1 de 6')).toHaveFocus();
}

describe('dialog focus', () => {
  it('opens the login dialog on its first field, not on ×', () => {
    renderDialog('login');
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
  });

  it('opens the register dialog on the username, and after Crear cuenta on the first code cell', async () => {
    const { user, environment } = renderDialog('register');
    expect(screen.getByLabelText('Nombre de usuario')).toHaveFocus();

    await reachCodeStep(user, environment);
    expect(screen.getByLabelText('Dígito 1 de 6')).toHaveFocus();
  });

  it('empties the code cells and focuses the first after a wrong sign-up code', async () => {
    const { user, environment } = renderDialog('register');
    await reachCodeStep(user, environment);

    await typeCode(user, '000000');
    await resolve(environment, {
      VerifyRegistrationCodePayload: () => ({
        token: null,
        viewer: null,
        message: null,
        userErrors: [{ field: 'code', message: 'Código incorrecto.' }],
      }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Código incorrecto.');
    expectEmptyCodeWithFocusOnFirstCell();

    // A resent code starts over the same way.
    await user.click(screen.getByLabelText('Dígito 3 de 6'));
    await user.keyboard('4');
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await resolve(environment, { MessagePayload: () => ({ message: null, userErrors: [] }) });
    expectEmptyCodeWithFocusOnFirstCell();
  });

  it('moves through the recovery steps field by field, and starts the code over after a wrong one', async () => {
    const { user, environment } = renderDialog('reset');
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await resolve(environment, { MessagePayload: () => ({ message: null, userErrors: [] }) });
    expect(screen.getByLabelText('Dígito 1 de 6')).toHaveFocus();

    await typeCode(user, '111111');
    await resolve(environment, {
      MessagePayload: () => ({ message: null, userErrors: [{ message: 'Código incorrecto.' }] }),
    });
    expectEmptyCodeWithFocusOnFirstCell();

    await typeCode(user, '246810');
    await resolve(environment, { MessagePayload: () => ({ message: null, userErrors: [] }) });
    expect(screen.getByLabelText('Nueva contraseña')).toHaveFocus();
  });
});
