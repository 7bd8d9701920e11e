import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../test/relay';
import { EmailNotificationSettings } from './EmailNotificationSettings';

const STORED = {
  applications: true,
  applicationUpdates: false,
  offerReviews: true,
  verification: true,
  followers: false,
};
const FAILURE = 'No se ha podido guardar el cambio. Inténtalo de nuevo.';

async function resolveSettings(environment: MockEnvironment, settings: object = STORED) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        NotificationCenter: () => ({ id: 'center-1' }),
        EmailSettings: () => settings,
      }),
    ),
  );
}

async function renderSettings() {
  const user = userEvent.setup();
  const rendered = renderWithRelay(<EmailNotificationSettings />);
  await resolveSettings(rendered.environment);
  return { user, ...rendered };
}

const section = () => screen.getByRole('region', { name: 'Emails de avisos' });
const box = (name: string) => within(section()).getByRole('checkbox', { name });

function lastMutation(environment: MockEnvironment) {
  const operation = environment.mock.getMostRecentOperation();
  return { name: operation.request.node.params.name, variables: operation.request.variables };
}

afterEach(() => vi.restoreAllMocks());

describe("'Emails de avisos' in Configuración", () => {
  it('shows a skeleton while the switches load', () => {
    renderWithRelay(<EmailNotificationSettings />);
    expect(within(section()).getByRole('status')).toHaveTextContent('Cargando...');
    expect(within(section()).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows one switch per kind of mail, in order, as the server stores them', async () => {
    await renderSettings();
    expect(section()).toHaveTextContent(
      'Elige qué avisos te llegan también por email. En la web los verás siempre en la campana.',
    );
    const group = within(section()).getByRole('group', {
      name: 'Elige qué avisos te llegan también por email. En la web los verás siempre en la campana.',
    });
    const switches = within(group).getAllByRole('checkbox');
    expect(switches.map((each) => each.getAttribute('name'))).toEqual([
      'applications',
      'applicationUpdates',
      'offerReviews',
      'verification',
      'followers',
    ]);
    expect(box('Nuevas candidaturas a mis ofertas')).toBeChecked();
    expect(box('Respuestas a mis candidaturas')).not.toBeChecked();
    expect(box('Revisión de mis ofertas')).toBeChecked();
    expect(box('Verificación de mi cuenta profesional')).toBeChecked();
    expect(box('Nuevos seguidores')).not.toBeChecked();
  });

  it('sends only the switch changed, which changes at once and keeps what the server stored', async () => {
    const { user, environment } = await renderSettings();
    await user.click(box('Nuevos seguidores'));
    expect(box('Nuevos seguidores')).toBeChecked();
    expect(lastMutation(environment)).toEqual({
      name: 'useUpdateEmailSettingsMutation',
      variables: { input: { followers: true } },
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          NotificationCenter: () => ({ id: 'center-1' }),
          EmailSettings: () => ({ ...STORED, followers: true }),
          UpdateEmailSettingsPayload: () => ({ userErrors: [] }),
        }),
      ),
    );
    expect(box('Nuevos seguidores')).toBeChecked();
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const { user, environment } = await renderSettings();
    box('Nuevas candidaturas a mis ofertas').focus();
    await user.keyboard(' ');
    expect(box('Nuevas candidaturas a mis ofertas')).not.toBeChecked();
    expect(lastMutation(environment).variables).toEqual({ input: { applications: false } });
  });

  it('turns the switch back and says so when the change cannot be sent', async () => {
    const { user, environment } = await renderSettings();
    await user.click(box('Revisión de mis ofertas'));
    expect(box('Revisión de mis ofertas')).not.toBeChecked();
    expect(lastMutation(environment).variables).toEqual({ input: { offerReviews: false } });
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(box('Revisión de mis ofertas')).toBeChecked();
    expect(within(section()).getByRole('alert')).toHaveTextContent(FAILURE);

    // The next change clears the message.
    await user.click(box('Nuevos seguidores'));
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns the switch back when the server refuses the change', async () => {
    const { user, environment } = await renderSettings();
    await user.click(box('Respuestas a mis candidaturas'));
    expect(box('Respuestas a mis candidaturas')).toBeChecked();
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          UpdateEmailSettingsPayload: () => ({ notificationCenter: null, userErrors: [{ message: FAILURE }] }),
        }),
      ),
    );
    expect(box('Respuestas a mis candidaturas')).not.toBeChecked();
    expect(within(section()).getByRole('alert')).toHaveTextContent(FAILURE);
  });

  it("offers 'Reintentar' when the switches cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { environment } = renderWithRelay(<EmailNotificationSettings />);
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(within(section()).getByRole('alert')).toHaveTextContent(
      'No se han podido cargar tus preferencias de email.',
    );
    await user.click(within(section()).getByRole('button', { name: 'Reintentar' }));
    await resolveSettings(environment);
    expect(box('Nuevas candidaturas a mis ofertas')).toBeChecked();
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
