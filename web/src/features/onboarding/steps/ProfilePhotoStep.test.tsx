import { act, fireEvent, screen } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_PROGRESS, type UploadProgressListener } from '../../../lib/relay/environment';
import {
  alertText,
  answerProfile,
  creativeAtBranch,
  expectPath,
  next,
  renderWizard,
  VIEWER_ID,
} from '../wizardTesting';

const atPhoto = creativeAtBranch({ profilePicture: null, referralSource: null });
const photo = () => new File(['png'], 'retrato.png', { type: 'image/png' });

async function openPhotoStep(profile = atPhoto) {
  const view = renderWizard('/photo/registro/03');
  await answerProfile(view.environment, profile);
  return view;
}

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]')!;
}

async function answerUpload(environment: MockEnvironment, profilePicture: string | null, message?: string) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation({
      data: {
        uploadProfilePicture: {
          user: profilePicture ? { id: VIEWER_ID, profilePicture } : null,
          userErrors: message ? [{ field: 'file', message }] : [],
        },
      },
    }),
  );
}

// Step 3 of both roles (part 1 §2, §5, §8): the photo goes through the graph with a progress bar.
describe('/photo/registro/03', () => {
  beforeAll(() => Promise.all([import('./ProfilePhotoStep'), import('./ReferralSourceStep')]));

  beforeEach(() => {
    // jsdom has no object URLs; the preview only needs one to show.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
    );
  });

  afterEach(() => vi.unstubAllGlobals());

  it('shows the default avatar and asks for a photo before going on', async () => {
    const { user, environment } = await openPhotoStep();
    expect(screen.getByRole('img', { name: 'Avatar por defecto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir una foto' })).toBeInTheDocument();
    expect(fileInput().accept.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']));
    expect(fileInput().accept.split(',')).not.toContain('image/heic');
    expect(screen.getByText('Paso 3 de 5')).toBeInTheDocument();
    await user.click(next());
    expect(alertText()).toBe('Por favor, sube una foto de perfil.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('takes images only', async () => {
    await openPhotoStep();
    // The chooser offers images only (accept); a file dropped past it is refused too.
    const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(), { target: { files: [pdf] } });
    expect(alertText()).toBe('El archivo no es una imagen válida.');
    expect(screen.getByRole('img', { name: 'Avatar por defecto' })).toBeInTheDocument();
  });

  it('refuses a photo over 10 MB before sending it', async () => {
    const { user, environment } = await openPhotoStep();
    const huge = new File([new Uint8Array(12 * 1000 * 1000)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    fireEvent.change(fileInput(), { target: { files: [huge] } });
    expect(alertText()).toBe('El archivo es demasiado grande. Máximo 10MB permitido.');
    expect(screen.getByRole('img', { name: 'Avatar por defecto' })).toBeInTheDocument();
    await user.click(next());
    expect(alertText()).toBe('Por favor, sube una foto de perfil.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('previews the picked photo, uploads it with a progress bar and opens step 4', async () => {
    const { user, environment, router } = await openPhotoStep();
    await user.upload(fileInput(), photo());
    expect(screen.getByRole('img', { name: 'Vista previa de tu foto' })).toHaveAttribute('src', 'blob:preview');
    await user.click(next());

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useUploadProfilePictureMutation');
    expect(screen.getByRole('progressbar', { name: 'Subiendo la foto' })).toHaveAttribute('aria-valuenow', '0');
    const report = operation.request.cacheConfig?.metadata?.[UPLOAD_PROGRESS] as UploadProgressListener;
    act(() => report(0.5));
    expect(screen.getByRole('progressbar', { name: 'Subiendo la foto' })).toHaveAttribute('aria-valuenow', '50');

    await answerUpload(environment, '/media/0123456789abcdef0123456789abcdef.webp');
    await expectPath(router, '/conocidos/registro/04');
  });

  it.each([
    ["the server's text", 'El archivo es demasiado grande.', 'El archivo es demasiado grande.'],
    ["'Error al actualizar la foto.' without one", undefined, 'Error al actualizar la foto.'],
  ])('shows %s when the upload is refused', async (_case, message, shown) => {
    const { user, environment, router } = await openPhotoStep();
    await user.upload(fileInput(), photo());
    await user.click(next());
    await answerUpload(environment, null, message);
    expect(alertText()).toBe(shown);
    expect(screen.getByRole('img', { name: 'Vista previa de tu foto' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/photo/registro/03');
  });

  it("says 'Error en la conexión o en el servidor.' when the network fails", async () => {
    const { user, environment } = await openPhotoStep();
    await user.upload(fileInput(), photo());
    await user.click(next());
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(alertText()).toBe('Error en la conexión o en el servidor.');
  });

  it('goes on without uploading when a photo was saved before', async () => {
    const { user, environment, router } = await openPhotoStep(creativeAtBranch({ referralSource: null }));
    expect(screen.getByRole('img', { name: 'Tu foto de perfil' })).toHaveAttribute('src', '/media/lucia.webp');
    await user.click(next());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await expectPath(router, '/conocidos/registro/04');
  });
});
