import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { AuthModals } from './AuthModals';
import type { AuthModalName } from './authModalName';

function Dialogs() {
  const [open, setOpen] = useState<AuthModalName | null>('reset');
  return <AuthModals open={open} onSwitch={setOpen} onClose={() => setOpen(null)} />;
}

const answer = (
  environment: MockEnvironment,
  payload: { message: string | null; userErrors: Array<{ message: string }> },
) =>
  act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { MessagePayload: () => payload }),
    ),
  );
const ok = { message: null, userErrors: [] };

describe('PasswordResetModal (part 1 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function reachNewPassword() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { environment } = renderRoutes([{ path: '/', element: <Dialogs /> }]);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ email: 'ana@example.com' });
    await answer(environment, ok);
    expect(screen.getByText('Email enviado. Revisa tu bandeja para el código.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Dígito 1 de 6'));
    await user.paste('246810');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await answer(environment, ok);
    expect(screen.getByText('Código verificado.')).toBeInTheDocument();
    return { user, environment };
  }

  it('checks that both passwords match, with the reset text', async () => {
    const { user, environment } = await reachNewPassword();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva-clave-2');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Las contraseñas no coinciden\.$/);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('opens the login dialog 2000 ms after the password changed', async () => {
    const { user, environment } = await reachNewPassword();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      email: 'ana@example.com',
      code: '246810',
      newPassword: 'nueva-clave',
    });
    await answer(environment, ok);
    expect(screen.getByText('Contraseña actualizada exitosamente.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('dialog', { name: 'Recupera tu contraseña' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Inicio de sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Recupera tu contraseña' })).not.toBeInTheDocument();
  });

  it('says "Código incorrecto." when the code cannot be checked', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { environment } = renderRoutes([{ path: '/', element: <Dialogs /> }]);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await answer(environment, ok);
    await user.click(screen.getByLabelText('Dígito 1 de 6'));
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent('Código incorrecto.');
  });
});
