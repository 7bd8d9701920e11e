import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../../test/relay';
import { DataExportSection } from './DataExportSection';

type Export = {
  status: string;
  readyAt?: string | null;
  sizeBytes?: number | null;
  downloadUrl?: string | null;
} | null;

async function resolveWith(environment: MockEnvironment, dataExport: Export) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ myDataExport: dataExport }),
        DataExport: () => dataExport,
        RequestDataExportPayload: () => ({ dataExport, message: 'Estamos preparando tus datos.', userErrors: [] }),
      }),
    ),
  );
}

async function renderSection(dataExport: Export) {
  const user = userEvent.setup();
  const rendered = renderWithRelay(<DataExportSection />);
  await resolveWith(rendered.environment, dataExport);
  return { user, ...rendered };
}

const section = () => screen.getByRole('region', { name: 'Descargar mis datos' });

describe("'Descargar mis datos' in Configuración", () => {
  it('shows a skeleton while its status loads', () => {
    renderWithRelay(<DataExportSection />);
    expect(within(section()).getByRole('status')).toHaveTextContent('Cargando...');
  });

  it('asks for a new file, and says it is being made', async () => {
    const { user, environment } = await renderSection(null);
    await user.click(within(section()).getByRole('button', { name: 'Preparar mis datos' }));
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useRequestDataExportMutation');
    await resolveWith(environment, { status: 'PENDING', readyAt: null, sizeBytes: null, downloadUrl: null });
    expect(within(section()).getByRole('status')).toHaveTextContent('Estamos preparando tus datos.');
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the ready file with its size, and to make it again', async () => {
    await renderSection({
      status: 'READY',
      readyAt: '2026-11-27T22:10:00.000Z',
      sizeBytes: 12.9 * 1024 * 1024,
      downloadUrl: '/api/users/data-export/download?token=abc',
    });
    expect(within(section()).getByRole('status')).toHaveTextContent(
      /^Tu archivo está listo \(12,9 MB\), preparado el /,
    );
    const link = within(section()).getByRole('link', { name: 'Descargar mis datos' });
    expect(link).toHaveAttribute('href', '/api/users/data-export/download?token=abc');
    expect(link).toHaveAttribute('download');
    expect(within(section()).getByRole('button', { name: 'Preparar de nuevo' })).toBeEnabled();
  });

  it('says when the file could not be made, and lets the user try again', async () => {
    await renderSection({ status: 'FAILED', readyAt: null, sizeBytes: null, downloadUrl: null });
    expect(within(section()).getByRole('alert')).toHaveTextContent('No hemos podido preparar tus datos.');
    expect(within(section()).getByRole('button', { name: 'Volver a intentarlo' })).toBeEnabled();
  });

  it('tells a failed request, keeping the section usable', async () => {
    const { user, environment } = await renderSection(null);
    await user.click(within(section()).getByRole('button', { name: 'Preparar mis datos' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('red caída')));
    expect(
      await within(section()).findByText('No se ha podido pedir tu archivo. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Preparar mis datos' })).toBeEnabled();
  });
});
