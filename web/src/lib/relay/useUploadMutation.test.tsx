import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../test/relay';
import { UploadProgress } from '../../components/UploadProgress';
import { UPLOAD_PROGRESS, type UploadProgressListener } from './environment';
import { PROFILE_PICTURE_TEXTS, useUploadProfilePictureMutation } from './useUploadProfilePictureMutation';

/** A screen as the photo step uses the hook: a button, the bar while sending, the outcome. */
function PictureUploader() {
  const [upload, { percent }] = useUploadProfilePictureMutation();
  const [said, setSaid] = useState<string | null>(null);
  const send = async () => {
    const outcome = await upload(new File(['png'], 'foto.png', { type: 'image/png' }));
    setSaid(outcome.ok ? `Nueva foto: ${outcome.value}` : outcome.message);
  };
  return (
    <>
      <button onClick={send}>Subir una foto</button>
      {percent !== null && <UploadProgress percent={percent} label="Subiendo la foto" />}
      {said && <p>{said}</p>}
    </>
  );
}

async function startUpload() {
  const rendered = renderWithRelay(<PictureUploader />);
  await userEvent.click(screen.getByRole('button', { name: 'Subir una foto' }));
  const operation = rendered.environment.mock.getMostRecentOperation();
  const report = operation.request.cacheConfig?.metadata?.[UPLOAD_PROGRESS] as UploadProgressListener;
  return { ...rendered, operation, report };
}

describe('useUploadMutation (useUploadProfilePictureMutation)', () => {
  it('sends the file as the input’s upload and shows the share sent until the answer', async () => {
    const { environment, operation, report } = await startUpload();
    expect(operation.request.variables).toEqual({ input: { file: null } });
    expect(screen.getByRole('progressbar', { name: 'Subiendo la foto' })).toHaveAttribute('aria-valuenow', '0');

    act(() => report(0.456));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '46');
    expect(screen.getByText('46 %')).toBeVisible();
    act(() => report(1));
    expect(screen.getByText('100 %')).toBeVisible();

    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          uploadProfilePicture: {
            user: { id: 'VXNlcjox', profilePicture: '/media/abc.webp' },
            userErrors: [],
          },
        },
      }),
    );
    expect(screen.getByText('Nueva foto: /media/abc.webp')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the server’s refusal, and the photo step’s default when it has none', async () => {
    const { environment, operation } = await startUpload();
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          uploadProfilePicture: {
            user: null,
            userErrors: [{ field: 'file', message: 'El archivo es demasiado grande.' }],
          },
        },
      }),
    );
    expect(screen.getByText('El archivo es demasiado grande.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Subir una foto' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({ data: { uploadProfilePicture: { user: null, userErrors: [] } } }),
    );
    expect(screen.getByText(PROFILE_PICTURE_TEXTS.refused)).toBeVisible();
  });

  it('says the connection failed when the request does', async () => {
    const { environment, operation } = await startUpload();
    await act(async () => environment.mock.reject(operation, new TypeError('Failed to fetch')));
    expect(screen.getByText('Error en la conexión o en el servidor.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
