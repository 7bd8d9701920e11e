import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/relay';
import { brand } from '../../lib/brand';
import { unsubscribeRoutes } from './routes';

const DONE = 'Listo: ya no recibirás emails de «Nuevos seguidores».';

async function open(url: string) {
  const user = userEvent.setup();
  const rendered = renderRoutes(unsubscribeRoutes, { initialEntries: [url] });
  // The first render waits for the lazily imported page module.
  await screen.findByRole('heading', { level: 1, name: 'Darte de baja de estos emails' }, { timeout: 5000 });
  return { user, ...rendered };
}

async function answer(environment: MockEnvironment, payload: object) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { UnsubscribeFromEmailsPayload: () => payload }),
    ),
  );
}

const settingsLink = () => screen.getByRole('link', { name: 'Elegir qué emails recibo' });

afterEach(() => vi.restoreAllMocks());

describe('/baja', () => {
  it('asks before unsubscribing: opening the link sends nothing', async () => {
    const { environment } = await open('/baja?token=abc123');
    expect(screen.getByText(/Dejarás de recibir por email este tipo de avisos/)).toHaveTextContent(
      'Dejarás de recibir por email este tipo de avisos. Los seguirás viendo en la web, en la campana.',
    );
    expect(screen.getByRole('button', { name: 'Darme de baja' })).toBeEnabled();
    expect(screen.getByRole('link', { name: brand.name })).toHaveAttribute('href', '/ControlPanel/explorer');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe(`Darte de baja · ${brand.name}`));
  });

  it("sends the link's token and shows the server's confirmation", async () => {
    const { user, environment } = await open('/baja?token=abc123');
    await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useUnsubscribeFromEmailsMutation');
    expect(operation.request.variables).toEqual({ input: { token: 'abc123' } });
    const sending = screen.getByRole('button', { name: 'Dando de baja…' });
    expect(sending).toBeDisabled();

    await answer(environment, { message: DONE, userErrors: [] });
    expect(screen.getByRole('status')).toHaveTextContent(DONE);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(settingsLink()).toHaveAttribute('href', '/ControlPanel/configuracion');
  });

  it("shows the server's refusal of the token, without the button", async () => {
    const { user, environment } = await open('/baja?token=caducado');
    await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
    await answer(environment, {
      message: null,
      userErrors: [{ field: 'token', message: 'El enlace ha caducado o no es válido.' }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace ha caducado o no es válido.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(settingsLink()).toHaveAttribute('href', '/ControlPanel/configuracion');
  });

  it('says the request failed and keeps the button to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, environment } = await open('/baja?token=abc123');
    await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se ha podido completar. Comprueba tu conexión e inténtalo de nuevo.',
    );

    await user.click(screen.getByRole('button', { name: 'Darme de baja' }));
    await answer(environment, { message: DONE, userErrors: [] });
    expect(screen.getByRole('status')).toHaveTextContent(DONE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a link without a token is not valid, with no button', async () => {
    const { environment } = await open('/baja');
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace no es válido.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(settingsLink()).toHaveAttribute('href', '/ControlPanel/configuracion');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
