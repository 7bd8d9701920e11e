import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { creative, editSection, openEditor, section, sent } from '../editorTesting';

const entry = creative.education[0];

// Typing and store updates in jsdom take a few seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

// Education and experience of the CV layout (part 2 §4, §5).
describe('the education section', () => {
  beforeAll(() => import('../ProfileEditorPage'));

  it("keeps at least one entry and stops at 3 with 'Máximo 3 formaciones permitidas'", async () => {
    const { user } = await openEditor();
    const education = await editSection(user, 'Formación');
    expect(education.queryByRole('button', { name: /Eliminar formación/ })).not.toBeInTheDocument();
    await user.click(education.getByRole('button', { name: '+ Añadir formación' }));
    await user.click(education.getByRole('button', { name: '+ Añadir formación' }));
    expect(education.getAllByRole('group', { name: /^Formación \d$/ })).toHaveLength(3);
    expect(education.queryByRole('button', { name: '+ Añadir formación' })).not.toBeInTheDocument();
    expect(education.getByText('Máximo 3 formaciones permitidas')).toBeInTheDocument();
    await user.click(education.getByRole('button', { name: 'Eliminar formación 3' }));
    await user.click(education.getByRole('button', { name: 'Eliminar formación 2' }));
    expect(education.getAllByRole('group', { name: /^Formación \d$/ })).toHaveLength(1);
    expect(education.queryByRole('button', { name: /Eliminar formación/ })).not.toBeInTheDocument();
    expect(education.queryByText('Máximo 3 formaciones permitidas')).not.toBeInTheDocument();
  });

  it('opens with one empty entry when none is stored', async () => {
    const { user } = await openEditor({ ...creative, education: [] });
    const education = await editSection(user, 'Formación');
    expect(education.getAllByRole('group', { name: /^Formación \d$/ })).toHaveLength(1);
    expect(education.getByRole('textbox', { name: 'Titulación' })).toHaveValue('');
  });

  it('takes digits only in months and years, months from 1 to 12', async () => {
    const { user, environment } = await openEditor({
      ...creative,
      education: [{ ...entry, startMonth: null, startYear: null }],
    });
    const education = await editSection(user, 'Formación');
    const [startMonth] = education.getAllByRole('textbox', { name: 'Mes' });
    const [startYear] = education.getAllByRole('textbox', { name: 'Año' });
    await user.type(startMonth, 'ab13');
    expect(startMonth).toHaveValue('1');
    await user.clear(startMonth);
    await user.type(startMonth, '09');
    expect(startMonth).toHaveValue('09');
    await user.type(startYear, '20x21y5');
    expect(startYear).toHaveValue('2021');
    await user.clear(startMonth);
    await user.type(startMonth, '0');
    await user.click(education.getByRole('button', { name: 'Guardar' }));
    expect(section('Formación').getByRole('alert')).toHaveTextContent('El mes debe ser un número entre 1 y 12.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("disables the end month and year while 'Estudiando actualmente' is ticked", async () => {
    const { user, environment } = await openEditor();
    const education = await editSection(user, 'Formación');
    const end = education.getByRole('group', { name: 'Fin' });
    expect(end).toBeDisabled();
    await user.click(education.getByRole('checkbox', { name: 'Estudiando actualmente' }));
    expect(end).toBeEnabled();
    const [, endMonth] = education.getAllByRole('textbox', { name: 'Mes' });
    const [, endYear] = education.getAllByRole('textbox', { name: 'Año' });
    await user.type(endMonth, '6');
    await user.type(endYear, '2025');
    await user.click(education.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment)).toEqual({
      name: 'EducationSectionMutation',
      input: {
        education: [
          {
            institution: 'IED Madrid',
            otherInstitution: '',
            formationName: 'Grado en Diseño de Moda',
            location: 'Madrid',
            startMonth: 9,
            startYear: 2021,
            endMonth: 6,
            endYear: 2025,
            currentlyEnrolled: false,
            institutionLogo: '',
          },
        ],
      },
    });
  });

  it("says 'Ha ocurrido un error al subir el logo. Por favor, inténtalo de nuevo.' when a logo fails", async () => {
    const { user, environment } = await openEditor();
    const education = await editSection(user, 'Formación');
    const input = education.getByRole('group', { name: 'Formación 1' }).querySelector('input[type="file"]')!;
    await user.upload(input as HTMLInputElement, new File(['png'], 'logo.png', { type: 'image/png' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useUploadLogoMutation');
    expect(operation.request.variables.input).toEqual({ kind: 'INSTITUTION', file: null });
    expect(education.getByRole('progressbar', { name: 'Subiendo el logo' })).toBeInTheDocument();
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          uploadLogo: { logoUrl: null, userErrors: [{ field: 'file', message: 'El archivo es demasiado grande.' }] },
        },
      }),
    );
    expect(education.getByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error al subir el logo. Por favor, inténtalo de nuevo.',
    );
  });

  it("keeps an uploaded logo's URL in its entry", async () => {
    const { user, environment } = await openEditor();
    const education = await editSection(user, 'Formación');
    const input = education.getByRole('group', { name: 'Formación 1' }).querySelector('input[type="file"]')!;
    await user.upload(input as HTMLInputElement, new File(['png'], 'logo.png', { type: 'image/png' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { uploadLogo: { logoUrl: '/media/logo.webp', userErrors: [] } },
      }),
    );
    expect(education.getByRole('img', { name: 'Logo del centro' })).toHaveAttribute('src', '/media/logo.webp');
    await user.click(education.getByRole('button', { name: 'Guardar' }));
    const { input: sentInput } = sent(environment) as { input: { education: Array<{ institutionLogo: string }> } };
    expect(sentInput.education[0].institutionLogo).toBe('/media/logo.webp');
  });
});

describe('the experience section', () => {
  beforeAll(() => import('../ProfileEditorPage'));

  it("has no cap, keeps one entry, and disables the end while 'Trabajando actualmente'", async () => {
    const { user, environment } = await openEditor();
    const experience = await editSection(user, 'Experiencia profesional');
    expect(experience.queryByRole('button', { name: /Eliminar experiencia/ })).not.toBeInTheDocument();
    for (let added = 0; added < 4; added += 1) {
      await user.click(experience.getByRole('button', { name: '+ Añadir experiencia' }));
    }
    expect(experience.getAllByRole('group', { name: /^Experiencia \d$/ })).toHaveLength(5);
    expect(experience.getByRole('button', { name: '+ Añadir experiencia' })).toBeInTheDocument();
    const first = experience.getByRole('group', { name: 'Experiencia 1' });
    await user.type(experience.getAllByRole('textbox', { name: 'Puesto' })[0], 'Asistente de estilismo');
    await user.click(experience.getAllByRole('checkbox', { name: 'Trabajando actualmente' })[0]);
    expect(first.querySelectorAll('fieldset')[1]).toBeDisabled();
    await user.click(experience.getByRole('button', { name: 'Guardar' }));
    // Blank entries are not sent.
    expect(sent(environment)).toEqual({
      name: 'ExperienceSectionMutation',
      input: {
        experience: [
          {
            title: 'Asistente de estilismo',
            company: '',
            location: '',
            description: '',
            startMonth: null,
            startYear: null,
            endMonth: null,
            endYear: null,
            currentlyWorking: true,
            companyLogo: '',
          },
        ],
      },
    });
  });

  it('uploads its logos as COMPANY logos', async () => {
    const { user, environment } = await openEditor();
    const experience = await editSection(user, 'Experiencia profesional');
    const input = experience.getByRole('group', { name: 'Experiencia 1' }).querySelector('input[type="file"]')!;
    await user.upload(input as HTMLInputElement, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ kind: 'COMPANY', file: null });
    await act(async () => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(experience.getByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error al subir el logo. Por favor, inténtalo de nuevo.',
    );
  });

  it('refuses a logo that is not an image', async () => {
    const { user, environment } = await openEditor();
    const experience = await editSection(user, 'Experiencia profesional');
    const input = experience.getByRole('group', { name: 'Experiencia 1' }).querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(experience.getByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error al subir el logo. Por favor, inténtalo de nuevo.',
    );
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getAllByRole('group', { name: /^Experiencia \d$/ })).toHaveLength(1);
  });

  it('refuses a logo over 10 MB before sending it, saying so', async () => {
    const { user, environment } = await openEditor();
    const experience = await editSection(user, 'Experiencia profesional');
    const input = experience.getByRole('group', { name: 'Experiencia 1' }).querySelector('input[type="file"]')!;
    const huge = new File([new Uint8Array(12 * 1000 * 1000)], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(experience.getByRole('alert')).toHaveTextContent('El archivo es demasiado grande. Máximo 10MB permitido.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
