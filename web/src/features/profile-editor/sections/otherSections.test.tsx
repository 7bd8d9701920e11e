import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_PROGRESS, type UploadProgressListener } from '../../../lib/relay/environment';
import { answerSaved, company, editSection, openEditor, section, sent, VIEWER_ID } from '../editorTesting';

// Typing and store updates in jsdom take a few seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

// Milestones, files, social networks, contact, looking-for and the picture (part 2 §2–§5).
describe('the milestones section', () => {
  beforeAll(() => import('../ProfileEditorPage'));

  it('opens with one empty milestone and requires every field', async () => {
    const { user, environment } = await openEditor(company);
    const milestones = await editSection(user, 'Hitos profesionales');
    expect(milestones.getAllByRole('group', { name: /^Hito \d$/ })).toHaveLength(1);
    expect(milestones.getByRole('textbox', { name: 'Fecha' })).toHaveValue('');
    expect(milestones.getByRole('textbox', { name: 'Descripción' })).toHaveAttribute('maxLength', '120');
    await user.click(milestones.getByRole('button', { name: 'Guardar' }));
    expect(milestones.getByRole('alert')).toHaveTextContent(
      'Por favor, completa todos los campos obligatorios marcados con *',
    );
    for (const message of [
      'La fecha es obligatoria',
      'El nombre es obligatorio',
      'La entidad es obligatoria',
      'La descripción es obligatoria',
    ]) {
      expect(milestones.getByText(message)).toBeInTheDocument();
    }
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('saves complete milestones as mm / yyyy', async () => {
    const { user, environment } = await openEditor(company);
    const milestones = await editSection(user, 'Hitos profesionales');
    await user.type(milestones.getByRole('textbox', { name: 'Fecha' }), '3/2024');
    await user.type(milestones.getByRole('textbox', { name: 'Nombre' }), 'Premio a la innovación');
    await user.type(milestones.getByRole('textbox', { name: 'Entidad' }), 'Mercedes-Benz Fashion Week');
    await user.type(milestones.getByRole('textbox', { name: 'Descripción' }), 'Colección cápsula reciclada.');
    await user.click(milestones.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment)).toEqual({
      name: 'MilestonesSectionMutation',
      input: {
        milestones: [
          {
            date: '03 / 2024',
            name: 'Premio a la innovación',
            entity: 'Mercedes-Benz Fashion Week',
            description: 'Colección cápsula reciclada.',
          },
        ],
      },
    });
  });
});

describe('the CV and portfolio section', () => {
  beforeAll(() => import('../ProfileEditorPage'));

  const fileInputs = () => section('CV y portfolio').getAllByLabelText(/\(PDF\)/) as HTMLInputElement[];

  it("refuses anything but a PDF with 'Solo se permiten archivos PDF'", async () => {
    const { user, environment } = await openEditor();
    await editSection(user, 'CV y portfolio');
    const [cv] = fileInputs();
    expect(cv).toHaveAttribute('accept', 'application/pdf');
    fireEvent.change(cv, { target: { files: [new File(['png'], 'foto.png', { type: 'image/png' })] } });
    expect(section('CV y portfolio').getByRole('alert')).toHaveTextContent('Solo se permiten archivos PDF');
    await user.click(section('CV y portfolio').getByRole('button', { name: 'Guardar' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('refuses a 12 MB PDF with the limit in the api’s words, sending nothing', async () => {
    const { user, environment } = await openEditor();
    await editSection(user, 'CV y portfolio');
    const [, portfolio] = fileInputs();
    const huge = new File([new Uint8Array(12 * 1000 * 1000)], 'portfolio-completo.pdf', { type: 'application/pdf' });
    fireEvent.change(portfolio, { target: { files: [huge] } });
    const files = section('CV y portfolio');
    expect(files.getByRole('alert')).toHaveTextContent('El archivo es demasiado grande. Máximo 10MB permitido.');
    expect(files.queryByText('portfolio-completo.pdf')).not.toBeInTheDocument();
    await user.click(files.getByRole('button', { name: 'Guardar' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('just closes when no file was chosen', async () => {
    const { user, environment } = await openEditor();
    const files = await editSection(user, 'CV y portfolio');
    await user.click(files.getByRole('button', { name: 'Guardar' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(section('CV y portfolio').queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('uploads a chosen CV with the progress bar and shows it', async () => {
    const { user, environment } = await openEditor();
    const files = await editSection(user, 'CV y portfolio');
    await user.upload(fileInputs()[0], new File(['%PDF-1.7'], 'mi-cv.pdf', { type: 'application/pdf' }));
    expect(files.getByText('mi-cv.pdf')).toBeInTheDocument();
    await user.click(files.getByRole('button', { name: 'Guardar' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('FilesSectionUploadMutation');
    expect(operation.request.variables.input).toEqual({ kind: 'CV', file: null });
    const report = operation.request.cacheConfig?.metadata?.[UPLOAD_PROGRESS] as UploadProgressListener;
    act(() => report(0.4));
    expect(files.getByRole('progressbar', { name: 'Subiendo el CV' })).toHaveAttribute('aria-valuenow', '40');
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          uploadProfileFile: {
            user: { id: VIEWER_ID, cv: { url: '/media/cv.pdf', fileName: 'mi-cv.pdf' }, portfolio: null },
            userErrors: [],
          },
        },
      }),
    );
    expect(section('CV y portfolio').getByRole('link', { name: 'mi-cv.pdf' })).toHaveAttribute('href', '/media/cv.pdf');
  });

  it("keeps the section open with the server's words when the file is refused", async () => {
    const { user, environment } = await openEditor();
    const files = await editSection(user, 'CV y portfolio');
    await user.upload(fileInputs()[1], new File(['x'], 'book.pdf', { type: 'application/pdf' }));
    await user.click(files.getByRole('button', { name: 'Guardar' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      kind: 'PORTFOLIO',
      file: null,
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          uploadProfileFile: { user: null, userErrors: [{ field: 'file', message: 'Solo se permiten archivos PDF' }] },
        },
      }),
    );
    expect(files.getByRole('alert')).toHaveTextContent('Solo se permiten archivos PDF');
    expect(files.getByText('book.pdf')).toBeInTheDocument();
  });
});

describe('the social networks and contact sections', () => {
  beforeAll(() => import('../ProfileEditorPage'));

  it('shows handles without the address and sends what is typed', async () => {
    const { user, environment } = await openEditor();
    const view = section('Redes sociales');
    expect(view.getByRole('link', { name: 'lucia-garcia' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/lucia-garcia',
    );
    const social = await editSection(user, 'Redes sociales');
    expect(social.getByRole('textbox', { name: 'Instagram' })).toHaveValue('lucia.moda');
    expect(social.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue('lucia-garcia');
    expect(social.getByText('linkedin.com/in/')).toBeInTheDocument();
    await user.type(social.getByRole('textbox', { name: 'Behance' }), '@luciabe');
    await user.clear(social.getByRole('textbox', { name: 'Instagram' }));
    await user.click(social.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment)).toEqual({
      name: 'SocialSectionMutation',
      input: {
        social: {
          instagram: '',
          linkedin: 'lucia-garcia',
          behance: 'luciabe',
          tumblr: '',
          youtube: '',
          pinterest: '',
        },
      },
    });
  });

  it('asks for the contact address in an email box and the website in a url box', async () => {
    const { user, environment } = await openEditor(company);
    const contact = await editSection(user, 'Contacto de la empresa');
    expect(contact.getByRole('textbox', { name: 'Email de contacto' })).toHaveAttribute('type', 'email');
    expect(contact.getByRole('textbox', { name: 'Sitio web' })).toHaveAttribute('type', 'url');
    await user.type(contact.getByRole('textbox', { name: 'Email de contacto' }), 'hola@atelier.es');
    await user.click(contact.getByRole('checkbox', { name: 'Ofrecemos prácticas' }));
    await user.click(contact.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment)).toEqual({
      name: 'ContactSectionMutation',
      input: { social: { contactEmail: 'hola@atelier.es' }, website: '', offersInternships: true },
    });
    await answerSaved(environment, { ...company, social: { ...company.social, contactEmail: 'hola@atelier.es' } });
    expect(section('Contacto de la empresa').getByText('hola@atelier.es')).toBeInTheDocument();
  });

  it('saves contract and workplace choices', async () => {
    const { user, environment } = await openEditor();
    const lookingFor = await editSection(user, 'Qué estoy buscando');
    await user.click(lookingFor.getByRole('checkbox', { name: 'Tiempo completo' }));
    await user.click(lookingFor.getByRole('checkbox', { name: 'Híbrido' }));
    await user.click(lookingFor.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment).input).toEqual({
      contract: { internship: true, fullTime: true, partTime: false },
      workplace: { onSite: false, remote: true, hybrid: true },
    });
  });
});

describe('the basic information', () => {
  beforeAll(() => import('../ProfileEditorPage'));

  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
    );
  });

  afterEach(() => vi.unstubAllGlobals());

  it('previews a new picture with save and cancel', async () => {
    const { user, environment } = await openEditor();
    const basic = section('Información básica');
    const input = basic.getByRole('button', { name: 'Cambiar foto de perfil' }).parentElement!.querySelector('input')!;
    await user.upload(input, new File(['png'], 'yo.png', { type: 'image/png' }));
    expect(basic.getByRole('img', { name: 'Vista previa de tu foto' })).toHaveAttribute('src', 'blob:preview');
    await user.click(basic.getByRole('button', { name: 'Cancelar' }));
    expect(basic.queryByRole('img', { name: 'Vista previa de tu foto' })).not.toBeInTheDocument();
    await user.upload(input, new File(['png'], 'yo.png', { type: 'image/png' }));
    await user.click(basic.getByRole('button', { name: 'Guardar foto' }));
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useUploadProfilePictureMutation');
    expect(basic.getByRole('progressbar', { name: 'Subiendo la foto' })).toBeInTheDocument();
  });

  it('refuses a picture over 10 MB before it is previewed or sent', async () => {
    const { environment } = await openEditor();
    const basic = section('Información básica');
    const input = basic.getByRole('button', { name: 'Cambiar foto de perfil' }).parentElement!.querySelector('input')!;
    const huge = new File([new Uint8Array(12 * 1000 * 1000)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(basic.getByRole('alert')).toHaveTextContent('El archivo es demasiado grande. Máximo 10MB permitido.');
    expect(basic.queryByRole('button', { name: 'Guardar foto' })).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('edits the name and location, the username staying fixed', async () => {
    const { user, environment } = await openEditor();
    const basic = await editSection(user, 'Información básica');
    expect(basic.queryByRole('textbox', { name: /usuario/i })).not.toBeInTheDocument();
    expect(basic.getByText('@lucia_moda')).toBeInTheDocument();
    await user.clear(basic.getByRole('textbox', { name: 'Nombre completo' }));
    await user.click(basic.getByRole('button', { name: 'Guardar' }));
    expect(basic.getByRole('alert')).toHaveTextContent('El nombre es obligatorio');
    await user.type(basic.getByRole('textbox', { name: 'Nombre completo' }), 'Lucía G. Pérez');
    await user.clear(basic.getByRole('textbox', { name: 'Ciudad' }));
    await user.type(basic.getByRole('textbox', { name: 'Ciudad' }), 'Sevilla');
    await user.click(basic.getByRole('button', { name: 'Guardar' }));
    expect(sent(environment)).toEqual({
      name: 'BasicInfoSectionMutation',
      input: { fullName: 'Lucía G. Pérez', city: 'Sevilla', country: 'España' },
    });
    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
  });
});
